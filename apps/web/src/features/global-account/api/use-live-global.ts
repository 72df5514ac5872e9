import { useQueryClient } from '@tanstack/react-query';
import { invalidateAll } from '../../../domain/money/assets-keys';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { globalKeys } from './global-account';

/**
 * Keeps the global account's screens current without a reload: the application's review (its
 * details appear once it opens), a payment credited, queued for review, released or returned.
 * After a reconnection everything is read again.
 */
export function useLiveGlobal() {
  const qc = useQueryClient();
  useLiveEvents(
    (event) => {
      if (event.event === 'globalAccount')
        invalidateAll(qc, [
          globalKeys.status,
          globalKeys.details,
          globalKeys.balances,
          globalKeys.attachments,
        ]);
      if (event.event === 'globalPayIn') invalidateAll(qc, [globalKeys.payIns, globalKeys.balances]);
    },
    () => invalidateAll(qc, [globalKeys.all]),
  );
}
