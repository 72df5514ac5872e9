import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import type { Ledger } from '../../ledger/ledger';
import type { CoinsRepo } from '../assets/assets.module';
import { createDepositsRepo } from './deposits.repo';
import { depositsRoutes } from './deposits.routes';
import { createDepositsService } from './deposits.service';

// The public surface other modules use (types and pure helpers; never a repo factory).
export { depositView } from './deposits.service';

/** Deposit addresses and history; its job follows the chain and credits what arrived. */
export function createDepositsModule(deps: {
  db: Db;
  coins: CoinsRepo;
  chain: ChainAdapter;
  ledger: Ledger;
  now: () => Date;
}) {
  const service = createDepositsService({ ...deps, repo: createDepositsRepo(deps.db) });
  const scan: Job = async () => ({ credited: (await service.scan()).credited });
  return { routes: depositsRoutes(service), service, jobs: [scan] };
}
