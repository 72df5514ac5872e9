import { type WebhookDeliveryStatus, type WebhookEventType, webhookDeliveryStatus } from '@coffer/contract';
import type { Db } from '../../../db/client';
import { randomToken } from '../../../lib/secrets';
import { webhookRepo as repo } from './webhook.repo';
import { deliveryNotFound, deliveryView, endpointNotFound, type WebhooksDeps } from './webhook-shared';

const pending = webhookDeliveryStatus.members.pending;

/**
 * Records an event in the outbox with one delivery per enabled endpoint subscribed to it, in the
 * caller's transaction `tx`: the event exists exactly when the change it tells of committed. The
 * POSTs happen later, in the delivery job.
 */
export async function publishWebhookEvent(
  deps: Pick<WebhooksDeps, 'now'>,
  tx: Db,
  merchantUserId: number,
  type: WebhookEventType,
  payload: Record<string, unknown>,
  onlyEndpointId?: number,
) {
  const at = deps.now();
  const eventId = `evt_${randomToken(18)}`;
  await repo.insertEvent(tx, { id: eventId, userId: merchantUserId, type, payload, createdAt: at });
  const endpointIds =
    onlyEndpointId === undefined
      ? (await repo.subscribers(tx, merchantUserId, type)).map((e) => e.id)
      : [onlyEndpointId];
  const deliveries = await repo.insertDeliveries(
    tx,
    endpointIds.map((endpointId) => ({
      eventId,
      endpointId,
      userId: merchantUserId,
      status: pending,
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
  return { eventId, deliveryIds: deliveries.map((d) => d.id) };
}

/** The test button: a `webhook.test` event to this endpoint only, sent by the job like any other. */
export async function sendTestWebhook(deps: WebhooksDeps, userId: number, endpointId: number) {
  return deps.db.transaction(async (tx) => {
    const endpoint = await repo.endpoint(tx, userId, endpointId);
    if (!endpoint) throw endpointNotFound();
    const { deliveryIds } = await publishWebhookEvent(
      deps,
      tx,
      userId,
      'webhook.test',
      { endpointId, message: 'A test event from Coffer.' },
      endpointId,
    );
    const row = await repo.delivery(tx, userId, deliveryIds[0] as number);
    if (!row) throw deliveryNotFound();
    return deliveryView(row);
  });
}

/** Sends a delivery's event again as a new delivery (BTCPay's redeliver), with its own 24 h of retries. */
export async function redeliverWebhook(deps: WebhooksDeps, userId: number, deliveryId: number) {
  return deps.db.transaction(async (tx) => {
    const original = await repo.delivery(tx, userId, deliveryId);
    if (!original) throw deliveryNotFound();
    const at = deps.now();
    const [created] = await repo.insertDeliveries(tx, [
      {
        eventId: original.delivery.eventId,
        endpointId: original.delivery.endpointId,
        userId,
        status: pending,
        nextAttemptAt: at,
        createdAt: at,
        redeliveryOf: original.delivery.id,
      },
    ]);
    const row = created && (await repo.delivery(tx, userId, created.id));
    if (!row) throw deliveryNotFound();
    return deliveryView(row);
  });
}

export async function listWebhookDeliveries(
  deps: WebhooksDeps,
  userId: number,
  input: {
    endpointId?: number | undefined;
    status?: WebhookDeliveryStatus | undefined;
    SkipCount: number;
    MaxResultCount: number;
  },
) {
  const page = await repo.deliveries(deps.db, {
    userId,
    ...(input.endpointId === undefined ? {} : { endpointId: input.endpointId }),
    ...(input.status === undefined ? {} : { status: input.status }),
    skip: input.SkipCount,
    take: input.MaxResultCount,
  });
  return { totalCount: page.totalCount, items: page.items.map(deliveryView) };
}
