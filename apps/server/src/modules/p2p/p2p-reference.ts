import {
  compareDecimals,
  type EndpointParsedInput,
  type P2pSide,
  type PaymentChannel,
  p2pAdStatus,
  type p2pEndpoints,
  p2pFiats,
  p2pQuantityForTotal,
  p2pTotalWithinLimits,
  paymentChannel,
} from '@coffer/contract';
import type { PriceAdapter } from '../../adapters/prices/prices';
import { AppError } from '../../lib/app-error';
import { toWire } from '../../lib/money';
import type { CoinsRepo } from '../assets/assets.module';
import { createP2pRepo } from './p2p.repo';
import type { P2pDeps } from './p2p.shared';
import { adPrice, referenceOf } from './p2p-price';

type Input<K extends keyof typeof p2pEndpoints> = EndpointParsedInput<(typeof p2pEndpoints)[K]>;
type ReferenceDeps = Pick<P2pDeps, 'db' | 'now'> & { coins: CoinsRepo; prices: PriceAdapter };

/** Totals are in cents in every P2P fiat currency (p2pTotal). */
const fiatDecimals = 2;

const isP2pFiat = (code: string) => (p2pFiats as readonly string[]).includes(code);

async function cryptoCoins(coins: CoinsRepo) {
  return (await coins.all()).filter((c) => !c.isFiat).sort((a, b) => a.sort - b.sort);
}

/** The reference price of a crypto in a P2P fiat currency, from the price adapter (60012 without one). */
export async function referencePrice(deps: ReferenceDeps, input: Input<'getReferencePrice'>) {
  const known = (await cryptoCoins(deps.coins)).some((c) => c.code === input.coin);
  if (!known || !isP2pFiat(input.fiat)) throw new AppError('currencyNotSupported');
  const price = await referenceOf(deps.prices, input.coin, input.fiat);
  if (price === undefined) throw new AppError('exchangeRateUnavailable');
  return {
    coin: input.coin,
    fiat: input.fiat,
    price,
    at: deps.now().toISOString(),
  };
}

/**
 * What a fiat total trades on someone else's live ad: the quantity cut down to the coin's decimals
 * and its real total. An ad paused, unknown or one's own is 60021, a total outside its limits
 * 50014, more than it has left 60022: the answers placing the order would give, before the user
 * commits. It writes nothing.
 */
export async function exchangeOnAd(deps: ReferenceDeps, userId: number, input: Input<'codeExchange'>) {
  const ad = await createP2pRepo(deps.db).ad(input.adId);
  if (!ad || ad.status !== p2pAdStatus.members.active || ad.dealerId === userId)
    throw new AppError('adNotFound', 'No matching ads.');
  const coin = (await cryptoCoins(deps.coins)).find((c) => c.code === ad.coin);
  if (!coin) throw new AppError('currencyNotSupported');
  const price = await adPrice(deps.prices, ad);
  if (price === undefined) throw new AppError('exchangeRateUnavailable');
  const traded = p2pQuantityForTotal(input.total, price, coin.decimals);
  if (compareDecimals(traded.quantity, '0') <= 0 || !p2pTotalWithinLimits(traded.total, limitsOf(ad)))
    throw new AppError('amountOutOfRange', 'The total is outside the ad’s limits per order.', [
      { field: 'total', message: 'amount.outOfRange' },
    ]);
  if (compareDecimals(traded.quantity, toWire(ad.available)) > 0) throw new AppError('adsRematchRequired');
  return { adId: ad.id, price, ...traded };
}

const limitsOf = (ad: { minTotal: string; maxTotal: string }) => ({
  minTotal: toWire(ad.minTotal),
  maxTotal: toWire(ad.maxTotal),
});

/** The live ads' pairs: each crypto/fiat pair with an ad that has something left, and its sides. */
async function livePairs(deps: Pick<P2pDeps, 'db'>) {
  const pairs = new Map<string, { coin: string; fiat: string; sides: Set<P2pSide> }>();
  for (const ad of await createP2pRepo(deps.db).liveAds()) {
    const key = `${ad.coin}/${ad.fiat}`;
    const pair = pairs.get(key) ?? { coin: ad.coin, fiat: ad.fiat, sides: new Set<P2pSide>() };
    pair.sides.add(ad.side);
    pairs.set(key, pair);
  }
  return [...pairs.values()].sort((a, b) => a.coin.localeCompare(b.coin) || a.fiat.localeCompare(b.fiat));
}

/** Content host: the pairs users can trade now, and on which sides. */
export async function supportedPairs(deps: Pick<P2pDeps, 'db'>) {
  return (await livePairs(deps)).map((p) => ({
    coin: p.coin,
    fiat: p.fiat,
    buy: p.sides.has('buy'),
    sell: p.sides.has('sell'),
  }));
}

/** The crypto users can buy with fiat now (a live `buy` ad), each with its fiat currencies. */
export async function buyableCoins(deps: Pick<P2pDeps, 'db'>, input: Input<'getLegalCoinBuyCode'>) {
  const coins = new Map<string, string[]>();
  for (const p of await livePairs(deps)) {
    if (!p.sides.has('buy') || (input.fiat !== undefined && p.fiat !== input.fiat)) continue;
    coins.set(p.coin, [...(coins.get(p.coin) ?? []), p.fiat]);
  }
  return [...coins].map(([coin, fiats]) => ({ coin, fiats }));
}

/** Content host: the payment types live ads take in a fiat currency (40001 for one P2P does not trade). */
export async function payTypesOf(deps: Pick<P2pDeps, 'db'>, input: Input<'getPayTypeByCurrency'>) {
  if (!isP2pFiat(input.currency)) throw new AppError('currencyNotSupported');
  const ads = new Map<PaymentChannel, number>();
  for (const ad of await createP2pRepo(deps.db).liveAds())
    if (ad.fiat === input.currency) for (const c of ad.channels) ads.set(c, (ads.get(c) ?? 0) + 1);
  return [...ads].sort(([a], [b]) => a - b).map(([channel, n]) => ({ channel, ads: n }));
}

/** The fiat currencies P2P trades in, each with its decimals and the crypto it trades. */
export async function currencyCoinConfig(deps: Pick<ReferenceDeps, 'coins'>) {
  const coins = (await cryptoCoins(deps.coins)).map((c) => ({ coin: c.code, decimals: c.decimals }));
  return p2pFiats.map((fiat) => ({ fiat, decimals: fiatDecimals, coins }));
}

/** The channels a receiving method can be added for; `used` when the caller has one (60026 then). */
export async function receiptMethodTypes(deps: Pick<P2pDeps, 'db'>, userId: number) {
  const used = new Set((await createP2pRepo(deps.db).activeMethods(userId)).map((m) => m.channel));
  return Object.values(paymentChannel.members).map((channel) => ({ channel, used: used.has(channel) }));
}
