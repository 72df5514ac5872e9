import { randomBytes } from 'node:crypto';
import { cardQuoteTtlSeconds } from '@coffer/contract';
import type { CardProcessor } from '../../adapters/card-processor/card-processor';
import {
  createSandboxCardProcessor,
  type SandboxCardProcessor,
} from '../../adapters/card-processor/sandbox-card-processor';
import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import { runDispatches } from '../../ledger/flows/outbound-dispatch';
import type { Ledger } from '../../ledger/ledger';
import { purgeQuotesJob } from '../../lib/quotes';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import type { CoinsRepo } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import type { FundPinGuard } from '../security/security.module';
import { createCardRepo } from './card.repo';
import { cardRoutes } from './card.routes';
import { createCardService } from './card.service';
import { expireUnpaidCardOrders } from './card-expire';
import { reconcileCardOrders } from './card-reconcile';
import { cardRefundHandler } from './card-refund';

export { cardOrderView } from './card.fns';
export type { CardService } from './card.service';

/** The card notice (70001) unless configured: the help page on card purchases. */
export const cardNoticeUrlDefault = '/help/detail?slug=card-purchases';

/**
 * Buying crypto with a bank card: quotes, orders paid on the card processor's hosted page, the
 * processor's signed notifications, the credit from the house through the ledger, and the job
 * that settles what a lost notification or a crash left. Without a processor of its own it uses
 * the sandbox one (its pages are registered by the app: `sandboxProcessor`).
 */
export function createCardModule(deps: {
  db: Db;
  /** The shared rate limiter (Redis with REDIS_URL); the database's when absent. */
  limiter?: RateLimiter;
  coins: Pick<CoinsRepo, 'coin' | 'all'>;
  ledger: Ledger;
  prices: PriceAdapter;
  kyc: Pick<KycGuard, 'requireVerified'>;
  fundPin: Pick<FundPinGuard, 'requireFundPin'>;
  now: () => Date;
  processor?: CardProcessor;
  notifySecret?: string;
  noticeUrl?: string;
}) {
  const notifySecret = deps.notifySecret ?? randomBytes(32).toString('hex');
  const sandboxProcessor: SandboxCardProcessor | undefined = deps.processor
    ? undefined
    : createSandboxCardProcessor({ secret: notifySecret, now: deps.now });
  const processor = deps.processor ?? (sandboxProcessor as SandboxCardProcessor).processor;
  const repo = createCardRepo(deps.db);
  const serviceDeps = {
    ...deps,
    repo,
    processor,
    notifySecret,
    limiter: deps.limiter ?? createRateLimiter(deps.db, deps.now),
    quoteTtlMs: cardQuoteTtlSeconds * 1000,
    noticeUrl: deps.noticeUrl ?? cardNoticeUrlDefault,
    returnUrl: (orderId: string, kind: 'card' | 'quick') =>
      kind === 'quick' ? `/fiat/ThirdPartyPaymentOrder?order=${orderId}` : `/creditcard?order=${orderId}`,
    // Order ids and payment ids only: nothing of a card ever reaches this log.
    log: (message: string, fields: Record<string, unknown>) => console.warn(message, fields),
  };
  const service = createCardService(serviceDeps);
  const reconcile: Job = async () => reconcileCardOrders(serviceDeps);
  const expireUnpaid: Job = async () => expireUnpaidCardOrders(serviceDeps);
  // Refunds the processor did not answer (or a crash left claimed) are asked about and resumed.
  const resumeRefunds: Job = async () => {
    const { sent, unknown, refused } = await runDispatches(serviceDeps, cardRefundHandler(serviceDeps));
    return { cardRefundsSent: sent, cardRefundsUnknown: unknown, cardRefundsRefused: refused };
  };
  const purgeQuotes = purgeQuotesJob('cardQuotesPurged', repo, deps.now, 500);
  return {
    routes: cardRoutes(service),
    service,
    jobs: [reconcile, expireUnpaid, resumeRefunds, purgeQuotes],
    sandboxProcessor,
  };
}
