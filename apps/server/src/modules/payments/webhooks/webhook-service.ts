import type { WebhookEventType } from '@coffer/contract';
import { createWebhookHttp, type WebhookHttp } from '../../../adapters/webhooks/webhook-http';
import type { Db } from '../../../db/client';
import type { Job } from '../../../jobs';
import { createSecretBox } from '../../../lib/secret-box';
import { deliverDueWebhooks } from './webhook-deliver';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-endpoints';
import {
  listWebhookDeliveries,
  publishWebhookEvent,
  redeliverWebhook,
  sendTestWebhook,
} from './webhook-events';
import type { WebhooksDeps } from './webhook-shared';
import { webhooksRoutes } from './webhooks.routes';

export interface WebhooksOptions {
  /** The HTTP client of deliveries; Node's, guarded against private addresses, by default. */
  http?: WebhookHttp;
  /** WEBHOOKS_ALLOW_PRIVATE_URLS (development and tests only). */
  allowPrivateUrls?: boolean;
  /** Per attempt (10 s by default). */
  timeoutMs?: number;
  /** Deliveries in flight per worker (8 by default). */
  concurrency?: number;
}

/**
 * `publish(tx, merchantUserId, type, payload)`: call it inside the transaction of the change the
 * event tells of (payment order created, settled…); the event is delivered iff that commits.
 */
export type WebhookPublish = (
  tx: Db,
  merchantUserId: number,
  type: WebhookEventType,
  payload: Record<string, unknown>,
) => Promise<{ eventId: string; deliveryIds: number[] }>;

/** The merchant's calls: endpoints, the test event, the delivery log and redelivery. */
function createWebhooksService(full: WebhooksDeps) {
  return {
    list: (userId: number) => listWebhookEndpoints(full, userId),
    create: (userId: number, input: Parameters<typeof createWebhookEndpoint>[2]) =>
      createWebhookEndpoint(full, userId, input),
    update: (userId: number, input: Parameters<typeof updateWebhookEndpoint>[2]) =>
      updateWebhookEndpoint(full, userId, input),
    remove: (userId: number, id: number) => deleteWebhookEndpoint(full, userId, id),
    rotate: (userId: number, id: number) => rotateWebhookSecret(full, userId, id),
    sendTest: (userId: number, id: number) => sendTestWebhook(full, userId, id),
    deliveries: (userId: number, input: Parameters<typeof listWebhookDeliveries>[2]) =>
      listWebhookDeliveries(full, userId, input),
    redeliver: (userId: number, id: number) => redeliverWebhook(full, userId, id),
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;

/** Merchant webhooks: the calls (routes), the outbox writer (publish) and the delivery job (jobs). */
export function createWebhooks(deps: { db: Db; now: () => Date; secretsKey: Uint8Array } & WebhooksOptions) {
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const allowPrivateUrls = deps.allowPrivateUrls ?? false;
  const full: WebhooksDeps = {
    db: deps.db,
    now: deps.now,
    box: createSecretBox(deps.secretsKey, 'webhookSecret'),
    http: deps.http ?? createWebhookHttp({ timeoutMs, allowPrivate: allowPrivateUrls }),
    allowPrivateUrls,
    concurrency: deps.concurrency ?? 8,
    leaseMs: timeoutMs + 30_000,
  };
  const service = createWebhooksService(full);
  const publish: WebhookPublish = (tx, merchantUserId, type, payload) =>
    publishWebhookEvent(full, tx, merchantUserId, type, payload);
  const jobs: Job[] = [() => deliverDueWebhooks(full)];
  return { routes: webhooksRoutes(service), publish, jobs, service };
}
