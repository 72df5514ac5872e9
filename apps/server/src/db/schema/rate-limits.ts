import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Rate-limit counters kept in the database so that every server process shares them (a REDIS_URL
 * store can come later): a fixed window per key (e.g. `contact:burst:203.0.113.9`), with the time
 * of the last counted hit for minimum intervals. Updated atomically by one upsert.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
  lastAt: at('last_at').notNull(),
});
