import { contractReadSecondsDefault, type MerchantBusinessType } from '@coffer/contract';
import type { Notifier } from '../../adapters/notifier/notifier';
import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import type { PasswordHasher } from '../auth/auth.module';
import { cloudWalletRoutes } from './cloud-wallet/cloud-wallet.routes';
import { cloudWalletCoins } from './cloud-wallet/cloud-wallet-coins';
import { effectiveChannelRates } from './merchant.fns';
import { createMerchantRepo } from './merchant.repo';
import { merchantRoutes } from './merchant.routes';
import { createMerchantAccess, type MerchantAccess } from './merchant-access';
import { createMerchantApplications } from './merchant-application';
import { createMerchantSettings } from './merchant-settings';
import { reportRoutes } from './report/report.routes';
import { createReportRepo } from './report/report-daily.repo';
import { buildDailyReport, createDailyReportJob } from './report/report-daily-job';
import { listDailyReport } from './report/report-list';
import { createSubMerchantService } from './sub-merchants';

export { effectiveChannelRates, holdsRole } from './merchant.fns';
export type { MerchantAccess } from './merchant-access';
export { daysBetween, utcDay } from './report/report-aggregate';

const narrowAccess = (access: ReturnType<typeof createMerchantAccess>): MerchantAccess => ({
  can: access.can,
  merchantOf: access.merchantOf,
  requireMerchantOf: access.requireMerchantOf,
  subMerchantScope: access.subMerchantScope,
});

/**
 * The narrow read the payments area settles with: the merchant's effective channel fee (its own
 * row, else the operator's default for every merchant) for one currency and business, or
 * undefined when neither is set (the caller falls back to PAYMENT_FEE_RATE). Reads through `db`
 * outside any caller's transaction: call it before opening one (PGlite has a single connection).
 */
function createChannelFees(repo: ReturnType<typeof createMerchantRepo>) {
  return {
    async channelFeeRate(
      merchantId: number,
      currency: string,
      business: MerchantBusinessType,
    ): Promise<string | undefined> {
      const rates = effectiveChannelRates(await repo.channelFees(merchantId), merchantId);
      return rates.find((r) => r.currency === currency.toUpperCase() && r.businessType === business)?.feeRate;
    },
  };
}
export type ChannelFees = ReturnType<typeof createChannelFees>;

interface MerchantWalletDeps {
  db: Db;
  coins: CoinsRepo;
  now: () => Date;
}

/** The cloud wallet and daily report use cases, one per file. */
function createMerchantWalletService(deps: MerchantWalletDeps) {
  const repo = createReportRepo(deps.db);
  return {
    cloudCoins: () => cloudWalletCoins(deps),
    dailyReport: (caller: Caller, q: Parameters<typeof listDailyReport>[2]) =>
      listDailyReport({ repo, now: deps.now }, caller, q),
    /** Rebuilds the report of these UTC days now (the job, the operator's command, the sandbox). */
    buildReport: (days: readonly string[]) => buildDailyReport(deps, days),
  };
}
export type MerchantWalletService = ReturnType<typeof createMerchantWalletService>;

/**
 * The merchant back office (issue 16): sub-merchants, rate settings, channel fees, the official
 * application, and its money part (spec §3, §6): the cloud wallet's coin list and the daily report,
 * whose job builds the report from the ledger. `access` is the narrow view the payments area uses:
 * `access.merchantOf(userId)` and `access.can(userId, 'approveRefund' | 'approvePayment' | 'approveTransfer')`;
 * `channelFees` the merchant's fee the payments area settles with; `applications` the operator's
 * review (`ops merchant:review`).
 */
export function createMerchantModule(deps: {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  hasher: Pick<PasswordHasher, 'hash'>;
  coins: CoinsRepo;
  prices: PriceAdapter;
  contractReadSeconds?: number | undefined;
  /** The channel fee on a payment no receipt row covers (the payments area's PAYMENT_FEE_RATE). */
  receiptFeeRate: string;
}) {
  const repo = createMerchantRepo(deps.db);
  const access = createMerchantAccess(repo);
  const applications = createMerchantApplications({
    repo,
    access,
    notifier: deps.notifier,
    now: deps.now,
    contractReadSeconds: deps.contractReadSeconds ?? contractReadSecondsDefault,
  });
  const subs = createSubMerchantService({ ...deps, repo, access });
  const settings = createMerchantSettings({ ...deps, repo, access });
  const wallet = createMerchantWalletService(deps);
  return {
    routes: [
      ...merchantRoutes({ subs, settings, applications }),
      ...cloudWalletRoutes(wallet),
      ...reportRoutes(wallet),
    ],
    service: wallet,
    access: narrowAccess(access),
    channelFees: createChannelFees(repo),
    applications,
    reportJobs: [createDailyReportJob(deps)],
  };
}
