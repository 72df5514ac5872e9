import {
  compareDecimals,
  type EndpointParsedInput,
  type P2pAdStatus,
  p2pAdStatus,
  type p2pEndpoints,
  p2pFiats,
  p2pTotalWithinLimits,
} from '@coffer/contract';
import type { PriceAdapter } from '../../adapters/prices/prices';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { CoinsRepo } from '../assets/assets.module';
import { createP2pRepo, type P2pAdRow, type P2pRepo } from './p2p.repo';
import type { P2pDeps } from './p2p.shared';
import { adPrice } from './p2p-price';
import { adView, type DealerRecord, dealerName } from './p2p-view';

type AdFields = EndpointParsedInput<typeof p2pEndpoints.dealerPublishAd>;
type MarketInput = EndpointParsedInput<typeof p2pEndpoints.getAds>;

/**
 * Ads with their dealers' names and records (completion rate, average release time), their price
 * now (a floating ad's from the price adapter) and what their open orders hold.
 */
export async function withDealers(repo: P2pRepo, prices: PriceAdapter, ads: P2pAdRow[]) {
  const dealerIds = [...new Set(ads.map((a) => a.dealerId))];
  const records = new Map((await repo.dealerRecords(dealerIds)).map((r) => [r.dealerId, r]));
  const held = new Map((await repo.heldByAds(ads.map((a) => a.id))).map((h) => [h.adId, h.held]));
  const priced = await Promise.all(ads.map((ad) => adPrice(prices, ad)));
  const names = new Map<number, string>();
  for (const id of dealerIds) {
    const party = await repo.party(id);
    names.set(id, party ? dealerName(party) : '');
  }
  return ads.map((ad, i) => {
    const r = records.get(ad.dealerId);
    const record: DealerRecord = {
      name: names.get(ad.dealerId) ?? '',
      completed: r?.completed ?? 0,
      ended: r?.ended ?? 0,
      releaseSeconds: r?.releaseSeconds ?? null,
    };
    return adView(ad, record, { price: priced[i], held: held.get(ad.id) ?? '0' });
  });
}

/** At most this many ads answer a market query. */
const marketAdsShown = 50;

/**
 * The active ads of a side and pair, best price for the user first (cheapest to buy from, dearest
 * to sell to); narrowed to a channel and a total that fits. A floating ad without a reference
 * price now cannot be traded, so it is not shown.
 */
export async function marketAds(deps: Pick<P2pDeps, 'db'> & { prices: PriceAdapter }, input: MarketInput) {
  const repo = createP2pRepo(deps.db);
  const ads = (await repo.marketAds(input)).filter(
    (ad) =>
      (input.channel === undefined || ad.channels.includes(input.channel)) &&
      (input.total === undefined || p2pTotalWithinLimits(input.total, ad)),
  );
  const views = (await withDealers(repo, deps.prices, ads)).filter(
    (ad): ad is typeof ad & { price: string } => ad.price !== null,
  );
  const better = input.side === 'buy' ? 1 : -1;
  views.sort((a, b) => better * compareDecimals(a.price, b.price) || a.id - b.id);
  return views.slice(0, marketAdsShown);
}

/** An ad's numbers: a known coin (40001), one of the fiat currencies, min ≤ max. */
async function checkedFields(coins: CoinsRepo, input: AdFields) {
  const coin = (await coins.all()).find((c) => c.code === input.coin && !c.isFiat);
  if (!coin) throw new AppError('currencyNotSupported');
  if (!(p2pFiats as readonly string[]).includes(input.fiat)) throw new AppError('currencyNotSupported');
  if (compareDecimals(input.minTotal, input.maxTotal) > 0)
    throw new AppError('invalidInput', 'The minimum per order is above the maximum.', null, {
      fields: ['minTotal'],
    });
  return {
    side: input.side,
    coin: input.coin,
    fiat: input.fiat,
    priceType: input.priceType,
    price: input.priceType === 'fixed' ? (input.price ?? null) : null,
    margin: input.priceType === 'floating' ? (input.margin ?? null) : null,
    minTotal: input.minTotal,
    maxTotal: input.maxTotal,
    available: input.available,
    channels: [...new Set(input.channels)],
    windowMinutes: input.windowMinutes,
  };
}

