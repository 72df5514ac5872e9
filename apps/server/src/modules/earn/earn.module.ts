import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import type { Ledger } from '../../ledger/ledger';
import type { CoinsRepo } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import { earnRoutes } from './earn.routes';
import { createEarnService } from './earn.service';

export type { EarnService } from './earn.service';
export { earnPositionChangesSince } from './earn-live';

const jobBatch = 500;

/**
 * Earn: savings products, the earn account, subscriptions reserved in the investment wallet, daily
 * interest from T+2 paid from the earn pool, redemptions settled by a job.
 */
export function createEarnModule(deps: {
  db: Db;
  ledger: Ledger;
  coins: CoinsRepo;
  kyc: Pick<KycGuard, 'requireVerified'>;
  now: () => Date;
}) {
  const service = createEarnService(deps);
  const settle: Job = async () => ({ earnRedemptionsSettled: await service.settleRedemptions(jobBatch) });
  const interest: Job = async () => ({ earnInterestDaysPaid: await service.payInterest(jobBatch) });
  return { routes: earnRoutes(service), service, jobs: [settle, interest] };
}
