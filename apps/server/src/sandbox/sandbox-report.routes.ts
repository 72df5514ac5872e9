import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { success } from '../lib/envelope';
import { utcDay } from '../modules/merchant/report/report-aggregate';
import { buildDailyReport } from '../modules/merchant/report/report-daily-job';
import { refuseUnlessLocal, sandboxToolsPrefix } from './sandbox-tools';

/**
 * `POST /api/sandbox/merchant/report`: builds today's merchant daily report now, as
 * `ops merchant:report` does, for a server whose database the console cannot open while it runs
 * (the browser tests). Registered only with SANDBOX_TOOLS=1; answers on loopback only.
 */
export function registerSandboxReportRoutes(app: FastifyInstance, db: Db, now: () => Date) {
  app.post(`${sandboxToolsPrefix}/merchant/report`, async (request, reply) => {
    if (refuseUnlessLocal(request, reply)) return reply;
    const lines = await buildDailyReport({ db, now }, [utcDay(now())]);
    return success('base', { lines });
  });
}
