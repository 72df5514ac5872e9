import type { WebhookDeliveryStatus } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { at, idRef, keyRef, timestamps } from './columns';
import { userRef } from './users';

/** A merchant's webhook endpoint; its signing secret is sealed (lib/secret-box), never stored plain. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    /** The secret's last four characters, so the merchant can tell which one its server holds. */
    secretHint: text('secret_hint').notNull(),
    ...timestamps(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/**
 * The outbox: one row per event, written in the transaction of the change it tells of, so an
 * event exists exactly when that change committed. Its deliveries are written with it.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('webhook_events_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One event to one endpoint. A worker claims a due row by setting `locked_until` (a lease, taken
 * with SKIP LOCKED), so two workers never send the same delivery at once, and a worker that died
 * mid-send leaves a row that is due again when the lease ends.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: keyRef('event_id', () => webhookEvents.id),
    endpointId: idRef('endpoint_id', () => webhookEndpoints.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    status: smallint('status').$type<WebhookDeliveryStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lockedUntil: at('locked_until'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    /** Retries stop 24 h after this. */
    createdAt: at('created_at').notNull(),
    redeliveryOf: integer('redelivery_of'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 0`),
    index('webhook_deliveries_user_idx').on(t.userId, t.createdAt),
  ],
);
