import { useQueryClient } from '@tanstack/react-query';
import { assetsKeys, invalidateAll } from '../../../domain/money/assets-keys';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { convertKeys } from './convert';

/**
 * Keeps the convert screens current without a reload: when a limit order is placed or ends (the
 * fill job filled it at its price, it expired, it was cancelled elsewhere), the limit orders and the
 * wallet it reserved from are fetched again. After a reconnection they are fetched again anyway.
 */
export function useLiveConvert() {
  const qc = useQueryClient();
  const refresh = () =>
    invalidateAll(qc, [convertKeys.limitOrders, convertKeys.wallet, assetsKeys.valuation]);
  useLiveEvents((event) => {
    if (event.event === 'convertLimitOrder') refresh();
  }, refresh);
}
