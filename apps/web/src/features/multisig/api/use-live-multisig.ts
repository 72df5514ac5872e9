import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../hooks/use-live-events';
import { multisigKeys, refreshWallet } from './multisig';

/**
 * Keeps the multisig screen current without a reload: a deposit recorded or credited, a
 * withdrawal signed, sent, settled or expired reads that wallet's lists, balances and nonce
 * again. After a reconnection everything is read again.
 */
export function useLiveMultisig() {
  const qc = useQueryClient();
  useLiveEvents(
    (event) => {
      if (event.event === 'multisig') void refreshWallet(qc, event.data.walletId);
    },
    () => void qc.invalidateQueries({ queryKey: multisigKeys.all }),
  );
}
