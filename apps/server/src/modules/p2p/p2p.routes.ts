import { endpoints } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { historyPage } from '../../lib/history-page';
import { route } from '../../plugins/routes';
import type { UploadsService } from '../uploads/uploads.module';
import type { P2pService } from './p2p.service';

const e = endpoints.p2p;

/** P2P's calls: users' (LegalCurrencyOrder, ReceiptPaymentMethod, LegalCurrencyAppealOrder) and the dealer's desk. */
export const p2pRoutes = (service: P2pService, uploader: Pick<UploadsService, 'upload'>) => [
  route(e.getAds, ({ input }) => service.ads(input)),
  route(e.userBuyCoin, ({ input, caller }) => service.place(caller.userId, { side: 'buy', input })),
  route(e.userSellCoin, ({ input, caller }) => service.place(caller.userId, { side: 'sell', input })),
  route(e.userBuyCoinConfirmPayment, async ({ input, caller }) => {
    const order = await service.order(caller.userId, input.orderId);
    // The user's call marks a buy paid; the dealer marks a sell paid on its own desk.
    if (order.side !== 'buy' || order.role !== 'user') throw new AppError('orderNotFound');
    return service.markPaid(caller.userId, input.orderId, input.vouchers);
  }),
  route(e.userSellCoinConfirmReceipt, async ({ input, caller }) => {
    const order = await service.order(caller.userId, input.orderId);
    if (order.side !== 'sell' || order.role !== 'user') throw new AppError('orderNotFound');
    return service.confirmReceipt(caller.userId, input.orderId, input.fundPassword);
  }),
  route(e.userCancelBuyCoin, ({ input, caller }) => service.cancel(caller.userId, input.orderId)),
  route(e.getAll, ({ input, caller }) =>
    service.userOrders(caller.userId, {
      side: input.side,
      status: input.status,
      coin: input.coin,
      ...historyPage(input),
    }),
  ),
  route(e.get, ({ input, caller }) => service.order(caller.userId, input.orderId)),
  route(e.uploadFile, async ({ caller, file, request }) => {
    if (!file) throw new AppError('uploadFileMissing');
    return uploader.upload({ purpose: 'generic', file, userId: caller.userId, ip: request.ip });
  }),
  route(e.getPaymentMethodForm, async ({ input }) => service.paymentMethodForm(input.channel)),
  route(e.createPaymentMethod, ({ input, caller }) => service.createPaymentMethod(caller.userId, input)),
  route(e.getPaymentMethods, ({ caller }) => service.paymentMethods(caller.userId)),
  route(e.deletePaymentMethod, ({ input, caller }) => service.deletePaymentMethod(caller.userId, input.id)),
  route(e.userAppeal, ({ input, caller }) => service.appeal(caller.userId, input)),
  route(e.getAppeals, ({ input, caller }) => service.appeals(caller.userId, historyPage(input))),
  route(e.getAppeal, ({ input, caller }) => service.appealOf(caller.userId, input.appealId)),
  route(e.dealerAds, ({ caller }) => service.dealerAds(caller.userId)),
  route(e.dealerPublishAd, ({ input, caller }) => service.publishAd(caller.userId, input)),
  route(e.dealerUpdateAd, ({ input, caller }) => service.updateAd(caller.userId, input)),
  route(e.dealerSetAdStatus, ({ input, caller }) =>
    service.setAdStatus(caller.userId, input.id, input.status),
  ),
  route(e.dealerOrders, ({ input, caller }) =>
    service.dealerOrders(caller.userId, { status: input.status, ...historyPage(input) }),
  ),
  route(e.dealerConfirmPayment, async ({ input, caller }) => {
    const order = await service.order(caller.userId, input.orderId);
    if (order.side !== 'sell' || order.role !== 'dealer') throw new AppError('orderNotFound');
    return service.markPaid(caller.userId, input.orderId);
  }),
  route(e.dealerConfirmReceipt, async ({ input, caller }) => {
    const order = await service.order(caller.userId, input.orderId);
    if (order.side !== 'buy' || order.role !== 'dealer') throw new AppError('orderNotFound');
    return service.confirmReceipt(caller.userId, input.orderId);
  }),
  route(e.getReferencePrice, ({ input }) => service.referencePrice(input)),
  route(e.codeExchange, ({ input, caller }) => service.exchangeOnAd(caller.userId, input)),
  route(e.getLegalCoinBuyCode, ({ input }) => service.buyableCoins(input)),
  route(e.getLegalCurrencyCoinConfig, () => service.currencyCoinConfig()),
  route(e.getReceiptPaymentMethodList, ({ caller }) => service.receiptMethodTypes(caller.userId)),
  route(e.getWebsiteSupportCurrencyPairList, () => service.supportedPairs()),
  route(e.getPayTypeByCurrency, ({ input }) => service.payTypesOf(input)),
  route(e.proposeMutualCancel, ({ input, caller }) => service.proposeCancel(caller.userId, input.orderId)),
  route(e.answerMutualCancel, ({ input, caller }) =>
    service.answerCancel(caller.userId, input.orderId, input.accept),
  ),
];
