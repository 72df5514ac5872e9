import { randomUUID } from 'node:crypto';
import type { SharedRedis } from './redis';

/**
 * Single flight across processes: `hold` takes the named lease, or renews it when this process
 * already holds it, for `ttlMs`; false while another process holds it. A process that dies stops
 * renewing, and its lease passes to another after at most `ttlMs`.
 */
export interface Leases {
  hold(name: string, ttlMs: number): Promise<boolean>;
  release(name: string): Promise<void>;
}

/** Takes (SET NX PX) or renews (PEXPIRE) a lease only for its holder's token, in one step. */
const holdScript = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if holder then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;
/** Deletes the lease only if this process still holds it (never another's that took over). */
const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** Leases in Redis, one token per process. A Redis that cannot answer holds nothing: nobody runs. */
export function createRedisLeases(redis: SharedRedis): Leases {
  const token = randomUUID();
  const keyOf = (name: string) => `${redis.prefix}lease:${name}`;
  return {
    async hold(name, ttlMs) {
      try {
        return (await redis.client.eval(holdScript, 1, keyOf(name), token, ttlMs)) === 1;
      } catch {
        return false;
      }
    },
    async release(name) {
      await redis.client.eval(releaseScript, 1, keyOf(name), token).catch(() => {});
    },
  };
}
