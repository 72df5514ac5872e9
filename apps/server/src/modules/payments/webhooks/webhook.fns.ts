import { createHmac, randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@coffer/contract';

/** Retries stop this long after a delivery was queued (Stripe: 3 days; BTCPay: about an hour). */
export const retryWindowMs = 24 * 3_600_000;
const firstRetryMs = 10_000;
const longestWaitMs = 3_600_000;

/**
 * When to try again after `attempts` failed attempts: 10 s, 20 s, 40 s… doubling up to an hour,
 * each spread ±20 % (jitter, so receivers that come back are not hit by every delivery at once);
 * null once that is past the 24 h window: the delivery has failed.
 */
export function nextAttemptAt(
  queuedAt: Date,
  attempts: number,
  now: Date,
  random = Math.random,
): Date | null {
  const wait = Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestWaitMs);
  const at = now.getTime() + Math.round(wait * (0.8 + 0.4 * random()));
  return at > queuedAt.getTime() + retryWindowMs ? null : new Date(at);
}

/** Only a 2xx answer delivers; a redirect is not followed, so it fails like any other answer. */
export const isDelivered = (status: number | null) => status !== null && status >= 200 && status < 300;

/** A new signing secret: `whsec_` and 24 random bytes in base64, the Standard Webhooks format. */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** What the merchant sees of a stored secret. */
export const secretHint = (secret: string) => secret.slice(-4);

/** The JSON body of an event, the same for every attempt and redelivery. */
export function eventBody(event: { id: string; type: string; createdAt: Date; payload: unknown }): string {
  return JSON.stringify({
    id: event.id,
    type: event.type as WebhookEventType,
    created: Math.floor(event.createdAt.getTime() / 1000),
    data: event.payload,
  });
}

/**
 * The signature headers of one attempt (docs/areas/payments-webhooks.md):
 * `coffer-signature: t=<unix>,v1=<hex HMAC-SHA256(secret as text, "t.body")>` as Stripe signs, and
 * the Standard Webhooks trio (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64 HMAC-SHA256(base64-decoded secret after whsec_, "id.t.body")>`), so a
 * receiver may verify with its own ten lines or with a Standard Webhooks library.
 */
export function signatureHeaders(secret: string, eventId: string, body: string, at: Date) {
  const t = Math.floor(at.getTime() / 1000);
  const stripeStyle = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  const standardKey = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const standard = createHmac('sha256', standardKey).update(`${eventId}.${t}.${body}`).digest('base64');
  return {
    'coffer-signature': `t=${t},v1=${stripeStyle}`,
    'webhook-id': eventId,
    'webhook-timestamp': String(t),
    'webhook-signature': `v1,${standard}`,
  };
}
