import { createHash } from 'node:crypto';
import {
  type CardQuote,
  cardAmountProblem,
  cardCryptoAmount,
  type cardEndpoints,
  cardFee,
  type EndpointParsedInput,
} from '@coffer/contract';
import type { PriceAdapter } from '../../adapters/prices/prices';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import { type FirmQuoteDeps, issueQuoteWindow, requireReferencePrice } from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import { assertCoinDecimals } from '../assets/assets.module';
import {
  cardCoinNetworkFees,
  cardFiatBounds,
  cardQuoteView,
  newCardQuoteId,
  newQuickBuyToken,
} from './card.fns';
import type { CardRepo } from './card.repo';

export type CardQuoteDeps = FirmQuoteDeps<CardRepo>;
type PurchaseInput = EndpointParsedInput<typeof cardEndpoints.getQuote>;

/** The SHA-256 of a quick-buy token: only the hash is kept, the token is the user's to spend. */
export const quickTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A cross rate (1 ÷ 1.085) can have endless decimals: 12 are kept, well within the stored 18. */
export const ratePrecision = (rate: string) => toWire(new Dec(rate).toDecimalPlaces(12, Dec.ROUND_HALF_UP));

/**
 * The breakdown of buying `coin` for `fiatAmount` of `fiatCurrency` at today's prices: the rate
 * (fiat per coin) and the USD rate from the price adapter, the fee and what arrives by the
 * contract's rules (the page shows the same arithmetic). Refuses what no card order may be: an
 * unknown currency or coin, an amount out of bounds or one nothing would arrive for.
 */
export async function priceCardPurchase(
  deps: { prices: PriceAdapter; coins: CardQuoteDeps['coins'] },
  input: PurchaseInput,
) {
  const bounds = cardFiatBounds[input.fiatCurrency];
  const networkFee = cardCoinNetworkFees[input.coin];
  const [fiat, coin] = [await deps.coins.coin(input.fiatCurrency), await deps.coins.coin(input.coin)];
  if (!bounds || networkFee === undefined || !fiat?.isFiat || !coin || coin.isFiat)
    throw new AppError('currencyNotSupported', `Cards do not buy ${input.coin} with ${input.fiatCurrency}.`);
  assertCoinDecimals(input.fiatAmount, fiat.decimals, 'fiatAmount');
  const problem = cardAmountProblem(input.fiatAmount, bounds);
  if (problem === 'belowMinimum')
    throw new AppError('belowSingleMinimum', `At least ${bounds.minAmount} ${fiat.code}.`, null, {
      min: bounds.minAmount,
    });
  if (problem === 'aboveMaximum')
    throw new AppError('aboveSingleMaximum', `At most ${bounds.maxAmount} ${fiat.code}.`, null, {
      max: bounds.maxAmount,
    });
  const rate = ratePrecision(await requireReferencePrice(deps.prices, coin.code, fiat.code));
  const usdRate = ratePrecision(await requireReferencePrice(deps.prices, 'USD', fiat.code));
  const fee = cardFee({ fiatAmount: input.fiatAmount, usdRate, fiatDecimals: fiat.decimals });
  const cryptoAmount = cardCryptoAmount({
    fiatAmount: input.fiatAmount,
    fee,
    rate,
    networkFee,
    coinDecimals: coin.decimals,
  });
  if (cryptoAmount === '0')
    throw new AppError('belowSingleMinimum', 'Nothing would arrive after the fees.', null, {
      min: bounds.minAmount,
    });
  return {
    coin: coin.code,
    fiatCurrency: fiat.code,
    fiatAmount: input.fiatAmount,
    fee,
    networkFee,
    rate,
    usdRate,
    cryptoAmount,
  };
}

/** A firm quote for 3 minutes (GetCreditCardQuote); a quick buy's carries its token's hash. */
export async function createCardQuote(
  deps: CardQuoteDeps,
  caller: Caller,
  input: PurchaseInput,
  quickToken?: string,
): Promise<CardQuote> {
  await deps.kyc.requireVerified(caller.userId);
  const breakdown = await priceCardPurchase(deps, input);
  const window = await issueQuoteWindow(deps, 'card-quote', caller.userId);
  const saved = await deps.repo.insertQuote({
    id: newCardQuoteId(),
    userId: caller.userId,
    ...breakdown,
    quickTokenHash: quickToken ? quickTokenHash(quickToken) : null,
    ...window,
  });
  return cardQuoteView(saved, window.createdAt);
}

/** InitQuickBuyCoinsToken: the quote of a quick buy, held under a token SecurityVerify spends. */
export async function initQuickBuy(deps: CardQuoteDeps, caller: Caller, input: PurchaseInput) {
  const token = newQuickBuyToken();
  const quote = await createCardQuote(deps, caller, input, token);
  return { token, quote };
}
