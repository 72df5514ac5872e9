import { type WebhookDelivery, type WebhookEndpoint, webhookDeliverySchema } from '@coffer/contract';
import { checkHost } from '../../../adapters/webhooks/address-guard';
import type { WebhookHttp } from '../../../adapters/webhooks/webhook-http';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { SecretBox } from '../../../lib/secret-box';
import { eventBody } from './webhook.fns';
import type { DeliveryWithEvent, WebhookEndpointRow } from './webhook.repo';

export interface WebhooksDeps {
  db: Db;
  now: () => Date;
  /** Seals the signing secrets (AES-256-GCM under the server's secrets key). */
  box: SecretBox;
  http: WebhookHttp;
  /** WEBHOOKS_ALLOW_PRIVATE_URLS: loopback and private hosts, and plain http, are accepted. */
  allowPrivateUrls: boolean;
  /** Deliveries sent at once by one worker (a bounded pool, off the request path). */
  concurrency: number;
  /** How long a claimed delivery stays the claiming worker's (longer than the HTTP timeout). */
  leaseMs: number;
}

/** The sealed secret names its endpoint, so a sealed value copied to another row does not open. */
export const secretAad = (endpointId: number) => `webhookEndpoint:${endpointId}`;

export const endpointNotFound = () => new AppError('notFound', 'No such webhook endpoint.');
export const deliveryNotFound = () => new AppError('notFound', 'No such webhook delivery.');

const urlRefused = (
  message: 'webhook.urlPrivate' | 'webhook.urlUnresolved' | 'webhook.httpsRequired',
  details: string,
) => new AppError('invalidInput', details, [{ field: 'url', message }]);

/**
 * A URL a webhook may be sent to: https (http only under the development flag) to a host name
 * that resolves (a name that does not is told so, not called private) and whose every address is
 * public (checked again at each delivery, on the address connected to).
 */
export async function assertDeliverableUrl(deps: WebhooksDeps, text: string) {
  const url = new URL(text);
  if (url.protocol !== 'https:' && !deps.allowPrivateUrls)
    throw urlRefused('webhook.httpsRequired', 'Webhook URLs must use https.');
  const check = await checkHost(url.hostname, deps.allowPrivateUrls);
  if (!check.ok)
    throw urlRefused(
      check.refusal === 'unresolved' ? 'webhook.urlUnresolved' : 'webhook.urlPrivate',
      `Refused: ${check.reason}.`,
    );
}

export const endpointView = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEndpoint['events'],
  enabled: row.enabled,
  secretHint: row.secretHint,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const deliveryView = (row: DeliveryWithEvent): WebhookDelivery => {
  const d = row.delivery;
  return {
    id: d.id,
    endpointId: d.endpointId,
    endpointUrl: row.endpointUrl,
    eventId: d.eventId,
    eventType: row.eventType as WebhookDelivery['eventType'],
    status: webhookDeliverySchema.shape.status.parse(d.status),
    attempts: d.attempts,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    redeliveryOf: d.redeliveryOf,
    body: eventBody({
      id: d.eventId,
      type: row.eventType,
      createdAt: row.eventCreatedAt,
      payload: row.eventPayload,
    }),
  };
};
