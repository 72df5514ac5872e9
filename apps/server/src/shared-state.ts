import type { Config } from './config';
import type { Db } from './db/client';
import { createRedisLeases } from './lib/lease';
import { connectRedis } from './lib/redis';
import { createRedisRateLimiter } from './lib/redis-rate-limiter';
import type { ModulesDeps } from './modules';
import { createRedisLiveHub } from './modules/live/live.redis-hub';

/** Redis's errors while it is down repeat on every reconnect: one line a minute is enough. */
function throttledLog(write: (line: string) => void, everyMs = 60_000) {
  let last = 0;
  return (error: unknown) => {
    const at = Date.now();
    if (at - last < everyMs) return;
    last = at;
    write(`redis: ${(error as Error)?.message ?? error} (limits refuse until it answers)\n`);
  };
}

/**
 * What several processes share beside the database (docs/scale-out.md): with REDIS_URL the rate
 * limits and the live fan-out in Redis; without it nothing here, and the modules keep them in the
 * database as on one process.
 */
export async function connectSharedState(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  db: Db,
  write: (line: string) => void = (line) => process.stderr.write(line),
): Promise<{ deps: Pick<ModulesDeps, 'limiter' | 'live'>; close(): Promise<void> }> {
  if (!config.redisUrl) return { deps: {}, close: async () => {} };
  const onError = throttledLog(write);
  const redis = await connectRedis(config.redisUrl, config.redisPrefix, onError);
  const now = () => new Date();
  const leases = createRedisLeases(redis);
  return {
    deps: {
      limiter: createRedisRateLimiter(redis, now),
      live: createRedisLiveHub({ db, now, redis, leases, onError }),
    },
    close: () => redis.close(),
  };
}
