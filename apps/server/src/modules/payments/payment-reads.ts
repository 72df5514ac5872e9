import type { PaymentOrder, PublicPaymentOrder } from '@coffer/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import { type AccessDeps, orderScopeOf } from './payment-approval';
import { createPaymentOrdersRepo, type PaymentOrderQuery, type PaymentOrderRow } from './payment-orders.repo';
import { inScope } from './payment-scope';
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

type ReadDeps = AccessDeps & {
  db: Db;
  transfersAwaitingReview?: (merchantId: number) => Promise<number>;
};

/** PaymentOrder/Get: an order the caller sees (payment-scope.ts); anyone else's is 40007. */
export async function getPaymentOrder(deps: ReadDeps, caller: Caller, id: string): Promise<PaymentOrder> {
  const scope = await orderScopeOf(deps, caller);
  const order = await createPaymentOrdersRepo(deps.db).order(id);
  if (!order || !inScope(order, scope)) throw new AppError('orderNotFound');
  return (await views(deps.db, [order]))[0] as PaymentOrder;
}

/** PaymentOrder/GetList: the orders the caller sees; the merchant may filter by sub-merchant. */
export async function listPaymentOrders(deps: ReadDeps, caller: Caller, q: PaymentOrderQuery) {
  const scope = await orderScopeOf(deps, caller);
  const page = await createPaymentOrdersRepo(deps.db).page({ ...q, scope });
  return { totalCount: page.totalCount, items: await views(deps.db, page.items) };
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

/**
 * PaymentOrder/GetToBeReviewedCount: the header badges, over the orders the caller sees; transfers
 * are the merchant's cloud-wallet withdrawals awaiting review, which a sub-merchant does not see (0).
 */
export async function reviewCounts(deps: ReadDeps, caller: Caller) {
  const scope = await orderScopeOf(deps, caller);
  const transfer =
    scope.subMerchant || !deps.transfersAwaitingReview
      ? 0
      : await deps.transfersAwaitingReview(scope.merchantId);
  return { ...(await createPaymentOrdersRepo(deps.db).reviewCounts(scope)), transfer };
}

/** PaymentOrder/GetRefundOrder: a refund of an order the caller sees; anyone else's is 40008. */
export async function getRefund(deps: ReadDeps, caller: Caller, refundId: string) {
  const row = await createPaymentOrdersRepo(deps.db).refund(refundId, await orderScopeOf(deps, caller));
  if (!row) throw new AppError('withdrawalOrderNotFound', 'No such refund.');
  return refundView(row);
}
