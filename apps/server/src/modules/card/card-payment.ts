import {
  type CardOrder,
  cardDailyUsdMax,
  cardDailyWindowMs,
  type cardEndpoints,
  cardRateDecision,
  type EndpointParsedInput,
  p2pOrderStatus,
} from '@coffer/contract';
import { CardProcessorUnavailable } from '../../adapters/card-processor/card-processor';
import type { Db } from '../../db/client';
import { firstResult, idempotent } from '../../ledger/flows/idempotent-request';
import { requireWithinRollingLimit } from '../../ledger/flows/rolling-limit';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import { requireReferencePrice } from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import { cardOrderView, newCardOrderId } from './card.fns';
import { type CardQuoteRow, createCardRepo } from './card.repo';
import type { CardDeps } from './card.shared';
import { createCardQuote, priceCardPurchase, quickTokenHash, ratePrecision } from './card-quote';

const s = p2pOrderStatus.members;
type Started = { order: CardOrder; paymentUrl: string };

/**
 * SendCreditCardPayment: the order from the caller's quote, then the processor's payment. Once per
 * `requestId` (the idempotent request: a retry answers the same order, and opens its payment if
 * the processor did not answer the first time).
 */
export async function sendCardPayment(
  deps: CardDeps,
  caller: Caller,
  input: EndpointParsedInput<typeof cardEndpoints.sendPayment>,
): Promise<Started> {
  const request = { key: `card:${caller.userId}:${input.requestId}`, body: { quoteId: input.quoteId } };
  const earlier = await firstResult<{ orderId: string }>(deps.db, request);
  if (earlier) return openPayment(deps, caller.userId, earlier.orderId);
  await deps.kyc.requireVerified(caller.userId);
  await requireNotice(deps, caller.userId, input.noticeAccepted);
  const quote = await deps.repo.ownQuote(input.quoteId, caller.userId);
  if (!quote) throw new AppError('quoteNotFound');
  return startOrder(deps, caller, quote, request, { kind: 'card', noticeAccepted: input.noticeAccepted });
}

/** SecurityVerify: the fund PIN confirms a quick buy; its quote becomes an order, once per token. */
export async function verifyQuickBuy(
  deps: CardDeps,
  caller: Caller,
  input: EndpointParsedInput<typeof cardEndpoints.securityVerify>,
): Promise<Started> {
  await deps.fundPin.requireFundPin(caller.userId, input.fundPin);
  const quote = await deps.repo.quoteByTokenHash(quickTokenHash(input.token), caller.userId);
  if (!quote) throw new AppError('quoteNotFound');
  const request = { key: `card:quick:${quote.id}`, body: { quoteId: quote.id } };
  const earlier = await firstResult<{ orderId: string }>(deps.db, request);
  if (earlier) return openPayment(deps, caller.userId, earlier.orderId);
  await deps.kyc.requireVerified(caller.userId);
  await requireNotice(deps, caller.userId, input.noticeAccepted);
  return startOrder(deps, caller, quote, request, { kind: 'quick', noticeAccepted: input.noticeAccepted });
}

/** 70001 before a user's first card payment, until they have read the notice (spec §8). */
async function requireNotice(deps: CardDeps, userId: number, accepted: boolean) {
  // Recorded with the order (startOrder), so a refused request leaves no trace.
  if (accepted) return;
  if (!(await deps.repo.noticeAccepted(userId))) throw new AppError('creditCardNotice', deps.noticeUrl);
}

/**
 * Prices the order from its quote (spec §9): within 3 minutes at the quoted rate unless the price
 * moved beyond ±2.5 %, then a fresh quote to confirm (60501); after them the rate adjusts to
 * today's when it moved over 1 %. The order is created in the idempotent request's transaction,
 * within the user's 24-hour card limit.
 */
