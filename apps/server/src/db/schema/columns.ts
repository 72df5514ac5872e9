import { integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** An exact amount: 38 digits, 18 of them decimals (DESIGN: never a float). */
export const money = (name: string) => numeric(name, { precision: 38, scale: 18 });
/** An instant, stored with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** Where an event came from (a log row): the client's IP, device, user agent and client type. */
export const clientColumns = () => ({
  ip: text('ip').notNull().default(''),
  deviceId: text('device_id'),
  userAgent: text('user_agent').notNull().default(''),
  clientType: integer('client_type').notNull().default(0),
});
