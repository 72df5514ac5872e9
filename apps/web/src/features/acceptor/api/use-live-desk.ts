import type { OtcOrder } from '@coffer/contract/otc';
import { useQueryClient } from '@tanstack/react-query';
import { patchPages } from '../../../domain/history/patch-pages';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { acceptorKeys } from './acceptor';

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
    if (!patchPages<OtcOrder>(qc, acceptorKeys.incoming, (o) => o.orderId === event.data.orderId, event.data))
      void qc.invalidateQueries({ queryKey: acceptorKeys.incoming });
    void qc.invalidateQueries({ queryKey: acceptorKeys.inventory });
  }, refetchAll);
}