async function startOrder(
  deps: CardDeps,
  caller: Caller,
  quote: CardQuoteRow,
  request: { key: string; body: Record<string, unknown> },
  { kind, noticeAccepted }: { kind: 'card' | 'quick'; noticeAccepted: boolean },
): Promise<Started> {
  const at = deps.now();
  const current = ratePrecision(await requireReferencePrice(deps.prices, quote.coin, quote.fiatCurrency));
  const decision = cardRateDecision({
    quotedRate: toWire(quote.rate),
    currentRate: current,
    expired: at >= quote.expiresAt,
  });
  const purchase = {
    coin: quote.coin,
    fiatCurrency: quote.fiatCurrency,
    fiatAmount: toWire(quote.fiatAmount),
  };
  if (decision === 'reconfirm') {
    const fresh = await createCardQuote(deps, caller, purchase);
    throw new AppError(
      'cardPriceMoved',
      `The rate moved from ${toWire(quote.rate)} to ${fresh.rate}.`,
      null,
      {
        quoteId: fresh.quoteId,
        rate: fresh.rate,
        fee: fresh.fee,
        cryptoAmount: fresh.cryptoAmount,
        expiresAt: fresh.expiresAt,
      },
    );
  }
  const breakdown = decision === 'adjust' ? await priceCardPurchase(deps, purchase) : undefined;
  const { result } = await deps.db.transaction((tx) =>
    idempotent(
      tx,
      request,
      async () => {
        const repo = createCardRepo(tx);
        const locked = await repo.lockQuote(quote.id, caller.userId);
        if (!locked || (await repo.orderOfQuote(quote.id)))
          throw new AppError('conflict', 'This quote already has an order.');
        const usdRate = breakdown?.usdRate ?? quote.usdRate;
        await requireWithinDailyLimit(tx, caller.userId, new Dec(quote.fiatAmount).div(usdRate), at);
        if (noticeAccepted) await repo.acceptNotice(caller.userId, at);
        const order = await repo.insertOrder({
          id: newCardOrderId(),
          userId: caller.userId,
          quoteId: quote.id,
          kind,
          coin: quote.coin,
          fiatCurrency: quote.fiatCurrency,
          fiatAmount: quote.fiatAmount,
          fee: breakdown?.fee ?? quote.fee,
          networkFee: quote.networkFee,
          rate: breakdown?.rate ?? quote.rate,
          usdRate,
          cryptoAmount: breakdown?.cryptoAmount ?? quote.cryptoAmount,
          status: s.pendingPayment,
          createdAt: at,
          updatedAt: at,
        });
        return { orderId: order.id };
      },
      at,
    ),
  );
  return openPayment(deps, caller.userId, result.orderId);
}

/**
 * The user's card purchases over 24 hours stay within `cardDailyUsdMax` (the ledger's rolling
 * limit: the user locked in the order's transaction, so parallel payments count each other).
 */
function requireWithinDailyLimit(tx: Db, userId: number, usd: Dec, at: Date) {
  return requireWithinRollingLimit(tx, {
    userId,
    // Rounded up: a rounding never lets an order past the limit.
    amount: usd.toDecimalPlaces(8, Dec.ROUND_UP).toFixed(),
    max: cardDailyUsdMax,
    windowMs: cardDailyWindowMs,
    at,
    used: (t, since) => createCardRepo(t).usdPurchasedSince(userId, since),
    refusal: () => new AppError('dailyCardPurchaseLimitExceeded', cardDailyUsdMax),
  });
}

/**
 * The order's payment on the processor, opened now if it has none yet (the first answer was lost
 * or the processor was down): the order itself exists once, whatever happens here.
 */
async function openPayment(deps: CardDeps, userId: number, orderId: string): Promise<Started> {
  const order = await deps.repo.ownOrder(orderId, userId);
  if (!order) throw new AppError('orderNotFound');
  if (order.paymentId && order.paymentUrl)
    return { order: cardOrderView(order), paymentUrl: order.paymentUrl };
  if (order.status !== s.pendingPayment) throw new AppError('orderStatusInvalid');
  try {
    const payment = await deps.processor.createPayment({
      reference: order.id,
      amount: toWire(order.fiatAmount),
      currency: order.fiatCurrency,
      returnUrl: deps.returnUrl(order.id, order.kind),
    });
    const saved = await deps.repo.update(order.id, { ...payment, updatedAt: deps.now() });
    return { order: cardOrderView(saved), paymentUrl: payment.paymentUrl };
  } catch (error) {
    if (error instanceof CardProcessorUnavailable) throw new AppError('cardProcessorUnavailable');
    throw error;
  }
}
