import { p2pFloatingPrice, p2pPriceDecimals } from '@coffer/contract';
import type { PriceAdapter } from '../../adapters/prices/prices';
import { Dec, toWire } from '../../lib/money';
import type { P2pAdRow } from './p2p.repo';

/** The price adapter's price of a crypto in a fiat currency, cut down to 8 decimals; undefined without one. */
export async function referenceOf(prices: PriceAdapter, coin: string, fiat: string) {
  const price = await prices.price(coin, fiat);
  if (price === undefined) return undefined;
  return new Dec(price).toDecimalPlaces(p2pPriceDecimals, Dec.ROUND_DOWN).toFixed();
}

type PricedAd = Pick<P2pAdRow, 'coin' | 'fiat' | 'price' | 'priceType' | 'margin'>;

/**
 * What an order placed now pays per coin: a fixed ad's price, or a floating ad's reference price
 * moved by its margin, read afresh each time; undefined while the adapter has no reference.
 */
export async function adPrice(prices: PriceAdapter, ad: PricedAd) {
  if (ad.priceType === 'fixed') return toWire(ad.price ?? '0');
  const reference = await referenceOf(prices, ad.coin, ad.fiat);
  return reference === undefined ? undefined : p2pFloatingPrice(reference, toWire(ad.margin ?? '0'));
}
