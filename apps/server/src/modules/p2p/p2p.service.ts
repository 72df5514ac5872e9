import type {
  ComplaintOutcome,
  EndpointParsedInput,
  P2pAdStatus,
  P2pRuling,
  p2pEndpoints,
} from '@coffer/contract';
import type { PriceAdapter } from '../../adapters/prices/prices';
import type { HistoryPage } from '../../lib/history-page';
import type { CoinsRepo } from '../assets/assets.module';
import { createP2pRepo } from './p2p.repo';
import type { P2pDeps } from './p2p.shared';
import { cancelBuy, confirmReceipt, markPaid } from './p2p-actions';
import { dealerAds, marketAds } from './p2p-ads';
import {
  openAppeal,
  openAppealsList,
  partyAppeal,
  partyAppeals,
  ruleAppeal,
  takeAppeal,
} from './p2p-appeals';
import { answerMutualCancel, proposeMutualCancel } from './p2p-mutual-cancel';
import { type PlaceInput, placeP2pOrder } from './p2p-place';
import { orderPage, partyOrder, viewOrder } from './p2p-reads';
import {
  buyableCoins,
  currencyCoinConfig,
  exchangeOnAd,
  payTypesOf,
  receiptMethodTypes,
  referencePrice,
  supportedPairs,
} from './p2p-reference';
import { runP2pTimers } from './p2p-timers';
import {
  createPaymentMethod,
  deletePaymentMethod,
  listPaymentMethods,
  paymentMethodForm,
} from './payment-methods';

type Input<K extends keyof typeof p2pEndpoints> = EndpointParsedInput<(typeof p2pEndpoints)[K]>;

/** P2P's use cases bound to their dependencies: the routes, the job and the ops console call these. */
export function createP2pService(deps: P2pDeps & { coins: CoinsRepo; prices: PriceAdapter }) {
  const repo = createP2pRepo(deps.db);
  const desk = dealerAds(deps);
  const seen = async (viewerId: number, order: Parameters<typeof viewOrder>[2]) =>
    viewOrder(deps, viewerId, order);
  return {
    ads: (input: Input<'getAds'>) => marketAds(deps, input),
    place: async (userId: number, placed: PlaceInput) =>
      seen(userId, await placeP2pOrder(deps, userId, placed)),
    markPaid: async (actorId: number, orderId: string, vouchers: string[] = []) =>
      seen(actorId, await markPaid(deps, actorId, orderId, vouchers)),
    confirmReceipt: async (actorId: number, orderId: string, fundPassword?: string) =>
      seen(actorId, await confirmReceipt(deps, actorId, orderId, fundPassword)),
    cancel: async (userId: number, orderId: string) => seen(userId, await cancelBuy(deps, userId, orderId)),
    order: (viewerId: number, orderId: string) => partyOrder(deps, viewerId, orderId),
    userOrders: async (
      userId: number,
      q: Omit<Input<'getAll'>, 'SkipCount' | 'MaxResultCount' | 'startTime' | 'endTime'> & HistoryPage,
    ) => orderPage(deps, userId, await repo.userOrders(userId, q)),
    dealerOrders: async (dealerId: number, q: Pick<Input<'dealerOrders'>, 'status'> & HistoryPage) =>
      orderPage(deps, dealerId, await repo.dealerOrders(dealerId, q)),
    paymentMethodForm,
    createPaymentMethod: (userId: number, input: Input<'createPaymentMethod'>) =>
      createPaymentMethod(deps, userId, input),
    paymentMethods: (userId: number) => listPaymentMethods(deps, userId),
    deletePaymentMethod: (userId: number, id: number) => deletePaymentMethod(deps, userId, id),
    appeal: (actorId: number, input: Input<'userAppeal'>) => openAppeal(deps, actorId, input),
    appeals: (actorId: number, q: HistoryPage) => partyAppeals(deps, actorId, q),
    appealOf: (actorId: number, appealId: string) => partyAppeal(deps, actorId, appealId),
    dealerAds: desk.list,
    publishAd: desk.publish,
    updateAd: desk.update,
    setAdStatus: (dealerId: number, id: number, status: P2pAdStatus) => desk.setStatus(dealerId, id, status),
    /** The operator's side (ops p2p:appeal). */
    openAppeals: () => openAppealsList(deps),
    takeAppeal: (appealId: string, operator: string) => takeAppeal(deps, appealId, operator),
    ruleAppeal: (appealId: string, operator: string, ruling: P2pRuling, outcome: ComplaintOutcome) =>
      ruleAppeal(deps, appealId, operator, ruling, outcome),
    runTimers: (limit: number) => runP2pTimers(deps, limit),
    /** The reference data around the desk: prices, pairs, payment types, what a total buys. */
    referencePrice: (input: Input<'getReferencePrice'>) => referencePrice(deps, input),
    exchangeOnAd: (userId: number, input: Input<'codeExchange'>) => exchangeOnAd(deps, userId, input),
    buyableCoins: (input: Input<'getLegalCoinBuyCode'>) => buyableCoins(deps, input),
    currencyCoinConfig: () => currencyCoinConfig(deps),
    receiptMethodTypes: (userId: number) => receiptMethodTypes(deps, userId),
    supportedPairs: () => supportedPairs(deps),
    payTypesOf: (input: Input<'getPayTypeByCurrency'>) => payTypesOf(deps, input),
    /** Mutual cancel: either party proposes, the other answers. */
    proposeCancel: async (actorId: number, orderId: string) =>
      seen(actorId, await proposeMutualCancel(deps, actorId, orderId)),
    answerCancel: async (actorId: number, orderId: string, accept: boolean) =>
      seen(actorId, await answerMutualCancel(deps, actorId, orderId, accept)),
  };
}
export type P2pService = ReturnType<typeof createP2pService>;
