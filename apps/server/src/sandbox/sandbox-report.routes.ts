import type { FastifyInstance } from 'fastify';
import { success } from '../lib/envelope';
import { type MerchantWalletService, utcDay } from '../modules/merchant/merchant.module';
import { refuseUnlessLocal, sandboxToolsPrefix } from './sandbox-tools';

/**
 * `POST /api/sandbox/merchant/report`: builds today's merchant daily report now, as
 * `ops merchant:report` does, for a server whose database the console cannot open while it runs
 * (the browser tests). Registered only with SANDBOX_TOOLS=1; answers on loopback only.
 */
export function registerSandboxReportRoutes(
  app: FastifyInstance,
  report: Pick<MerchantWalletService, 'buildReport'>,
  now: () => Date,
) {
  app.post(`${sandboxToolsPrefix}/merchant/report`, async (request, reply) => {
    if (refuseUnlessLocal(request, reply)) return reply;
    const lines = await report.buildReport([utcDay(now())]);
    return success('base', { lines });
  });
}
