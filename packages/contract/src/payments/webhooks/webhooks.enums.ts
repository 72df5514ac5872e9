import { defineEnum, type EnumValue } from '../../common/enum';
import { paymentEventTypes } from '../payments.enums';

/**
 * What a merchant's endpoint may subscribe to: the payment order's steps as BTCPay names its
 * invoice events, plus `webhook.test` (the test-event button, sent to one endpoint only).
 */
export const webhookEventTypes = [...paymentEventTypes, 'webhook.test'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The events an endpoint may subscribe to (the test event always reaches the endpoint tested). */
export const subscribableWebhookEvents = webhookEventTypes.filter(
  (t): t is Exclude<WebhookEventType, 'webhook.test'> => t !== 'webhook.test',
);

/**
 * One delivery of one event to one endpoint: `pending` until a 2xx answer (`delivered`) or until
 * the 24 h of retries are spent (`failed`). A manual redelivery is a new delivery.
 */
export const webhookDeliveryStatus = defineEnum({ pending: 0, delivered: 1, failed: 2 });
export type WebhookDeliveryStatus = EnumValue<typeof webhookDeliveryStatus>;

/** The header names of a delivery (docs/areas/payments-webhooks.md). */
export const webhookHeaders = {
  /** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" keyed by the secret>` (Stripe's scheme). */
  signature: 'coffer-signature',
  /** Standard Webhooks (standardwebhooks.com): the same delivery, signed as that spec says. */
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  standardSignature: 'webhook-signature',
} as const;
