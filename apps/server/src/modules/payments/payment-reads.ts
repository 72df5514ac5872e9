import type { PaymentOrder, PublicPaymentOrder } from '@coffer/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import { merchantIdOf } from './payment-approval';
import { createPaymentOrdersRepo, type PaymentOrderQuery, type PaymentOrderRow } from './payment-orders.repo';
import { paymentOrderView, publicPaymentOrderView, refundView } from './payment-view';

/** Orders with their coins, payments and refunds, as views, in the given order. */
async function views(db: Db, orders: PaymentOrderRow[]): Promise<PaymentOrder[]> {
  const repo = createPaymentOrdersRepo(db);
  const ids = orders.map((o) => o.id);
  const [coins, payments, refunds] = await Promise.all([
    repo.coins(ids),
    repo.payments(ids),
    repo.refunds(ids),
  ]);
  return orders.map((o) =>
    paymentOrderView(
      o,
      coins.filter((c) => c.orderId === o.id),
      payments.filter((p) => p.orderId === o.id),
      refunds.filter((r) => r.orderId === o.id),
    ),
  );
}

export async function loadOrderView(db: Db, id: string): Promise<PaymentOrder> {
  const order = await createPaymentOrdersRepo(db).order(id);
  if (!order) throw new AppError('orderNotFound');
  return (await views(db, [order]))[0] as PaymentOrder;
}

/** PaymentOrder/Get: one of the caller's merchant's orders; anyone else's is 40007. */
export async function getPaymentOrder(db: Db, caller: Caller, id: string): Promise<PaymentOrder> {
  const order = await createPaymentOrdersRepo(db).order(id);
  if (!order || order.merchantId !== merchantIdOf(caller)) throw new AppError('orderNotFound');
  return (await views(db, [order]))[0] as PaymentOrder;
}

export async function listPaymentOrders(db: Db, caller: Caller, q: PaymentOrderQuery) {
  const page = await createPaymentOrdersRepo(db).page({ ...q, merchantId: merchantIdOf(caller) });
  return { totalCount: page.totalCount, items: await views(db, page.items) };
}

/** PaymentOrder/GetPublic: what the hosted page shows anyone holding the (unguessable) id. */
export async function getPublicPaymentOrder(db: Db, id: string, now: Date): Promise<PublicPaymentOrder> {
  const repo = createPaymentOrdersRepo(db);
  const order = await repo.order(id);
  if (!order) throw new AppError('orderNotFound');
  const [coins, payments, name] = await Promise.all([
    repo.coins([id]),
    repo.payments([id]),
    repo.merchantName(order.merchantId),
  ]);
  return publicPaymentOrderView(order, coins, payments, name ?? '', now);
}

/** PaymentOrder/GetToBeReviewedCount: the header badges. Transfers are the merchant wallet area's (0 until wired). */
export async function reviewCounts(db: Db, caller: Caller) {
  return { ...(await createPaymentOrdersRepo(db).reviewCounts(merchantIdOf(caller))), transfer: 0 };
}

/** PaymentOrder/GetRefundOrder: one of the caller's merchant's refunds; anyone else's is 40008. */
export async function getRefund(db: Db, caller: Caller, refundId: string) {
  const row = await createPaymentOrdersRepo(db).refund(refundId, merchantIdOf(caller));
  if (!row) throw new AppError('withdrawalOrderNotFound', 'No such refund.');
  return refundView(row);
}
