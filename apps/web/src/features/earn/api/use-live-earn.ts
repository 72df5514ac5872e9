import { useQueryClient } from '@tanstack/react-query';
import { assetsKeys, invalidateAll } from '../../../domain/money/assets-keys';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { type EarnPosition, earnKeys } from './earn';

/**
 * Keeps the earn screens current without a reload: each `earnPosition` event (a subscription, a
 * day's interest the job paid, a redemption asked, settled or failed) replaces that position in
 * the list (a new one goes first); the totals, the records, the products' remaining quota and the
 * investment wallet move with it and are read again. After a reconnection everything is.
 */
export function useLiveEarn() {
  const qc = useQueryClient();
  useLiveEvents(
    (event) => {
      if (event.event !== 'earnPosition') return;
      const next = event.data;
      qc.setQueryData<EarnPosition[]>(earnKeys.positions, (list) => {
        if (!list) return list;
        const known = list.some((p) => p.positionId === next.positionId);
        return known ? list.map((p) => (p.positionId === next.positionId ? next : p)) : [next, ...list];
      });
      invalidateAll(qc, [
        earnKeys.account,
        earnKeys.records,
        earnKeys.products,
        assetsKeys.balances,
        assetsKeys.valuation,
      ]);
    },
    () => invalidateAll(qc, [earnKeys.all, assetsKeys.balances, assetsKeys.valuation]),
  );
}
