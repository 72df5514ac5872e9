import type { Db } from '../../db/client';
import { createWebhooks, type WebhooksOptions } from './webhook-service';

export type { WebhookPublish, WebhooksOptions } from './webhook-service';

/**
 * Merchant payments. So far its webhooks: the calls, `publish` (for the payment orders to call in
 * their transactions) and the delivery job. The payment orders join here.
 */
export function createPaymentsModule(deps: {
  db: Db;
  now: () => Date;
  /** Seals the webhook signing secrets; the same key in every process (server.ts derives it). */
  secretsKey: Uint8Array;
  webhooks?: WebhooksOptions;
}) {
  const webhooks = createWebhooks({
    db: deps.db,
    now: deps.now,
    secretsKey: deps.secretsKey,
    ...deps.webhooks,
  });
  return { routes: webhooks.routes, publish: webhooks.publish, jobs: webhooks.jobs };
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
