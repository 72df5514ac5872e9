import type { DepositStatus, WalletType } from '@coffer/contract';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import type { Ledger } from '../../ledger/ledger';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import { depositAddress } from './deposit-address';
import { createDepositsRepo } from './deposits.repo';
import { depositsRoutes } from './deposits.routes';
import { listDeposits } from './list-deposits';
import { scanDeposits } from './scan-deposits';
import { sweepDeposits } from './sweep-deposits';

// The public surface other modules use (types and pure helpers; never a repo factory).
export { depositTransferId, depositView } from './deposit-view';

interface DepositsModuleDeps {
  db: Db;
  coins: CoinsRepo;
  chain: ChainAdapter;
  ledger: Ledger;
  now: () => Date;
}

/** The use cases, one per file, each given the dependencies it needs. */
function createDepositsService(deps: DepositsModuleDeps) {
  const withRepo = { ...deps, repo: createDepositsRepo(deps.db) };
  return {
    address: (caller: Caller, input: { coin: string; network: string; wallet: WalletType }) =>
      depositAddress(withRepo, caller, input),
    list: (
      caller: Caller,
      q: { wallet: WalletType; coin?: string; status?: DepositStatus; skip: number; take: number },
    ) => listDeposits(withRepo, caller, q),
    scan: () => scanDeposits(withRepo),
    sweep: () => sweepDeposits(deps),
    /** The credited deposits a reorg took back, for an operator. */
    reorged: () => withRepo.repo.reorged(),
    /** The user a deposit address belongs to, or undefined (the sandbox's "send a deposit"). */
    addressOwner: async (address: string) => (await withRepo.repo.owners([address]))[0]?.userId,
  };
}
export type DepositsService = ReturnType<typeof createDepositsService>;

/**
 * Deposit addresses and history; its jobs follow the chain and credit what arrived, and sweep it
 * to the hot wallet where the chain holds the deposit addresses' keys.
 */
export function createDepositsModule(deps: DepositsModuleDeps) {
  const service = createDepositsService(deps);
  const scan: Job = async () => {
    const { credited, reorgedAfterCredit } = await service.scan();
    return { credited, reorgedAfterCredit };
  };
  const sweep: Job = async () => ({ swept: (await service.sweep()).swept });
  return { routes: depositsRoutes(service), service, jobs: [scan, sweep] };
}
