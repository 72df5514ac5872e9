import { type WalletType, withdrawalStatus } from '@coffer/contract';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Messenger } from '../../adapters/messaging/messenger';
import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import type { DispatchLog } from '../../ledger/flows/outbound-dispatch';
import type { Ledger } from '../../ledger/ledger';
import type { Caller } from '../../plugins/auth';
import type { AddressBookService } from '../address-book/address-book.module';
import type { CoinsRepo } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import type { FundPinGuard, SecurityHoldGuard } from '../security/security.module';
import { type ApplyInput, applyWithdrawal } from './apply-withdrawal';
import { cancelWithdrawal } from './cancel-withdrawal';
import { confirmWithdrawal } from './confirm-withdrawal';
import { listWithdrawals, type WithdrawalsQuery } from './list-withdrawals';
import { createWithdrawalsProcessor } from './withdrawals.processor';
import { createWithdrawalsRepo } from './withdrawals.repo';
import { withdrawalsRoutes } from './withdrawals.routes';

// The public surface other modules use (types and pure helpers; never a repo factory).
export { withdrawalView } from './withdrawal-view';

export interface WithdrawalsModuleDeps {
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
  log?: DispatchLog;
}

/** The use cases a user calls, each given the dependencies it needs. */
function createWithdrawalsService(deps: WithdrawalsModuleDeps) {
  const withRepo = { ...deps, repo: createWithdrawalsRepo(deps.db) };
  return {
    apply: (caller: Caller, input: ApplyInput) => applyWithdrawal(withRepo, caller, input),
    confirm: (caller: Caller, rid: string, code: string) => confirmWithdrawal(deps, caller, { rid, code }),
    cancel: (caller: Caller, rid: string) => cancelWithdrawal(deps, caller, { rid }),
    list: (caller: Caller, query: WithdrawalsQuery) => listWithdrawals(withRepo, caller, query),
    /** How many of the user's withdrawals from this wallet wait for the operator's review. */
    awaitingReview: (userId: number, wallet: WalletType) =>
      withRepo.repo.countByStatus(userId, wallet, withdrawalStatus.members.pendingReview),
  };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

/** Withdrawal requests (routes, service) and their processor; its job moves withdrawals on. */
export function createWithdrawalsModule(deps: WithdrawalsModuleDeps) {
  const { db, coins, ledger, now } = deps;
  const service = createWithdrawalsService(deps);
  const processor = createWithdrawalsProcessor({ db, coins, chain: deps.chain, ledger, now, log: deps.log });
  const move: Job = async () => ({ withdrawalsMoved: await processor.run() });
  return { routes: withdrawalsRoutes(service), service, processor, jobs: [move] };
}