/** The dealer's ads are its own: another dealer's id is the same 60021 as an unknown one. Locked. */
async function ownAd(repo: P2pRepo, dealerId: number, id: number) {
  const ad = await repo.lockAd(id);
  if (!ad || ad.dealerId !== dealerId) throw new AppError('adNotFound');
  return ad;
}

/** Orders were placed on an ad's side and pair: changing them is refused (publish another ad). */
function requireSameMarket(ad: P2pAdRow, fields: { side: string; coin: string; fiat: string }) {
  const changed = (['side', 'coin', 'fiat'] as const).filter((k) => ad[k] !== fields[k]);
  if (changed.length > 0)
    throw new AppError('invalidInput', 'An ad’s side and pair cannot change: publish another ad.', null, {
      fields: changed,
    });
}

/**
 * An edit's `available` is what the ad offers in all, counting what its open orders hold: it may not
 * be below that (50014); what is left for new orders is the rest, and a cancelled order's
 * quantity comes back to it as before.
 */
async function leftAfterEdit(repo: P2pRepo, adId: number, offered: string) {
  const held = (await repo.heldByAds([adId]))[0]?.held ?? '0';
  if (compareDecimals(offered, toWire(held)) < 0)
    throw new AppError('amountOutOfRange', 'The quantity is below what the ad’s open orders hold.', [
      { field: 'available', message: 'amount.outOfRange' },
    ]);
  return new Dec(offered).minus(held).toFixed();
}

/**
 * A dealer's desk. A dealer must have an active payment method for each channel of a `buy` ad
 * (the users pay to it): 60024 otherwise.
 */
export function dealerAds(deps: P2pDeps & { coins: CoinsRepo; prices: PriceAdapter }) {
  const repo = createP2pRepo(deps.db);
  const requireMethods = async (dealerId: number, fields: { side: string; channels: number[] }) => {
    if (fields.side !== 'buy') return;
    const methods = await repo.activeMethods(dealerId);
    if (fields.channels.some((c) => !methods.some((m) => m.channel === c)))
      throw new AppError(
        'dealerPaymentInfoNotFound',
        'Add a payment method for each channel of the ad first.',
      );
  };
  const one = async (ad: P2pAdRow) => {
    const [view] = await withDealers(repo, deps.prices, [ad]);
    if (!view) throw new Error('an ad always has its view');
    return view;
  };
  return {
    list: async (dealerId: number) => withDealers(repo, deps.prices, await repo.dealerAds(dealerId)),
    publish: async (dealerId: number, input: AdFields) => {
      const fields = await checkedFields(deps.coins, input);
      await requireMethods(dealerId, fields);
      const at = deps.now();
      return one(
        await repo.insertAd({
          ...fields,
          dealerId,
          status: p2pAdStatus.members.active,
          createdAt: at,
          updatedAt: at,
        }),
      );
    },
    update: async (dealerId: number, input: AdFields & { id: number }) => {
      const fields = await checkedFields(deps.coins, input);
      await requireMethods(dealerId, fields);
      // Under the ad's lock, as placing an order takes it: the held quantity cannot move meanwhile.
      const updated = await deps.db.transaction(async (tx) => {
        const locked = createP2pRepo(tx);
        const ad = await ownAd(locked, dealerId, input.id);
        requireSameMarket(ad, fields);
        const available = await leftAfterEdit(locked, ad.id, fields.available);
        return locked.updateAd(ad.id, { ...fields, available, updatedAt: deps.now() });
      });
      return one(updated);
    },
    setStatus: async (dealerId: number, id: number, status: P2pAdStatus) => {
      const ad = await repo.ad(id);
      if (!ad || ad.dealerId !== dealerId) throw new AppError('adNotFound');
      return one(await repo.updateAd(id, { status, updatedAt: deps.now() }));
    },
  };
}
