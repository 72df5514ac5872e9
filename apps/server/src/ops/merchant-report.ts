import { daysBetween, utcDay } from '../modules/merchant/merchant.module';
import type { OpsCommand } from './cli';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Builds the merchants' daily report now (the job does the last three days once a minute). */
export const merchantReportCommand: OpsCommand = {
  summary:
    'Build the merchant daily report from the ledger now: today, or --from/--to (UTC days, inclusive).',
  usage: 'merchant:report [--from YYYY-MM-DD] [--to YYYY-MM-DD]',
  options: { from: { type: 'string' }, to: { type: 'string' } },
  run: async ({ modules, values, out }) => {
    const today = utcDay(new Date());
    const to = typeof values.to === 'string' ? values.to : today;
    const from = typeof values.from === 'string' ? values.from : to;
    if (!dayPattern.test(from) || !dayPattern.test(to) || from > to)
      throw new Error(
        `Give days as YYYY-MM-DD, --from not after --to. Usage: ${merchantReportCommand.usage}`,
      );
    const days = daysBetween(from, to);
    const lines = await modules.merchantWallet.buildReport(days);
    out(`Daily report built for ${days.length} day(s) (${days[0]} … ${days.at(-1)}): ${lines} line(s).`);
  },
};
