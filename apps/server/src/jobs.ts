import type { FastifyBaseLogger } from 'fastify';

/** One step of the background loop: idempotent; the counts it returns are logged when not all 0. */
export type Job = () => Promise<Record<string, number>>;

/**
 * Counts that need an operator, logged as errors: a credited deposit a reorg deeper than the
 * network's confirmations took back (`npm run ops -- deposits:reorged` lists them).
 */
const alertCounts = ['reorgedAfterCredit'] as const;

/**
 * The background loop of one server process: the jobs the modules return (follow the chain for
 * deposits, move withdrawals on), in order. Runs never overlap; each step is idempotent, so several
 * processes may run it at once.
 */
export function startJobs(jobs: readonly Job[], intervalMs: number, log: FastifyBaseLogger) {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const counts: Record<string, number> = {};
      for (const job of jobs) Object.assign(counts, await job());
      if (Object.values(counts).some((n) => n > 0)) log.info(counts, 'money jobs');
      for (const name of alertCounts)
        if ((counts[name] ?? 0) > 0)
          log.error(
            { [name]: counts[name] },
            `money jobs: ${name} — an operator must look (ops deposits:reorged)`,
          );
    } catch (error) {
      log.error({ err: error }, 'money jobs failed; retrying on the next tick');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
