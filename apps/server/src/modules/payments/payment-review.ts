import { type PaymentOrder, paymentOrderState, paymentOrderStatus } from '@coffer/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import { type AccessDeps, requireApproval } from './payment-approval';
import { createPaymentOrdersRepo, type PaymentOrderRow } from './payment-orders.repo';
import { loadOrderView } from './payment-reads';
import { inScope, type OrderScope } from './payment-scope';
import { refreshOrderState, type StateDeps } from './payment-state';

const st = paymentOrderState.members;
const rs = paymentOrderStatus.members;

type ReviewDeps = StateDeps & AccessDeps & { db: Db };

/** An order the caller sees, locked; anyone else's is 40007. */
async function lockOwn(tx: Db, scope: OrderScope, id: string): Promise<PaymentOrderRow> {
  const order = await createPaymentOrdersRepo(tx).lockOrder(id);
  if (!order || !inScope(order, scope)) throw new AppError('orderNotFound');
  return order;
}

/** PaymentOrder/Pass: accepts an order awaiting review (payment approval role). */
export async function passPaymentOrder(deps: ReviewDeps, caller: Caller, id: string): Promise<PaymentOrder> {
  const scope = await requireApproval(deps, caller, 'approvePayment');
  await deps.db.transaction(async (tx) => {
    const order = await lockOwn(tx, scope, id);
    if (order.status !== rs.pendingReview)
      throw new AppError('orderCompleted', 'This order is not awaiting review.');
    await createPaymentOrdersRepo(tx).updateOrder(id, { status: rs.passed, updatedAt: deps.now() });
    await deps.publishEvent(tx, order.merchantId, 'order.passed', { orderId: id, status: rs.passed });
  });
  return loadOrderView(deps.db, id);
}

/**
 * PaymentOrder/Reject: refuses an order awaiting review (its money stays credited; the merchant
 * refunds the buyer with Refund), or an unpaid one, which turns invalid: whatever arrives after is
 * late, credited and flagged, never lost. A paid order being confirmed cannot be rejected (40005).
 */
export async function rejectPaymentOrder(
  deps: ReviewDeps,
  caller: Caller,
  id: string,
): Promise<PaymentOrder> {
  const scope = await requireApproval(deps, caller, 'approvePayment');
  await deps.db.transaction(async (tx) => {
    const order = await lockOwn(tx, scope, id);
    const unpaid = order.state === st.new || order.state === st.paidPartial;
    if (order.status === rs.pendingReview || (order.status === rs.created && unpaid)) {
      const refreshed = unpaid ? await refreshOrderState(deps, tx, order, { invalid: true }) : order;
      await createPaymentOrdersRepo(tx).updateOrder(id, { status: rs.rejected, updatedAt: deps.now() });
      await deps.publishEvent(tx, order.merchantId, 'order.rejected', {
        orderId: id,
        state: refreshed.state,
        status: rs.rejected,
      });
      return;
    }
    if (order.status === rs.created)
      throw new AppError('orderPaid', 'The order is paid and being confirmed.');
    throw new AppError('orderCompleted', 'This order is not awaiting review.');
  });
  return loadOrderView(deps.db, id);
}
