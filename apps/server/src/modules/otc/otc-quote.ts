import {
  acceptorDeviation,
  acceptorQuantityRange,
  bestOtcOffer,
  type EndpointParsedInput,
  type OtcQuote,
  type OtcSide,
  type otcEndpoints,
  otcPrice,
  otcQuantityProblem,
  otcTotal,
} from '@coffer/contract';
import { userAccount } from '../../ledger/accounts';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import {
  type FirmQuoteDeps,
  issueQuoteWindow,
  prefixedId,
  requireCoins,
  requireReferencePrice,
  secondsUntil,
} from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import { assertCoinDecimals } from '../assets/assets.module';
import { acceptorDisplayName, otcLegs, otcWalletOf } from './otc.fns';
import type { AcceptorConfigRow, OtcPairRow, OtcQuoteRow, OtcRepo } from './otc.repo';

export type QuoteDeps = FirmQuoteDeps<OtcRepo>;

export const newOtcQuoteId = () => prefixedId('pq');

export const otcQuoteView = (
  q: OtcQuoteRow,
  pair: Pick<OtcPairRow, 'symbol' | 'baseCoin' | 'quoteCoin'>,
  acceptorName: string,
  now: Date,
): OtcQuote => ({
  quoteId: q.id,
  symbol: pair.symbol,
  side: q.side,
  baseCoin: pair.baseCoin,
  quoteCoin: pair.quoteCoin,
  quantity: toWire(q.quantity),
  price: toWire(q.price),
  total: toWire(q.total),
  acceptorName,
  expiresAt: q.expiresAt.toISOString(),
  expiresInSeconds: secondsUntil(q.expiresAt, now),
});

interface Offer {
  config: AcceptorConfigRow;
  acceptorName: string;
  price: string;
  total: string;
}

/**
 * A firm quote from the best acceptor (lowest price to a buyer, highest to a seller) among the
 * enabled configs of the pair whose range on the user's side covers the quantity and whose
 * owner's inventory can deliver it now. Only given when it could be used now: the user's own
 * balance covers what they pay.
 */
export async function createOtcQuote(
  deps: QuoteDeps,
  caller: Caller,
  input: EndpointParsedInput<typeof otcEndpoints.getQuote>,
): Promise<OtcQuote> {
  await deps.kyc.requireVerified(caller.userId);
  const pair = await deps.repo.pair(input.symbol);
  if (!pair?.enabled) throw new AppError('currencyNotSupported', `No OTC pair ${input.symbol}.`);
  const [base, quote] = await requireCoins(deps.coins, pair.baseCoin, pair.quoteCoin);
  assertCoinDecimals(input.quantity, base.decimals, 'quantity');

  const reference = await requireReferencePrice(deps.prices, pair.baseCoin, pair.quoteCoin);
  const offers = await pricedOffers(deps, {
    pair,
    side: input.side,
    quantity: input.quantity,
    reference: new Dec(reference).toFixed(),
    quoteDecimals: quote.decimals,
    callerId: caller.userId,
    coins: { [base.code]: base, [quote.code]: quote },
  });
  const best = bestOtcOffer(offers, input.side);
  if (!best) throw await noOfferError(deps, pair, input.side, caller.userId);

  const legs = otcLegs({ ...pair, side: input.side, quantity: input.quantity, total: best.total });
  const payCoin = legs.payCoin === base.code ? base : quote;
  const own = await deps.ledger.balance(userAccount(caller.userId, payCoin.code, otcWalletOf(payCoin)));
  if (new Dec(own.available).lt(legs.payAmount)) throw new AppError('insufficientBalance');

  const window = await issueQuoteWindow(deps, 'otc-quote', caller.userId);
  const saved = await deps.repo.insertQuote({
    id: newOtcQuoteId(),
    userId: caller.userId,
    configId: best.config.id,
    side: input.side,
    quantity: input.quantity,
    price: best.price,
    total: best.total,
    ...window,
  });
  return otcQuoteView(saved, pair, best.acceptorName, window.createdAt);
}

/** Every offer that could fill the quantity now, priced. */
async function pricedOffers(
  deps: Pick<QuoteDeps, 'repo' | 'ledger'>,
  q: {
    pair: OtcPairRow;
    side: OtcSide;
    quantity: string;
    reference: string;
    quoteDecimals: number;
    callerId: number;
    coins: Record<string, { code: string; isFiat: boolean }>;
  },
): Promise<Offer[]> {
  const offers: Offer[] = [];
  for (const { config, uid, name } of await deps.repo.offers(q.pair.id, q.callerId)) {
    const fields = configFields(config);
    if (otcQuantityProblem(q.quantity, acceptorQuantityRange(fields, q.side))) continue;
    const price = otcPrice({
      referencePrice: q.reference,
      deviationPercent: acceptorDeviation(fields, q.side),
      side: q.side,
      priceDecimals: q.pair.priceDecimals,
    });
    const total = otcTotal({ quantity: q.quantity, price, side: q.side, quoteDecimals: q.quoteDecimals });
    if (!new Dec(total).gt(0)) continue;
    const legs = otcLegs({ ...q.pair, side: q.side, quantity: q.quantity, total });
    const coin = q.coins[legs.receiveCoin];
    if (!coin) continue;
    const stock = await deps.ledger.balance(userAccount(config.acceptorId, coin.code, otcWalletOf(coin)));
    if (new Dec(stock.available).lt(legs.receiveAmount)) continue;
    offers.push({ config, acceptorName: acceptorDisplayName({ uid, name }), price, total });
  }
  return offers;
}

/**
 * No acceptor fills the quantity: the refusal says the smallest and the largest quantity the
 * pair's enabled configs offer on the user's side (data `minQuantity`, `maxQuantity`), so the
 * user knows what to try; none when no config offers the side at all.
 */
async function noOfferError(
  deps: Pick<QuoteDeps, 'repo'>,
  pair: OtcPairRow,
  side: OtcSide,
  callerId: number,
) {
  const ranges = (await deps.repo.offers(pair.id, callerId)).map(({ config }) =>
    acceptorQuantityRange(configFields(config), side),
  );
  if (ranges.length === 0) return new AppError('otcNoOffer');
  const minQuantity = Dec.min(...ranges.map((r) => r.min)).toFixed();
  const maxQuantity = Dec.max(...ranges.map((r) => r.max)).toFixed();
  return new AppError('otcNoOffer', `Offered: ${minQuantity} to ${maxQuantity}.`, null, {
    minQuantity,
    maxQuantity,
  });
}

/** A config's numbers as the contract's rules read them (wire decimals). */
export const configFields = (c: AcceptorConfigRow) => ({
  buyMinQuantity: toWire(c.buyMinQuantity),
  buyMaxQuantity: toWire(c.buyMaxQuantity),
  sellMinQuantity: toWire(c.sellMinQuantity),
  sellMaxQuantity: toWire(c.sellMaxQuantity),
  buyDeviation: toWire(c.buyDeviation),
  sellDeviation: toWire(c.sellDeviation),
});
