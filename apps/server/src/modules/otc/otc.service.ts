import { type EndpointParsedInput, type otcEndpoints, otcOrderKind } from '@coffer/contract';
import type { Messenger } from '../../adapters/messaging/messenger';
import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import type { FirmQuoteDeps } from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import type { OrderFilter, OtcRepo } from './otc.repo';
import { placeOtcOrder } from './otc-place';
import { createOtcQuote } from './otc-quote';
import * as reads from './otc-reads';
import { expireDueOrders, type Outcome, resolveOtcOrder } from './otc-resolve';

type Input<K extends keyof typeof otcEndpoints> = EndpointParsedInput<(typeof otcEndpoints)[K]>;

/** A quote's dependencies with the module's own: the whole catalogue, the ledger's writes, the messenger. */
export interface OtcServiceDeps extends FirmQuoteDeps<OtcRepo> {
  db: Db;
  coins: CoinsRepo;
  ledger: Pick<Ledger, 'withTx' | 'balance'>;
  messenger: Messenger;
  answerMs: number;
}

/** The use cases of OTC, bound to their dependencies (the routes, the acceptor's desk and the ops console call these). */
export function createOtcService(deps: OtcServiceDeps) {
  return {
    pairs: () => reads.otcPairs(deps),
    quote: (caller: Caller, input: Input<'getQuote'>) => createOtcQuote(deps, caller, input),
    createOrder: (caller: Caller, input: Input<'createOrder'>) =>
      placeOtcOrder(deps, caller, input, otcOrderKind.members.order),
    quickTrade: (caller: Caller, input: Input<'createQuickTradeOrder'>) =>
      placeOtcOrder(deps, caller, input, otcOrderKind.members.quickTrade),
    order: (caller: Caller, orderId: string) => reads.partyOrder(deps.repo, caller, orderId),
    userOrders: (caller: Caller, q: OrderFilter) => reads.orderPage(deps.repo, { userId: caller.userId }, q),
    acceptorOrders: (acceptorId: number, q: OrderFilter) => reads.orderPage(deps.repo, { acceptorId }, q),
    /** The acceptor's answer to one of its own orders. */
    answer: async (acceptorId: number, orderId: string, outcome: Exclude<Outcome, 'expire'>) => {
      const order = await resolveOtcOrder(deps, orderId, outcome, acceptorId);
      if (!order) throw new Error('an answer always returns the order');
      return order;
    },
    /** Expires the unanswered orders whose window ended (the job; the ops console too). */
    expireDue: (limit: number) => expireDueOrders(deps, limit),
  };
}
export type OtcService = ReturnType<typeof createOtcService>;
