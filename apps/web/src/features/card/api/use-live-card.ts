import type { CardOrder } from '@coffer/contract/card';
import { useQueryClient } from '@tanstack/react-query';
import { patchPages } from '../../../domain/history/patch-pages';
import { assetsKeys, invalidateAll } from '../../../domain/money/assets-keys';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { cardKeys, cardOrderKey, cardOrderListKey } from './card';

/**
 * Keeps the card pages current without a reload: each `cardOrder` event (the processor's answer,
 * the credit, a decline, the unpaid order expiring, a refund) replaces the open order and its row
 * in the lists; a new order is on no page yet, so its list is read again. Balances move with a
 * credit and are read again; after a reconnection everything is.
 */
export function useLiveCard() {
  const qc = useQueryClient();
  useLiveEvents(
    (event) => {
      if (event.event !== 'cardOrder') return;
      const next = event.data;
      qc.setQueryData<CardOrder>(cardOrderKey(next.orderId), (old) => (old ? next : old));
      const list = cardOrderListKey(next.kind);
      if (!patchPages<CardOrder>(qc, list, (o) => o.orderId === next.orderId, next))
        void qc.invalidateQueries({ queryKey: list });
      invalidateAll(qc, [assetsKeys.balances, assetsKeys.valuation]);
    },
    () => invalidateAll(qc, [cardKeys.orders, assetsKeys.balances, assetsKeys.valuation]),
  );
}
