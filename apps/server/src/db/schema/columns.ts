import {
  type AnyPgColumn,
  integer,
  numeric,
  type ReferenceConfig,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** An exact amount: 38 digits, 18 of them decimals (DESIGN: never a float). */
export const money = (name: string) => numeric(name, { precision: 38, scale: 18 });
/** An instant, stored with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** When a row was made and last changed, both required (set by the code that writes it). */
export const timestamps = () => ({
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
/** The coin and the network a row is in, both required. */
export const coinNetwork = () => ({
  coin: text('coin').notNull(),
  network: text('network').notNull(),
});
/** A required column naming a row of another table by its serial id. */
export const idRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);
/** A required column naming a row of another table by its text key. */
export const keyRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  text(name).notNull().references(target, actions);
/** Where an event came from (a log row): the client's IP, device, user agent and client type. */
export const clientColumns = () => ({
  ip: text('ip').notNull().default(''),
  deviceId: text('device_id'),
  userAgent: text('user_agent').notNull().default(''),
  clientType: integer('client_type').notNull().default(0),
});
