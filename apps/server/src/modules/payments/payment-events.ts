import type { PaymentEventType } from '@coffer/contract';
import type { Db } from '../../db/client';
import { paymentOrderEvents } from '../../db/schema';
import type { WebhookPublish } from './webhooks/webhook-service';

/**
 * Publishes an order's event inside the transaction that made it happen (so it is published if and
 * only if the change commits). The payments module records it on the order's timeline and publishes
 * it to the merchant's webhooks (`recordAndPublish`) unless the root hands it another.
 */
export type PublishPaymentEvent = (
  tx: Db,
  merchantUserId: number,
  type: PaymentEventType,
  payload: { orderId: string } & Record<string, unknown>,
) => Promise<void>;

/** Records the event in the order's timeline (payment_order_events), in the caller's transaction. */
const recordPaymentEvent =
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
