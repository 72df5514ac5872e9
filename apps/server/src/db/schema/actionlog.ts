import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * The user action log (spec §7): what pages were viewed and which key actions were taken. Only the
 * uid identifies a person (null before sign-in); no IP address, device id or query string is kept.
 * Rows older than the retention limit are deleted as new ones arrive.
 */
export const userActionLogs = pgTable(
  'user_action_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: text('uid'),
    clientType: integer('client_type').notNull().default(0),
    action: text('action').notNull(),
    page: text('page').notNull(),
    target: text('target'),
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('user_action_logs_received_at_idx').on(t.receivedAt)],
);
