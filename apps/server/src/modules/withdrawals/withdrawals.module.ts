import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Messenger } from '../../adapters/messaging/messenger';
import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import type { Ledger } from '../../ledger/ledger';
import type { AddressBookService } from '../address-book/address-book.module';
import type { CoinsRepo } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import type { FundPinGuard, SecurityHoldGuard } from '../security/security.module';
import { createWithdrawalsProcessor } from './withdrawals.processor';
import { createWithdrawalsRepo } from './withdrawals.repo';
import { withdrawalsRoutes } from './withdrawals.routes';
import { createWithdrawalsService } from './withdrawals.service';

// The public surface other modules use (types and pure helpers; never a repo factory).
export { withdrawalView } from './withdrawals.service';

/** Withdrawal requests (routes, service) and their processor; its job moves withdrawals on. */
export function createWithdrawalsModule(deps: {
  db: Db;
  coins: CoinsRepo;
  chain: ChainAdapter;
  addressBook: AddressBookService;
  ledger: Ledger;
  kyc: KycGuard;
  hold: SecurityHoldGuard;
  fundPin: FundPinGuard;
  messenger: Messenger;
  now: () => Date;
}) {
  const { db, coins, ledger, now } = deps;
  const service = createWithdrawalsService({ ...deps, repo: createWithdrawalsRepo(db) });
  const processor = createWithdrawalsProcessor({ db, coins, chain: deps.chain, ledger, now });
  const move: Job = async () => ({ withdrawalsMoved: await processor.run() });
  return { routes: withdrawalsRoutes(service), service, processor, jobs: [move] };
}
