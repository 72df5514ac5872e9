import { type ExchangeStatus, endpoints } from '@coffer/contract';
import { type HistoryPageInput, historyPage } from '../../lib/history-page';
import { route } from '../../plugins/routes';
import type { ConvertService } from './convert.service';

/** A history page's filters as the two history calls take them (orders and limit orders alike). */
const historyQuery = (input: HistoryPageInput & { coin?: string; status?: ExchangeStatus }) => ({
  coin: input.coin,
  status: input.status,
  ...historyPage(input),
});

export const convertRoutes = (service: ConvertService) => [
  route(endpoints.convert.getSymbols, () => service.convertibleCoins()),
  route(endpoints.convert.getExchangeCoins, ({ input }) => service.exchangeCoins(input.coin)),
  route(endpoints.convert.getCoinConfigList, () => service.pairConfigs()),
  route(endpoints.convert.getPairs, () => service.pairsWithPrices()),
  route(endpoints.convert.quote, ({ input, caller }) => service.quote(caller, input)),
  route(endpoints.convert.execute, ({ input, caller }) => service.execute(caller, input)),
  route(endpoints.convert.getOrderStatus, ({ input, caller }) => service.orderStatus(caller, input)),
  route(endpoints.convert.getHistory, ({ input, caller }) => service.history(caller, historyQuery(input))),
  route(endpoints.convert.createLimitOrder, ({ input, caller }) => service.placeLimitOrder(caller, input)),
  route(endpoints.convert.cancelLimitOrder, ({ input, caller }) => service.cancelLimitOrder(caller, input)),
  route(endpoints.convert.getPromissoryHistory, ({ input, caller }) =>
    service.limitOrders(caller, historyQuery(input)),
  ),
  route(endpoints.convert.getAssets, ({ caller }) => service.wallet(caller)),
  route(endpoints.convert.getAssetsHistory, ({ input, caller }) =>
    service.walletEntries(caller, {
      coin: input.coin,
      ...historyPage(input),
    }),
  ),
];
