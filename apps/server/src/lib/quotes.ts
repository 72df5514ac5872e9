import { randomBytes } from 'node:crypto';
import type { PriceAdapter } from '../adapters/prices/prices';
import type { Job } from '../jobs';
import type { Ledger } from '../ledger/ledger';
import { AppError } from './app-error';
import { Dec } from './money';
import type { RateLimiter } from './rate-limiter';

/** A record's public id: a short kind prefix ('cq', 'po', …) and 128 random bits. */
export const prefixedId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

/** Whole seconds left until an expiry (rounded up, never below 0), as a countdown shows them. */
export const secondsUntil = (expiresAt: Date, now: Date) =>
  Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));

/**
 * The reference price of one base coin in the quote coin that a quote or an order is priced from;
 * none, or not above 0, refuses the request (exchangeRateUnavailable) rather than price it at 0.
 */
export async function requireReferencePrice(
  prices: PriceAdapter,
  baseCoin: string,
  quoteCoin: string,
): Promise<string> {
  const reference = await prices.price(baseCoin, quoteCoin);
  if (reference === undefined || !new Dec(reference).gt(0)) throw new AppError('exchangeRateUnavailable');
  return reference;
}

/** What giving a firm quote needs of the infrastructure (a module adds its repo, coins and KYC guard). */
export interface QuotePorts {
  prices: PriceAdapter;
  ledger: Pick<Ledger, 'balance'>;
  limiter: Pick<RateLimiter, 'hit'>;
  now: () => Date;
  quoteTtlMs: number;
}

/** What giving a firm quote needs: the infrastructure, the module's repo, the coin catalogue and the KYC guard. */
export interface FirmQuoteDeps<Repo> extends QuotePorts {
  repo: Repo;
  coins: { coin(code: string): Promise<{ code: string; decimals: number; isFiat: boolean } | undefined> };
  kyc: { requireVerified(userId: number): Promise<void> };
}

/** Both coins of a pair from the catalogue; either one unknown refuses the request (currencyNotSupported). */
export async function requireCoins<Coin>(
  coins: { coin(code: string): Promise<Coin | undefined> },
  first: string,
  second: string,
): Promise<[Coin, Coin]> {
  const [a, b] = [await coins.coin(first), await coins.coin(second)];
  if (!a || !b) throw new AppError('currencyNotSupported');
  return [a, b];
}

/**
 * Counts the quote about to be given (countQuote) and answers when it is given and until when it
 * stays usable (the module's quote TTL from now).
 */
export async function issueQuoteWindow(
  deps: Pick<QuotePorts, 'limiter' | 'now' | 'quoteTtlMs'>,
  scope: string,
  userId: number,
): Promise<{ createdAt: Date; expiresAt: Date }> {
  await countQuote(deps.limiter, scope, userId);
  const createdAt = deps.now();
  return { createdAt, expiresAt: new Date(createdAt.getTime() + deps.quoteTtlMs) };
}

/**
 * Every quote is a row: a bound on how many a user may be given. A page refreshing its quote each
 * countdown and re-quoting as the amount is typed (debounced) stays far below it.
 */
export const quoteRateRule = { windowMs: 60_000, max: 60 };

/**
 * Counts a quote given to the user under `scope` ('convert-quote', 'otc-quote'), refusing it over
 * the bound (tooManyRequests with retryAfterSeconds). Called only when a quote is issued: a refused
 * request writes nothing, not even a count.
 */
async function countQuote(limiter: Pick<RateLimiter, 'hit'>, scope: string, userId: number) {
  const hit = await limiter.hit(`${scope}:user:${userId}`, quoteRateRule);
  if (!hit.ok)
    throw new AppError('tooManyRequests', 'Too many quotes.', null, {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
}

/** Unused quotes are kept a day after they expire (support can still see what was offered). */
const unusedQuoteKeepMs = 86_400_000;

/**
 * The job that deletes up to `batch` unused quotes past their day of keeping, reporting how many
 * under `counter` ('convertQuotesPurged', 'otcQuotesPurged').
 */
export const purgeQuotesJob =
  (
    counter: string,
    repo: { purgeQuotes(before: Date, limit: number): Promise<number> },
    now: () => Date,
    batch: number,
  ): Job =>
  async () => ({ [counter]: await repo.purgeQuotes(new Date(now().getTime() - unusedQuoteKeepMs), batch) });
