import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import type { Ledger } from '../../ledger/ledger';
import { purgeQuotesJob } from '../../lib/quotes';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import type { CoinsRepo } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import { createConvertRepo } from './convert.repo';
import { convertRoutes } from './convert.routes';
import { createConvertService } from './convert.service';
import { expireLimitOrders, fillLimitOrders } from './convert-limit-jobs';

export type { ConvertService } from './convert.service';
export { limitOrderView } from './convert-limit';

/** How long a quote stays executable unless configured (CONVERT_QUOTE_TTL_SECONDS): Binance's default. */
export const quoteTtlMsDefault = 10_000;
/** How long a limit order waits for its price unless configured (CONVERT_LIMIT_ORDER_TTL_HOURS): 7 days. */
export const limitTtlMsDefault = 7 * 86_400_000;
const purgeBatch = 500;

/**
 * Convert (flash exchange): pairs and their limits, firm quotes from the price adapter with the
 * house spread, and their one-time execution on the flash-exchange wallet against the market maker.
 */
export function createConvertModule(deps: {
  db: Db;
  /** The shared rate limiter (Redis with REDIS_URL); the database's when absent. */
  limiter?: RateLimiter;
  coins: CoinsRepo;
  ledger: Ledger;
  prices: PriceAdapter;
  kyc: Pick<KycGuard, 'requireVerified'>;
  now: () => Date;
  quoteTtlMs?: number;
  limitTtlMs?: number;
}) {
  const repo = createConvertRepo(deps.db, deps.now);
  const limiter = deps.limiter ?? createRateLimiter(deps.db, deps.now);
  const service = createConvertService({
    ...deps,
    repo,
    limiter,
    quoteTtlMs: deps.quoteTtlMs ?? quoteTtlMsDefault,
    limitTtlMs: deps.limitTtlMs ?? limitTtlMsDefault,
  });
  const purgeQuotes = purgeQuotesJob('convertQuotesPurged', repo, deps.now, purgeBatch);
  const jobDeps = { ...deps, repo };
  // Expiries first: an order whose validity has ended does not fill, whatever the price.
  const limitOrders: Job = async () => ({
    convertLimitOrdersExpired: await expireLimitOrders(jobDeps),
    convertLimitOrdersFilled: await fillLimitOrders(jobDeps),
  });
  return { routes: convertRoutes(service), service, jobs: [limitOrders, purgeQuotes] };
}
