import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_created_idx').on(t.createdAt),
  ],
);
