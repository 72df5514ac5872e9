import type { Db } from '../../../db/client';
import { aggregateDailyReport, dayBefore, daysBetween, reportReasons, utcDay } from './report-aggregate';
import { createReportRepo } from './report-daily.repo';

export interface ReportJobDeps {
  db: Db;
  now: () => Date;
}

/**
 * Builds the daily report of the given UTC days from the ledger: each day's lines are computed
 * afresh and upserted in one transaction, so a re-run (or a run after a restart) writes the same
 * totals and never doubles them. Returns how many lines it wrote.
 */
export async function buildDailyReport(deps: ReportJobDeps, days: readonly string[]): Promise<number> {
  let written = 0;
  for (const day of days) {
    written += await deps.db.transaction(async (tx) => {
      const repo = createReportRepo(tx);
      const lines = aggregateDailyReport(await repo.cloudMovements(day, reportReasons));
      await repo.upsert(lines, deps.now());
      return lines.length;
    });
  }
  return written;
}

/** How many past days each run recomputes besides today: a late-posted withdrawal lands in its day. */
const trailingDays = 2;
const everyMs = 60_000;

/**
 * The background job: at most once a minute, today's and the last two days' lines. Nothing is kept
 * in memory between runs but the throttle, so a restart loses nothing; a longer outage is filled
 * with `ops merchant:report --from <day>`.
 */
export function createDailyReportJob(deps: ReportJobDeps) {
  let last = 0;
  return async () => {
    const at = deps.now();
    if (at.getTime() - last < everyMs) return { reportLines: 0 };
    last = at.getTime();
    const today = utcDay(at);
    return { reportLines: await buildDailyReport(deps, daysBetween(dayBefore(today, trailingDays), today)) };
  };
}
