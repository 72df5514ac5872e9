import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** An exact amount: 38 digits, 18 of them decimals (DESIGN: never a float). */
export const money = (name: string) => numeric(name, { precision: 38, scale: 18 });
/** An instant, stored with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
