import { Redis } from 'ioredis';
import { AppError } from './app-error';

/** A Redis connection and the prefix of this deployment's keys and channels (REDIS_PREFIX). */
export interface SharedRedis {
  client: Redis;
  prefix: string;
  /** Where Redis's failures are reported (the server's log, at most a line a minute). */
  onError: (error: Error) => void;
  /** A second connection for blocking reads (XREAD BLOCK): they would time out on `client`. */
  blocking(): Redis;
  close(): Promise<void>;
}

/**
 * Fail fast rather than wait (fastify/fastify-rate-limit#84): a command that gets no answer in
 * a second fails, and nothing queues while the connection is down, so a limit checked while
 * Redis is down refuses at once, and one checked while it hangs within a second. The client
 * reconnects in the background.
 */
const failFast = {
  connectTimeout: 500,
  // A second, not the connect's half: a loaded machine (GC, a busy core) must not refuse sign-ins.
  commandTimeout: 1000,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  lazyConnect: true,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
} as const;

/**
 * Connects to REDIS_URL. A Redis that cannot be reached at start is not fatal: the server starts,
 * its limits refuse (fail closed) until the background reconnect succeeds.
 */
export async function connectRedis(
  url: string,
  prefix: string,
  onError: (error: Error) => void = () => {},
): Promise<SharedRedis> {
  const client = new Redis(url, failFast);
  client.on('error', onError);
  await client.connect().catch(onError);
  const blockers: Redis[] = [];
  return {
    client,
    prefix,
    onError,
    blocking() {
      const reader = new Redis(url, { ...failFast, commandTimeout: undefined, enableOfflineQueue: true });
      reader.on('error', onError);
      blockers.push(reader);
      return reader;
    },
    async close() {
      for (const connection of [client, ...blockers]) connection.disconnect();
    },
  };
}

/**
 * Redis did not answer (down, unreachable, hung): the caller refuses, never lets the call through.
 * The client is told no more than that; the cause goes to the log (`onError`).
 */
export function redisUnavailable(error: unknown, onError: (error: Error) => void = () => {}) {
  onError(error instanceof Error ? error : new Error(String(error)));
  return new AppError('limitsUnavailable', 'Limits cannot be checked right now.');
}
