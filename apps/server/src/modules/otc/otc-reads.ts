import type { OtcOrder, OtcPair } from '@coffer/contract';
import type { PriceAdapter } from '../../adapters/prices/prices';
import { AppError } from '../../lib/app-error';
import { Dec } from '../../lib/money';
import { mapPage } from '../../lib/page';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import type { OrderFilter, OtcRepo } from './otc.repo';
import { otcOrderView } from './otc-view';

/** The enabled pairs with their coins' decimals and an indicative price cut to the pair's decimals. */
export async function otcPairs(deps: {
  repo: OtcRepo;
  coins: CoinsRepo;
  prices: PriceAdapter;
}): Promise<OtcPair[]> {
  const list: OtcPair[] = [];
  for (const p of await deps.repo.pairs()) {
    if (!p.enabled) continue;
    const [base, quote] = [await deps.coins.coin(p.baseCoin), await deps.coins.coin(p.quoteCoin)];
    if (!base || !quote) continue;
    const price = await deps.prices.price(p.baseCoin, p.quoteCoin);
    list.push({
      symbol: p.symbol,
      baseCoin: p.baseCoin,
      quoteCoin: p.quoteCoin,
      baseDecimals: base.decimals,
      quoteDecimals: quote.decimals,
      priceDecimals: p.priceDecimals,
      referencePrice:
        price === undefined
          ? null
          : new Dec(price).toDecimalPlaces(p.priceDecimals, Dec.ROUND_DOWN).toFixed(),
    });
  }
  return list;
}

/** One order, to the user who placed it or to its acceptor; anyone else gets the 404 of an unknown id. */
export async function partyOrder(repo: OtcRepo, caller: Caller, orderId: string): Promise<OtcOrder> {
  const row = await repo.partyOrder(orderId, caller.userId);
  if (!row) throw new AppError('orderNotFound');
  return otcOrderView(row);
}

export async function orderPage(
  repo: OtcRepo,
  party: { userId: number } | { acceptorId: number },
  q: OrderFilter,
) {
  const page = await repo.page(party, q);
  return mapPage(page, otcOrderView);
}
