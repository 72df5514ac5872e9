import { type WebhookDeliveryStatus, webhookDeliveryStatus } from '@coffer/contract';
import { and, arrayContains, count, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../../db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** A delivery with what its log line and its POST need. */
const deliveryColumns = {
  delivery: webhookDeliveries,
  endpointUrl: webhookEndpoints.url,
  eventType: webhookEvents.type,
  eventPayload: webhookEvents.payload,
  eventCreatedAt: webhookEvents.createdAt,
};
export type DeliveryWithEvent = {
  delivery: WebhookDeliveryRow;
  endpointUrl: string;
  eventType: string;
  eventPayload: unknown;
  eventCreatedAt: Date;
};

/** The SQL of webhooks: endpoints, the outbox of events, deliveries. Each call takes the transaction. */
export const webhookRepo = {
  endpoints: (db: Db, userId: number) =>
    db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId))
      .orderBy(webhookEndpoints.id),
  async endpoint(db: Db, userId: number, id: number) {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
    return row;
  },
  async countEndpoints(db: Db, userId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId));
    return row?.n ?? 0;
  },
  async insertEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert) {
    const [row] = await db.insert(webhookEndpoints).values(values).returning();
    return row as WebhookEndpointRow;
  },
  async updateEndpoint(db: Db, userId: number, id: number, values: Partial<WebhookEndpointRow>) {
    const [row] = await db
      .update(webhookEndpoints)
      .set(values)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
      .returning();
    return row;
  },
  async deleteEndpoint(db: Db, userId: number, id: number) {
    const rows = await db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
      .returning({ id: webhookEndpoints.id });
    return rows.length > 0;
  },
  /** The enabled endpoints of a merchant subscribed to an event type. */
  subscribers: (db: Db, userId: number, type: string) =>
    db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.userId, userId),
          eq(webhookEndpoints.enabled, true),
          arrayContains(webhookEndpoints.events, [type]),
        ),
      ),
  async insertEvent(db: Db, values: typeof webhookEvents.$inferInsert) {
    await db.insert(webhookEvents).values(values);
  },
  insertDeliveries: (db: Db, values: (typeof webhookDeliveries.$inferInsert)[]) =>
    values.length === 0 ? Promise.resolve([]) : db.insert(webhookDeliveries).values(values).returning(),
  async delivery(db: Db, userId: number, id: number): Promise<DeliveryWithEvent | undefined> {
    const [row] = await deliveriesQuery(
      db,
      and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.userId, userId)),
    );
    return row;
  },
  async deliveries(
    db: Db,
    filter: {
      userId: number;
      endpointId?: number;
      status?: WebhookDeliveryStatus;
      skip: number;
      take: number;
    },
  ) {
    const where = and(
      eq(webhookDeliveries.userId, filter.userId),
      filter.endpointId === undefined ? undefined : eq(webhookDeliveries.endpointId, filter.endpointId),
      filter.status === undefined ? undefined : eq(webhookDeliveries.status, filter.status),
    );
    const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
    const items = await deliveriesQuery(db, where)
      .orderBy(desc(webhookDeliveries.id))
      .offset(filter.skip)
      .limit(filter.take);
    return { totalCount: total?.n ?? 0, items };
  },
  /**
   * Claims up to `limit` due deliveries: each gets a lease until `leaseUntil` and its attempt is
   * counted. SKIP LOCKED lets concurrent workers take different rows; the lease keeps a row away
   * from them while it is being sent, and brings it back if its worker died.
   */
  claimDue: (db: Db, now: Date, leaseUntil: Date, limit: number) =>
    db.transaction(async (tx) => {
      const due = tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.status, webhookDeliveryStatus.members.pending),
            lte(webhookDeliveries.nextAttemptAt, now),
            or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, now)),
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(webhookDeliveries)
        .set({ lockedUntil: leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1` })
        .where(inArray(webhookDeliveries.id, due))
        .returning();
    }),
  /** The events of claimed deliveries, with each endpoint's URL and sealed secret. */
  sendable: (db: Db, ids: number[]) =>
    db
      .select({
        deliveryId: webhookDeliveries.id,
        url: webhookEndpoints.url,
        secretSealed: webhookEndpoints.secretSealed,
        event: webhookEvents,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(inArray(webhookDeliveries.id, ids)),
  /** Records an attempt's outcome, only while the claim is still this worker's (`lockedUntil`). */
  async finishAttempt(db: Db, id: number, claimedUntil: Date, values: Partial<WebhookDeliveryRow>) {
    const rows = await db
      .update(webhookDeliveries)
      .set({ ...values, lockedUntil: null })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.lockedUntil, claimedUntil)))
      .returning({ id: webhookDeliveries.id });
    return rows.length > 0;
  },
};

function deliveriesQuery(db: Db, where: SQL | undefined) {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(where)
    .$dynamic();
}
