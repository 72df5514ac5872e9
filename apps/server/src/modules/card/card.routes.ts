import { cardProcessorSignatureHeader, endpoints } from '@coffer/contract';
import { historyPage } from '../../lib/history-page';
import { rawBodyOf } from '../../lib/raw-body';
import { route } from '../../plugins/routes';
import type { CardService } from './card.service';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const e = endpoints.card;

export const cardRoutes = (card: CardService) => [
  route(e.getSupportedFiatCurrencies, () => card.fiatCurrencies()),
  route(e.getCoinList, () => card.coinList()),
  route(e.getQuote, ({ caller, input }) => card.quote(caller, input)),
  route(e.sendPayment, ({ caller, input }) => card.sendPayment(caller, input)),
  route(e.cancelOrder, ({ caller, input }) => card.cancel(caller, input.orderId)),
  route(e.getOrder, ({ caller, input }) => card.order(caller, input.orderId)),
  route(e.getOrderList, ({ caller, input }) =>
    card.history({ userId: caller.userId, status: input.status, coin: input.coin, ...historyPage(input) }),
  ),
  route(e.processorNotify, ({ request }) =>
    card.notify({
      rawBody: rawBodyOf(request),
      signature: header(request.headers[cardProcessorSignatureHeader]),
    }),
  ),
  route(e.initQuickBuy, ({ caller, input }) => card.initQuickBuy(caller, input)),
  route(e.securityVerify, ({ caller, input }) => card.securityVerify(caller, input)),
  route(e.getQuickPayList, ({ caller, input }) =>
    card.history({
      userId: caller.userId,
      kind: 'quick',
      status: input.status,
      coin: input.coin,
      ...historyPage(input),
    }),
  ),
];
