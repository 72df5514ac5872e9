import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters kept in the database so that every server process shares them (a REDIS_URL
 * store can come later): a fixed window per key (e.g. `contact:burst:203.0.113.9`), with the time
 * of the last counted hit for minimum intervals. Updated atomically by one upsert.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});
