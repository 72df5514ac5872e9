import type { OtcOrder } from '@coffer/contract/otc';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { acceptorKeys } from './acceptor';

type Page = { totalCount: number; items: OtcOrder[] };

function patchOrder(qc: QueryClient, order: OtcOrder) {
  let found = false;
  qc.setQueriesData<Page>({ queryKey: acceptorKeys.incoming }, (page) => {
    if (!page?.items.some((o) => o.orderId === order.orderId)) return page;
    found = true;
    return { ...page, items: page.items.map((o) => (o.orderId === order.orderId ? order : o)) };
  });
  return found;
}

/**
 * Keeps the acceptor desk current: a new order placed against it appears, one that changes
 * (expired, answered elsewhere) is patched in, and the inventory is fetched again each time.
 */
export function useLiveDesk() {
  const qc = useQueryClient();
  const refetchAll = () => {
    void qc.invalidateQueries({ queryKey: acceptorKeys.incoming });
    void qc.invalidateQueries({ queryKey: acceptorKeys.inventory });
  };
  useLiveEvents((event) => {
    if (event.event !== 'otcOrder') return;
    if (!patchOrder(qc, event.data)) void qc.invalidateQueries({ queryKey: acceptorKeys.incoming });
    void qc.invalidateQueries({ queryKey: acceptorKeys.inventory });
  }, refetchAll);
}
