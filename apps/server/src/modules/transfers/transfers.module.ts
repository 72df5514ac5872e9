import type { Ledger } from '../../ledger/ledger';
import type { Caller } from '../../plugins/auth';
import {
  type TransferDeps,
  transferBetweenWallets,
  type WalletTransferInput,
} from './transfer-between-wallets';
import { transferHistory } from './transfer-history';
import { transferRoutes } from './transfers.routes';

/** What the use cases take; the history also reads the ledger's wallet transfers. */
type TransfersModuleDeps = Omit<TransferDeps, 'ledger'> & {
  ledger: Pick<Ledger, 'accountId' | 'walletTransfers'>;
};

function createTransferService(deps: TransfersModuleDeps) {
  return {
    transfer: (caller: Caller, input: WalletTransferInput) => transferBetweenWallets(deps, caller, input),
    history: (caller: Caller, q: Parameters<typeof transferHistory>[2]) => transferHistory(deps, caller, q),
  };
}
export type TransferService = ReturnType<typeof createTransferService>;

/** Moves between a user's own wallets (spec §3): one use case per file. */
export function createTransfersModule(deps: TransfersModuleDeps) {
  const service = createTransferService(deps);
  return { routes: transferRoutes(service), service };
}
