import type { EndpointParsedInput, multisigEndpoints } from '@coffer/contract';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import type { DispatchLog } from '../../ledger/flows/outbound-dispatch';
import type { Ledger } from '../../ledger/ledger';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import { defaultProposalTtlMs } from './multisig.fns';
import { createMultisigProcessor } from './multisig.processor';
import { createMultisigRepo } from './multisig.repo';
import { multisigRoutes } from './multisig.routes';
import { scanMultisigDeposits } from './multisig-deposits';
import { depositList, mpcInfo, withdrawalList } from './multisig-reads';
import {
  addableCoins,
  addCoin,
  coinTree,
  createWallet,
  deleteWallet,
  linkage,
  listWallets,
  walletBalances,
  walletDetail,
} from './multisig-wallets';
import { proposeWithdrawal } from './propose-withdrawal';
import { signWithdrawal } from './sign-withdrawal';

export interface MultisigModuleDeps {
  db: Db;
  coins: CoinsRepo;
  chain: ChainAdapter;
  ledger: Ledger;
  kyc: KycGuard;
  now: () => Date;
  /** How long a proposal collects signatures (24 h by default). */
  proposalTtlMs?: number;
  log?: DispatchLog;
}

type In<K extends keyof typeof multisigEndpoints> = EndpointParsedInput<(typeof multisigEndpoints)[K]>;

/** The use cases a user calls, each given the dependencies it needs. */
function createMultisigService(
  deps: MultisigModuleDeps,
  processor: ReturnType<typeof createMultisigProcessor>,
) {
  const repo = createMultisigRepo(deps.db);
  const base = { ...deps, repo };
  const proposalTtlMs = deps.proposalTtlMs ?? defaultProposalTtlMs;
  return {
    wallets: (caller: Caller) => listWallets(base, caller),
    detail: (caller: Caller, walletId: number) => walletDetail(base, caller, walletId),
    create: (caller: Caller, input: In<'createWallet'>) => createWallet(base, caller, input),
    remove: (caller: Caller, walletId: number) => deleteWallet(base, caller, walletId),
    coinTree: () => coinTree(base),
    addCoin: (caller: Caller, input: In<'createCoin'>) => addCoin(base, caller, input),
    addableCoins: (caller: Caller, walletId: number) => addableCoins(base, caller, walletId),
    linkage: (caller: Caller, walletId: number) => linkage(base, caller, walletId),
    balances: (caller: Caller, walletId: number) => walletBalances(base, caller, walletId),
    deposits: (caller: Caller, q: In<'getRechargeList'>) => depositList(repo, caller, q),
    withdrawals: (caller: Caller, q: In<'getWithdrawalList'>) => withdrawalList(repo, caller, q),
    propose: (caller: Caller, input: In<'propose'>) =>
      proposeWithdrawal({ ...base, proposalTtlMs }, caller, input),
    sign: (caller: Caller, input: In<'sign'>) =>
      signWithdrawal({ ...base, sendNow: processor.sendNow }, caller, input),
    mpcInfo: (caller: Caller) => mpcInfo(base, caller),
    /** One pass of the deposit scan (the job's, and the console's). */
    scan: () => scanMultisigDeposits(base),
  };
}
export type MultisigService = ReturnType<typeof createMultisigService>;

/** Multisig wallets (routes, service) and their job: deposits credited, proposals expired, sends resumed. */
export function createMultisigModule(deps: MultisigModuleDeps) {
  const processor = createMultisigProcessor({ ...deps });
  const service = createMultisigService(deps, processor);
  const scan: Job = async () => ({ multisigCredited: (await service.scan()).credited });
  const move: Job = async () => ({ multisigMoved: await processor.run() });
  return { routes: multisigRoutes(service), service, processor, jobs: [scan, move] };
}

// The demo wallet the seed makes (seed/seed-demo.ts), with its published owner keys.
export { demoMultisigMnemonic, demoMultisigOwners, demoMultisigUid, seedDemoMultisig } from './multisig-demo';
export { multisigChangesSince } from './multisig-live';
