import {
  type ConvertQuote,
  type ConvertSide,
  convertAmountBounds,
  convertAmountProblem,
  convertCoins,
  type convertEndpoints,
  type EndpointParsedInput,
  walletType,
} from '@coffer/contract';
import { systemAccount, userAccount } from '../../ledger/accounts';
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
import { quotedPrice, receivedAmount } from './convert.fns';
import type { ConvertPairRow, ConvertQuoteRow, ConvertRepo } from './convert.repo';

export type QuoteDeps = FirmQuoteDeps<ConvertRepo>;

export const newQuoteId = () => prefixedId('cq');

export const quoteView = (q: ConvertQuoteRow, symbol: string, now: Date): ConvertQuote => ({
  quoteId: q.id,
  symbol,
  side: q.side,
  fromCoin: q.fromCoin,
  toCoin: q.toCoin,
  fromAmount: toWire(q.fromAmount),
  toAmount: toWire(q.toAmount),
  price: toWire(q.price),
  expiresAt: q.expiresAt.toISOString(),
  expiresInSeconds: secondsUntil(q.expiresAt, now),
});

/**
 * A firm quote (Binance Convert's getQuote is the model): the price adapter's reference price with
 * the pair's spread against the user, the amount received truncated, and an absolute expiry. Like
 * Binance it is only given when it could execute now: the pair enabled, the amount within bounds,
 * the user's flash-exchange balance and the market maker's inventory both sufficient.
 */
export async function createQuote(
  deps: QuoteDeps,
  caller: Caller,
  input: EndpointParsedInput<typeof convertEndpoints.quote>,
): Promise<ConvertQuote> {
  const { pair, fromCoin, toCoin, to, bounds } = await exchangeableAmount(deps, caller, input);

  const reference = await requireReferencePrice(deps.prices, pair.baseCoin, pair.quoteCoin);
  const price = quotedPrice({ referencePrice: reference, spreadBps: pair.spreadBps, side: input.side });
  const toAmount = receivedAmount({
    side: input.side,
    fromAmount: input.fromAmount,
    price,
    toDecimals: to.decimals,
  });
  assertReceivesSome(toAmount, toCoin, bounds);

  await assertCovered(deps, {
    userId: caller.userId,
    fromCoin,
    fromAmount: input.fromAmount,
    toCoin,
    toAmount,
  });

  const window = await issueQuoteWindow(deps, 'convert-quote', caller.userId);
  const saved = await deps.repo.insertQuote({
    id: newQuoteId(),
    userId: caller.userId,
    pairId: pair.id,
    side: input.side,
    fromCoin,
    toCoin,
    fromAmount: input.fromAmount,
    toAmount: toAmount.toFixed(),
    price: price.toFixed(),
    ...window,
  });
  return quoteView(saved, pair.symbol, window.createdAt);
}

/**
 * The checks a quote and a limit order share before they are priced: the caller is verified, the
 * pair exists and is enabled, both its coins are known, and the amount paid has at most the paying coin's decimals
 * and lies within the pair's bounds on this side.
 */
export async function exchangeableAmount(
  deps: Pick<QuoteDeps, 'repo' | 'coins' | 'kyc'>,
  caller: Caller,
  input: { symbol: string; side: ConvertSide; fromAmount: string },
) {
  await deps.kyc.requireVerified(caller.userId);
  const pair = await deps.repo.pair(input.symbol);
  if (!pair) throw new AppError('currencyNotSupported', `No pair ${input.symbol}.`);
  if (!pair.enabled) throw new AppError('convertPairDisabled');
  const { fromCoin, toCoin } = convertCoins(pair, input.side);
  const [from, to] = await requireCoins(deps.coins, fromCoin, toCoin);
  assertCoinDecimals(input.fromAmount, from.decimals, 'fromAmount');
  const bounds = assertWithinBounds(pair, input.side, input.fromAmount, fromCoin);
  return { pair, fromCoin, toCoin, to, bounds };
}

/** An amount received truncated to 0 is refused, with the side's minimum in error.data (40013). */
export function assertReceivesSome(toAmount: Dec, toCoin: string, bounds: { min: string }) {
  if (toAmount.lte(0))
    throw new AppError('belowSingleMinimum', `The amount received would be 0 ${toCoin}.`, null, {
      min: bounds.min,
    });
}

/** The pair's bounds of the amount paid on this side (40013 / 40014 with the bound in error.data). */
export function assertWithinBounds(
  pair: ConvertPairRow,
  side: ConvertSide,
  fromAmount: string,
  fromCoin: string,
) {
  const bounds = convertAmountBounds(
    {
      baseMinAmount: toWire(pair.baseMinAmount),
      baseMaxAmount: toWire(pair.baseMaxAmount),
      quoteMinAmount: toWire(pair.quoteMinAmount),
      quoteMaxAmount: toWire(pair.quoteMaxAmount),
    },
    side,
  );
  const problem = convertAmountProblem(fromAmount, bounds);
  if (problem === 'belowMinimum')
    throw new AppError('belowSingleMinimum', `At least ${bounds.min} ${fromCoin}.`, null, {
      min: bounds.min,
    });
  if (problem === 'aboveMaximum')
    throw new AppError('aboveSingleMaximum', `At most ${bounds.max} ${fromCoin}.`, null, { max: bounds.max });
  return bounds;
}

/** Only a quote that could execute now: the user's flash-exchange balance and the market maker's inventory. */
async function assertCovered(
  deps: Pick<QuoteDeps, 'ledger'>,
  q: { userId: number; fromCoin: string; fromAmount: string; toCoin: string; toAmount: Dec },
) {
  const own = await deps.ledger.balance(userAccount(q.userId, q.fromCoin, walletType.members.flashExchange));
  if (new Dec(own.available).lt(q.fromAmount)) throw new AppError('insufficientBalance');
  const inventory = await deps.ledger.balance(systemAccount('marketMaker', q.toCoin));
  if (new Dec(inventory.available).lt(q.toAmount)) throw new AppError('convertLiquidityShort');
}
