import type { convertEndpoints, EndpointParsedInput } from '@coffer/contract';
import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import type { HistoryPage } from '../../lib/history-page';
import type { FirmQuoteDeps } from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import type { ConvertRepo, ExchangeHistoryQuery } from './convert.repo';
import { executeQuote } from './convert-execute';
import { cancelLimitOrder, limitOrderHistory, placeLimitOrder } from './convert-limit';
import { createQuote } from './convert-quote';
import * as reads from './convert-reads';

type Input<K extends keyof typeof convertEndpoints> = EndpointParsedInput<(typeof convertEndpoints)[K]>;

/** A quote's dependencies with the module's own: the whole catalogue, the ledger's writes and reads. */
export interface ConvertServiceDeps extends FirmQuoteDeps<ConvertRepo> {
  db: Db;
  coins: CoinsRepo;
  ledger: Pick<Ledger, 'withTx' | 'balance' | 'userBalances' | 'userEntries'>;
  limitTtlMs: number;
}

/** The use cases of convert, bound to their dependencies (the routes and the ops console call these). */
export function createConvertService(deps: ConvertServiceDeps) {
  return {
    convertibleCoins: () => reads.convertibleCoins(deps),
    exchangeCoins: (coin: string) => reads.exchangeCoins(deps, coin),
    pairConfigs: () => reads.pairConfigs(deps),
    pairsWithPrices: () => reads.pairsWithPrices(deps),
    quote: (caller: Caller, input: Input<'quote'>) => createQuote(deps, caller, input),
    execute: (caller: Caller, input: Input<'execute'>) => executeQuote(deps, caller, input),
    orderStatus: (caller: Caller, input: Input<'getOrderStatus'>) =>
      reads.orderStatus(deps.repo, caller, input),
    history: (caller: Caller, q: ExchangeHistoryQuery) => reads.history(deps.repo, caller, q),
    placeLimitOrder: (caller: Caller, input: Input<'createLimitOrder'>) =>
      placeLimitOrder(deps, caller, input),
    cancelLimitOrder: (caller: Caller, input: Input<'cancelLimitOrder'>) =>
      cancelLimitOrder(deps, caller, input),
    limitOrders: (caller: Caller, q: ExchangeHistoryQuery) => limitOrderHistory(deps.db, caller, q),
    wallet: (caller: Caller) => reads.flashWallet(deps, caller),
    walletEntries: (caller: Caller, q: HistoryPage & { coin?: string }) =>
      reads.flashWalletEntries(deps, caller, q),
  };
}
export type ConvertService = ReturnType<typeof createConvertService>;
