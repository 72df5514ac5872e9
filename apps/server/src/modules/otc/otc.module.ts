import type { Messenger } from '../../adapters/messaging/messenger';
import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import type { Ledger } from '../../ledger/ledger';
import { purgeQuotesJob } from '../../lib/quotes';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import type { CoinsRepo } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import { createOtcRepo } from './otc.repo';
import { otcRoutes } from './otc.routes';
import { createOtcService } from './otc.service';

export { maskedUid, otcWalletOf } from './otc.fns';
export type { OtcPairRow, OtcRepo } from './otc.repo';
export type { OtcService } from './otc.service';
export { configFields } from './otc-quote';
export { otcOrderView } from './otc-view';

/** How long an OTC quote stays usable: long enough to read an acceptor's offer and confirm. */
export const otcQuoteTtlMsDefault = 30_000;
/** How long an acceptor has to answer an order before it expires and both reservations void. */
export const otcAnswerMsDefault = 15 * 60_000;
const jobBatch = 500;

/**
 * OTC (promissory) orders: firm quotes from the best acceptor, orders reserved on both sides until
 * the acceptor answers (or they expire), and quick trades filled at once.
 */
export function createOtcModule(deps: {
  db: Db;
  /** The shared rate limiter (Redis with REDIS_URL); the database's when absent. */
  limiter?: RateLimiter;
  coins: CoinsRepo;
  ledger: Ledger;
  prices: PriceAdapter;
  kyc: Pick<KycGuard, 'requireVerified'>;
  messenger: Messenger;
  now: () => Date;
  quoteTtlMs?: number;
  answerMs?: number;
}) {
  const repo = createOtcRepo(deps.db);
  const service = createOtcService({
    ...deps,
    repo,
    limiter: deps.limiter ?? createRateLimiter(deps.db, deps.now),
    quoteTtlMs: deps.quoteTtlMs ?? otcQuoteTtlMsDefault,
    answerMs: deps.answerMs ?? otcAnswerMsDefault,
  });
  const expireOrders: Job = async () => ({ otcOrdersExpired: await service.expireDue(jobBatch) });
  const purgeQuotes = purgeQuotesJob('otcQuotesPurged', repo, deps.now, jobBatch);
  return {
    routes: otcRoutes(service),
    service,
    /** The pairs' configuration, which the acceptor's desks are set up against. */
    pairs: { pair: repo.pair },
    jobs: [expireOrders, purgeQuotes],
  };
}
