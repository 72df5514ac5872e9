import {
  compareDecimals,
  type EndpointParsedInput,
  type P2pAdStatus,
  p2pAdStatus,
  type p2pEndpoints,
  p2pFiats,
  p2pTotalWithinLimits,
} from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { CoinsRepo } from '../assets/assets.module';
import { createP2pRepo, type P2pAdRow, type P2pRepo } from './p2p.repo';
import type { P2pDeps } from './p2p.shared';
import { adView, type DealerRecord, dealerName } from './p2p-view';

type AdFields = EndpointParsedInput<typeof p2pEndpoints.dealerPublishAd>;
type MarketInput = EndpointParsedInput<typeof p2pEndpoints.getAds>;

/** Ads with their dealers' names and records (completion rate, average release time). */
export async function withDealers(repo: P2pRepo, ads: P2pAdRow[]) {
  const dealerIds = [...new Set(ads.map((a) => a.dealerId))];
  const records = new Map((await repo.dealerRecords(dealerIds)).map((r) => [r.dealerId, r]));
  const names = new Map<number, string>();
  for (const id of dealerIds) {
    const party = await repo.party(id);
    names.set(id, party ? dealerName(party) : '');
  }
  return ads.map((ad) => {
    const r = records.get(ad.dealerId);
    const record: DealerRecord = {
      name: names.get(ad.dealerId) ?? '',
      completed: r?.completed ?? 0,
      ended: r?.ended ?? 0,
      releaseSeconds: r?.releaseSeconds ?? null,
    };
    return adView(ad, record);
  });
}

/** The active ads of a side and pair, best price first; narrowed to a channel and a total that fits. */
export async function marketAds(deps: Pick<P2pDeps, 'db'>, input: MarketInput) {
  const repo = createP2pRepo(deps.db);
  const ads = (await repo.marketAds(input)).filter(
    (ad) =>
      (input.channel === undefined || ad.channels.includes(input.channel)) &&
      (input.total === undefined || p2pTotalWithinLimits(input.total, ad)),
  );
  return withDealers(repo, ads);
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
    price: input.price,
    minTotal: input.minTotal,
    maxTotal: input.maxTotal,
    available: input.available,
    channels: [...new Set(input.channels)],
    windowMinutes: input.windowMinutes,
  };
}

/** The dealer's ads are its own: another dealer's id is the same 60021 as an unknown one. */
async function ownAd(repo: P2pRepo, dealerId: number, id: number) {
  const ad = await repo.ad(id);
  if (!ad || ad.dealerId !== dealerId) throw new AppError('adNotFound');
  return ad;
}

/**
 * A dealer's desk. A dealer must have an active payment method for each channel of a `buy` ad
 * (the users pay to it): 60024 otherwise.
 */
export function dealerAds(deps: P2pDeps & { coins: CoinsRepo }) {
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
    const [view] = await withDealers(repo, [ad]);
    if (!view) throw new Error('an ad always has its view');
    return view;
  };
  return {
    list: async (dealerId: number) => withDealers(repo, await repo.dealerAds(dealerId)),
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
      await ownAd(repo, dealerId, input.id);
      const fields = await checkedFields(deps.coins, input);
      await requireMethods(dealerId, fields);
      return one(await repo.updateAd(input.id, { ...fields, updatedAt: deps.now() }));
    },
    setStatus: async (dealerId: number, id: number, status: P2pAdStatus) => {
      await ownAd(repo, dealerId, id);
      return one(await repo.updateAd(id, { status, updatedAt: deps.now() }));
    },
  };
}
