import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Facts about the database itself, e.g. when the demo data was seeded (so it is seeded once). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
