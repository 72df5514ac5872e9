import { type P2pOrder, p2pOrderIsOpen } from '@coffer/contract/p2p';
import { useQueryClient } from '@tanstack/react-query';
import { patchPages } from '../../../domain/history/patch-pages';
import { assetsKeys, invalidateAll } from '../../../domain/money/assets-keys';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { p2pKeys } from './p2p';

const dealerOrdersKey = [...p2pKeys.dealer, 'orders'] as const;

/**
 * Keeps the P2P screens current without a reload: each `p2pOrder` event (the other party's step,
 * the timers job, the operator's ruling) is patched into the open order and the lists showing it.
 * The event never carries the payee's details, and they never change during an order, so the open
 * order keeps the ones it was read with while it stays open; nor the vouchers' image links, which
 * the order is read again for when its vouchers change. Balances, ads and tickets move with
 * each change and are read again; after a reconnection everything is.
 */
export function useLiveP2p() {
  const qc = useQueryClient();
  const readAgain = () =>
    invalidateAll(qc, [
      p2pKeys.order,
      p2pKeys.orders,
      p2pKeys.dealer,
      p2pKeys.appeals,
      p2pKeys.ads,
      assetsKeys.balances,
      assetsKeys.valuation,
    ]);
  useLiveEvents((event) => {
    if (event.event !== 'p2pOrder') return;
    const next = event.data;
    const orderKey = [...p2pKeys.order, next.orderId];
    const old = qc.getQueryData<P2pOrder>(orderKey);
    if (old) {
      const sameVouchers = old.vouchers.join() === next.vouchers.join();
      const payee = p2pOrderIsOpen(next.status) ? old.payee : null;
      qc.setQueryData<P2pOrder>(orderKey, { ...next, payee, voucherUrls: old.voucherUrls });
      // New vouchers: their signed image links come with the order, read again.
      if (!sameVouchers) void qc.invalidateQueries({ queryKey: orderKey });
    }
    const same = (o: P2pOrder) => o.orderId === next.orderId;
    const lists = next.role === 'dealer' ? dealerOrdersKey : p2pKeys.orders;
    // A new order is on no page yet: the list is read again to show it.
    if (!patchPages<P2pOrder>(qc, lists, same, next)) void qc.invalidateQueries({ queryKey: lists });
    invalidateAll(qc, [p2pKeys.appeals, p2pKeys.ads, assetsKeys.balances, assetsKeys.valuation]);
  }, readAgain);
}
