import type { EndpointParsedInput, earnEndpoints } from '@coffer/contract';
import type { HistoryPage } from '../../lib/history-page';
import type { Caller } from '../../plugins/auth';
import type { EarnDeps } from './earn.shared';
import { openEarnAccount } from './earn-account';
import { payInterest } from './earn-interest';
import * as reads from './earn-reads';
import { requestRedemption, settleRedemptions } from './earn-redeem';
import { subscribe } from './earn-subscribe';

type Input<K extends keyof typeof earnEndpoints> = EndpointParsedInput<(typeof earnEndpoints)[K]>;

/** The use cases of earn, bound to their dependencies (the routes, the jobs and the ops console call these). */
export function createEarnService(deps: EarnDeps) {
  return {
    products: (asset?: string) => reads.productList(deps, asset),
    product: (productId: number) => reads.productDetail(deps, productId),
    openAccount: (caller: Caller, input: Input<'createUser'>) => openEarnAccount(deps, caller, input),
    subscribe: (caller: Caller, input: Input<'createDeposit'>) => subscribe(deps, caller, input),
    redeem: (caller: Caller, input: Input<'createWithdraw'>) => requestRedemption(deps, caller, input),
    positions: (caller: Caller, status?: number) => reads.userPositions(deps, caller, status),
    balance: (caller: Caller) => reads.accountBalance(deps, caller),
    records: (caller: Caller, q: HistoryPage & { type?: number; asset?: string }) =>
      reads.tradeRecords(deps, caller, q),
    /** The daily interest (the job; the ops console too): days paid. */
    payInterest: (limit: number) => payInterest(deps, limit),
    /** Settles the redemptions waiting (the job): how many. */
    settleRedemptions: (limit: number) => settleRedemptions(deps, limit),
  };
}
export type EarnService = ReturnType<typeof createEarnService>;
