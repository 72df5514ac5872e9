import type { FastifyBaseLogger } from 'fastify';
import type { MoneyServices } from './money';

/**
 * The background loop of one server process: follow the chain for deposits and move withdrawals
 * on. Runs never overlap; each step is idempotent, so several processes may run it at once.
 */
export function startMoneyJobs(money: MoneyServices, intervalMs: number, log: FastifyBaseLogger) {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const deposits = await money.deposits.scan();
      const moved = await money.withdrawalsProcessor.run();
      if (deposits.credited > 0 || moved > 0)
        log.info({ credited: deposits.credited, withdrawalsMoved: moved }, 'money jobs');
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
