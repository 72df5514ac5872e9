import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server, Socket } from 'node:net';
import { Redis } from 'ioredis';
import { createSandboxGeoIp } from '../src/adapters/geoip/sandbox-geoip';
import { type AppDeps, buildApp } from '../src/app';
import { connectRedis } from '../src/lib/redis';
import type { TestApp } from './harness';

/** The Redis of the tests: TEST_REDIS_URL, or the one on this machine (and in CI). */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(url: string) {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Whether a Redis answers; the Redis tests are skipped, saying so, only when none does. */
export const redisUp = await redisAnswers(testRedisUrl);
if (!redisUp)
  process.stderr.write(
    `\nSKIPPED: the Redis tests need a Redis at ${testRedisUrl} (TEST_REDIS_URL); none answers.\n`,
  );

/** A connection with a key prefix of its own, so tests never see each other's keys; `drop` deletes them. */
export async function testRedis(prefix = `test:${randomUUID()}:`, url = testRedisUrl) {
  const redis = await connectRedis(url, prefix);
  return {
    redis,
    async drop() {
      const keys = await redis.client.keys(`${prefix}*`).catch(() => []);
      if (keys.length > 0) await redis.client.del(...keys);
      await redis.close();
    },
  };
}

/**
 * A TCP proxy to Redis that can be frozen: while frozen it swallows what passes, as a Redis that
 * hangs (a stalled server, a dropped network path) does.
 */
export async function freezableProxy(target = new URL(testRedisUrl)) {
  let frozen = false;
  const sockets: Socket[] = [];
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    upstream.connect(Number(target.port || 6379), target.hostname);
    sockets.push(client, upstream);
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk);
    });
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on('error', () => b.destroy());
      a.on('close', () => b.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze() {
      frozen = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A port nothing listens on: a Redis that is down. */
export async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Keys both processes share: a code sent by one verifies on the other. */
export const sharedProcessKeys = () => ({ codeKey: randomBytes(32), secretsKey: randomBytes(32) });

/**
 * A second server process on the same database, clock and token keys as `t` (its own modules,
 * limiter and live hub), for the tests of what several processes share. `call` goes to it.
 */
export async function anotherProcess(t: TestApp, deps: Partial<AppDeps> = {}): Promise<TestApp> {
  const app = await buildApp({
    db: t.db,
    changes: t.database.changes,
    tokens: t.tokens,
    geoip: createSandboxGeoIp(),
    now: () => t.clock.now,
    logLevel: 'silent',
    passwordHashCost: { memoryCost: 1024, timeCost: 1 },
    ...deps,
  });
  await app.ready();
  return {
    ...t,
    app,
    async call(options) {
      const res = await app.inject(options);
      const text = res.body;
      const json = text && res.headers['content-type']?.toString().includes('json');
      return { status: res.statusCode, body: json ? JSON.parse(text) : {}, headers: res.headers };
    },
    close: () => app.close(),
  };
}
