import type { Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import { cloudWalletRoutes } from './cloud-wallet.routes';
import { cloudWalletCoins } from './cloud-wallet-coins';
import { reportRoutes } from './report.routes';
import { createReportRepo } from './report-daily.repo';
import { buildDailyReport, createDailyReportJob } from './report-daily-job';
import { listDailyReport } from './report-list';

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
 * The merchant back office's money part (spec §3, §6): the cloud wallet's coin list and the daily
 * report, whose job builds the report from the ledger. Built with the money modules (it reads the
 * ledger, and its job runs with theirs).
 */
export function createMerchantWalletModule(deps: MerchantWalletDeps) {
  const service = createMerchantWalletService(deps);
  return {
    routes: [...cloudWalletRoutes(service), ...reportRoutes(service)],
    service,
    jobs: [createDailyReportJob(deps)],
  };
}
