import type { CardFiatCurrency } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import { cardCoinList, cardFiatBounds, cardOrderView } from './card.fns';
import type { CardHistoryQuery } from './card.repo';
import type { CardDeps } from './card.shared';
import { cancelCardOrder } from './card-cancel';
import { sendCardPayment, verifyQuickBuy } from './card-payment';
import { createCardQuote, initQuickBuy } from './card-quote';
import { refundCapturedOrder } from './card-refund';
import { processorNotify } from './card-settle';

/** The card area's calls, each a use case over the area's dependencies. */
export function createCardService(deps: CardDeps) {
  return {
    async fiatCurrencies(): Promise<CardFiatCurrency[]> {
      const list: CardFiatCurrency[] = [];
      for (const [currency, bounds] of Object.entries(cardFiatBounds)) {
        const coin = await deps.coins.coin(currency);
        if (coin) list.push({ currency, name: coin.name, decimals: coin.decimals, ...bounds });
      }
      return list;
    },
    coinList: async () => cardCoinList(await deps.coins.all()),
    quote: (caller: Caller, input: Parameters<typeof createCardQuote>[2]) =>
      createCardQuote(deps, caller, input),
    sendPayment: (caller: Caller, input: Parameters<typeof sendCardPayment>[2]) =>
      sendCardPayment(deps, caller, input),
    cancel: (caller: Caller, orderId: string) => cancelCardOrder(deps, caller, orderId),
    async order(caller: Caller, orderId: string) {
      const order = await deps.repo.ownOrder(orderId, caller.userId);
      if (!order) throw new AppError('orderNotFound');
      return cardOrderView(order);
    },
    async history(q: CardHistoryQuery) {
      const page = await deps.repo.history(q);
      return { totalCount: page.totalCount, items: page.items.map(cardOrderView) };
    },
    notify: (signed: Parameters<typeof processorNotify>[1]) => processorNotify(deps, signed),
    initQuickBuy: (caller: Caller, input: Parameters<typeof initQuickBuy>[2]) =>
      initQuickBuy(deps, caller, input),
    securityVerify: (caller: Caller, input: Parameters<typeof verifyQuickBuy>[2]) =>
      verifyQuickBuy(deps, caller, input),
    /** The operator's refund (`card:refund`) of a captured order that will not be credited. */
    operatorRefund: (orderId: string) => refundCapturedOrder(deps, orderId, 'refunded'),
  };
}
export type CardService = ReturnType<typeof createCardService>;
