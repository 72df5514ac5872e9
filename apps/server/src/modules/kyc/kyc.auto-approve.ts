import type { FastifyBaseLogger } from 'fastify';
import type { KycService } from './kyc.module';

/**
 * The sandbox's demo reviewer: every `intervalMs` it approves the form submissions that have waited
 * `afterMs`. Off unless configured. A sweep rather than a timer per submission, so submissions made
 * before a restart are approved too. The interval is unref'd (it never keeps the process alive) and
 * `stop` waits for a sweep in flight, so the database can close right after.
 */
export function startKycAutoApproval(
  kyc: Pick<KycService, 'approveDue'>,
  options: { afterMs: number; intervalMs: number; log: FastifyBaseLogger },
): { stop(): Promise<void> } {
  let sweep: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (sweep) return;
    sweep = kyc
      .approveDue(options.afterMs)
      .then((approved) => {
        if (approved > 0) options.log.info({ approved }, 'sandbox auto-approved KYC submissions');
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'sandbox KYC auto-approval failed'))
      .finally(() => {
        sweep = null;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await sweep;
    },
  };
}
