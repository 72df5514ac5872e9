import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Messages for people (e-mail, SMS) written by the sandbox notifier; `ops outbox` prints them.
 * A real transport would send each and set `sentAt`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** What produced it, e.g. `contact`; with `meta` for the details a template would need. */
    kind: text('kind').notNull(),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_created_idx').on(t.createdAt),
  ],
);
