import { useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../domain/money/assets-keys';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { cashKeys } from './cash';
import { cashRecordKeys } from './cash-records';

/**
 * Keeps the cash screens current without a reload: the account's review, a top-up credited, a
 * withdrawal the bank settled, failed or returned. After a reconnection everything is read again.
 */
export function useLiveCash() {
  const qc = useQueryClient();
  useLiveEvents(
    (event) => {
      if (event.event === 'cashAccount') invalidateAll(qc, [cashKeys.account, cashKeys.balances]);
      if (event.event === 'cashOrder')
        invalidateAll(qc, [cashKeys.topUps, cashKeys.withdrawals, cashKeys.balances, cashRecordKeys.records]);
    },
    () => invalidateAll(qc, [cashKeys.all]),
  );
}
