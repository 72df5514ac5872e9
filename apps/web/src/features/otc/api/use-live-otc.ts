import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { assetsKeys } from '../../../domain/money/assets-keys';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { type OtcOrder, otcKeys } from './otc';

type Page = { totalCount: number; items: OtcOrder[] };

/** Replaces the order in every cached page that shows it; false when none did (a new order). */
function patchOrder(qc: QueryClient, order: OtcOrder) {
  let found = false;
  qc.setQueriesData<Page>({ queryKey: otcKeys.orders }, (page) => {
    if (!page?.items.some((o) => o.orderId === order.orderId)) return page;
    found = true;
    return { ...page, items: page.items.map((o) => (o.orderId === order.orderId ? order : o)) };
  });
  return found;
}

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
      if (!patchOrder(qc, event.data)) void qc.invalidateQueries({ queryKey: otcKeys.orders });
      refreshBalances();
    },
    () => {
      void qc.invalidateQueries({ queryKey: otcKeys.orders });
      refreshBalances();
    },
  );
}
