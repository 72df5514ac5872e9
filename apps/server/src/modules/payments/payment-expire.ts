import { paymentOrderState } from '@coffer/contract';
import type { Db } from '../../db/client';
import { createPaymentOrdersRepo } from './payment-orders.repo';
import { refreshOrderState, type StateDeps } from './payment-state';

const st = paymentOrderState.members;

/**
 * Expires the orders whose time is up while they wait for (the rest of) their money. Each is
 * claimed under its row lock and checked again, so two runs (or two processes) expire it once; the
 * due orders are read from the table, so a restart loses none.
 */
export async function expirePaymentOrders(deps: StateDeps & { db: Db }, limit: number): Promise<number> {
  const due = await createPaymentOrdersRepo(deps.db).dueForExpiry(deps.now(), limit);
  let expired = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      const order = await createPaymentOrdersRepo(tx).lockOrder(id);
      if (!order || (order.state !== st.new && order.state !== st.paidPartial)) return false;
      if (order.expiresAt.getTime() > deps.now().getTime()) return false;
      return (await refreshOrderState(deps, tx, order)).state === st.expired;
    });
    if (done) expired++;
  }
  return expired;
}
