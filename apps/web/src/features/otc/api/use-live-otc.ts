import { useQueryClient } from '@tanstack/react-query';
import { patchPages } from '../../../domain/history/patch-pages';
import { assetsKeys } from '../../../domain/money/assets-keys';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { type OtcOrder, otcKeys } from './otc';

/**
 * Keeps the OTC screens current without a reload: an order whose status changes (the acceptor
 * answered, it expired) is patched into the lists showing it, and balances are fetched again
 * because each change reserves, posts or releases money. After a reconnection all is refetched.
 */
export function useLiveOtc() {
  const qc = useQueryClient();
  const refreshBalances = () => {
    void qc.invalidateQueries({ queryKey: assetsKeys.balances });
    void qc.invalidateQueries({ queryKey: assetsKeys.valuation });
  };
  useLiveEvents(
    (event) => {
      if (event.event !== 'otcOrder') return;
      if (!patchPages<OtcOrder>(qc, otcKeys.orders, (o) => o.orderId === event.data.orderId, event.data))
        void qc.invalidateQueries({ queryKey: otcKeys.orders });
      refreshBalances();
    },
    () => {
      void qc.invalidateQueries({ queryKey: otcKeys.orders });
      refreshBalances();
    },
  );
}
