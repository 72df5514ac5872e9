import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about the database itself, e.g. when the demo data was seeded (so it is seeded once). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
