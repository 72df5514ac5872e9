import type { PaymentEventType } from '@coffer/contract';
import type { Db } from '../../db/client';
import { paymentOrderEvents } from '../../db/schema';
import type { WebhookPublish } from './webhooks/webhook-service';

/**
 * Publishes an order's event inside the transaction that made it happen (so it is published if and
 * only if the change commits). A required dependency of the payments module: the lead wires the
 * webhooks area's publish in; `recordPaymentEvent` keeps the order's own timeline.
 */
export type PublishPaymentEvent = (
  tx: Db,
  merchantUserId: number,
  type: PaymentEventType,
  payload: { orderId: string } & Record<string, unknown>,
) => Promise<void>;

/** Records the event in the order's timeline (payment_order_events), in the caller's transaction. */
export const recordPaymentEvent =
  (now: () => Date): PublishPaymentEvent =>
  async (tx, merchantUserId, type, payload) => {
    await tx
      .insert(paymentOrderEvents)
      .values({ merchantId: merchantUserId, orderId: payload.orderId, type, payload, createdAt: now() });
  };

/** The order's timeline, then the merchant's webhooks: both in the transaction of the change. */
export const recordAndPublish =
  (now: () => Date, publish: WebhookPublish): PublishPaymentEvent =>
  async (tx, merchantUserId, type, payload) => {
    await recordPaymentEvent(now)(tx, merchantUserId, type, payload);
    await publish(tx, merchantUserId, type, payload);
  };
