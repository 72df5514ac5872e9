import { endpoints, errors } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { outboxTo } from '../../test/codes';
import { useTestApp } from '../../test/harness';
import {
  anotherProcess,
  closedPort,
  freezableProxy,
  redisUp,
  sharedProcessKeys,
  testRedis,
  testRedisUrl,
} from '../../test/redis';
import { AppError } from './app-error';
import { createRateLimiter, type RateLimiter, type RateRule } from './rate-limiter';
import type { SharedRedis } from './redis';
import { connectRedis } from './redis';
import { createRedisRateLimiter } from './redis-rate-limiter';

let shared: Awaited<ReturnType<typeof testRedis>>;
const keys = sharedProcessKeys();
beforeAll(async () => {
  shared = await testRedis();
});
afterAll(() => shared?.drop());
// Process A (this file's app) counts its limits in Redis, under this test's own key prefix.
const t = useTestApp(
  {},
  {
    depsFor: (_db, clock) => ({
      ...keys,
      ...(redisUp ? { limiter: createRedisRateLimiter(shared.redis, () => clock.now) } : {}),
    }),
  },
);

/** [ms to move the clock on, then expected answer: true, or the seconds to wait]. */
type Step = [advanceMs: number, answer: true | number];
const table: { name: string; rule: RateRule; steps: Step[] }[] = [
  {
    name: 'at most max hits in a window, then the wait until it ends',
    rule: { windowMs: 60_000, max: 3 },
    steps: [
      [0, true],
      [0, true],
      [0, true],
      [0, 60],
      [30_000, 30],
      [30_000, true],
    ],
  },
  {
    name: 'none sooner than the interval after the previous hit',
    rule: { windowMs: 86_400_000, max: 10, minIntervalMs: 60_000 },
    steps: [
      [0, true],
      [1000, 59],
      [59_000, true],
      [0, 60],
    ],
  },
  {
    name: 'the longer of the two waits when both refuse',
    rule: { windowMs: 120_000, max: 2, minIntervalMs: 10_000 },
    steps: [
      [0, true],
      [10_000, true],
      [1000, 109],
    ],
  },
  {
    name: 'a new window starts at the first hit after the old one ended; a wait is at least 1 s',
    rule: { windowMs: 1000, max: 1 },
    steps: [
      [0, true],
      [500, 1],
      [500, true],
      [999, 1],
      [1, true],
    ],
  },
  {
    name: 'a refused hit does not count',
    rule: { windowMs: 10_000, max: 2 },
    steps: [
      [0, true],
      [0, true],
      [0, 10],
      [0, 10],
      [10_000, true],
      [0, true],
      [0, 10],
    ],
  },
];

const limiters: [string, () => RateLimiter][] = [
  ['database', () => createRateLimiter(t.db, () => t.clock.now)],
  ['redis', () => createRedisRateLimiter(shared.redis, () => t.clock.now)],
];

describe.skipIf(!redisUp)('the Redis rate limiter keeps the database limiter’s rules', () => {
  describe.each(limiters)('%s', (kind, limiterOf) => {
    it.each(table)('$name', async ({ name, rule, steps }) => {
      const limiter = limiterOf();
      const key = `table:${kind}:${name}`;
      const answers = [];
      for (const [advanceMs] of steps) {
        t.clock.advance(advanceMs);
        answers.push(await limiter.hit(key, rule));
      }
      expect(answers).toEqual(
        steps.map(([, answer]) =>
          answer === true
            ? { ok: true, remaining: expect.any(Number), resetSeconds: expect.any(Number) }
            : { ok: false, retryAfterSeconds: answer },
        ),
      );
    });
  });

  it('both tell a counted hit the same hits left and seconds to the window’s end (X-RateLimit-*)', async () => {
    const runs = [];
    for (const [kind, limiterOf] of limiters) {
      const limiter = limiterOf();
      const answers = [];
      for (const { name, rule, steps } of table)
        for (const [advanceMs] of steps) {
          t.clock.advance(advanceMs);
          answers.push(await limiter.hit(`same:${kind}:${name}`, rule));
        }
      runs.push(answers);
    }
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[0]?.[0]).toEqual({ ok: true, remaining: 2, resetSeconds: 60 });
  });

  describe.each(limiters)('%s, at once', (kind, limiterOf) => {
    it('counts hits at once atomically: 20 at the same moment against a max of 5 pass 5', async () => {
      const limiter = limiterOf();
      const rule = { windowMs: 60_000, max: 5 };
      const answers = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(`burst:${kind}`, rule)));
      expect(answers.filter((a) => a.ok)).toHaveLength(5);
    });
  });
});

async function expectRefusedClosed(redis: SharedRedis) {
  const limiter = createRedisRateLimiter(redis, () => t.clock.now);
  const refused = await limiter.hit('any', { windowMs: 1000, max: 100 }).then(
    () => null,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(AppError);
  expect((refused as AppError).errorName).toBe('limitsUnavailable');
  expect((refused as AppError).httpStatus).toBe(503);
}

describe.skipIf(!redisUp)('fail closed', () => {
  it('refuses (503 limitsUnavailable) when Redis is down, never lets a hit through', async () => {
    const down = await connectRedis(`redis://127.0.0.1:${await closedPort()}`, 'down:');
    try {
      await expectRefusedClosed(down);
    } finally {
      await down.close();
    }
  });

  it('refuses when Redis hangs: the command times out instead of waiting', async () => {
    const proxy = await freezableProxy();
    const hung = await connectRedis(proxy.url, `${shared.redis.prefix}hung:`);
    try {
      const limiter = createRedisRateLimiter(hung, () => t.clock.now);
      expect(await limiter.hit('before', { windowMs: 1000, max: 1 })).toMatchObject({ ok: true });
      proxy.freeze();
      await expectRefusedClosed(hung);
    } finally {
      await hung.close();
      await proxy.close();
    }
  });

  it('a code request while Redis is down answers 503 and sends nothing', async () => {
    const down = await connectRedis(`redis://127.0.0.1:${await closedPort()}`, 'down:');
    const b = await anotherProcess(t, { ...keys, limiter: createRedisRateLimiter(down, () => t.clock.now) });
    try {
      const to = 'down@example.com';
      const res = await api(b).fails(endpoints.auth.sendVerificationCode, {
        purpose: 'register',
        emailAddress: to,
      });
      expect(res).toMatchObject({ status: 503, code: errors.limitsUnavailable.code });
      expect(await outboxTo(t, to)).toHaveLength(0);
    } finally {
      await b.close();
      await down.close();
    }
  });
});

describe.skipIf(!redisUp)('limits hold across processes', () => {
  it('six code requests to one address within 60 s, alternating two processes: only the first is sent', async () => {
    // Process B: its own connection and limiter, the same Redis and prefix.
    const second = await connectRedis(testRedisUrl, shared.redis.prefix);
    const b = await anotherProcess(t, {
      ...keys,
      limiter: createRedisRateLimiter(second, () => t.clock.now),
    });
    try {
      const to = 'twice@example.com';
      const input = { purpose: 'register' as const, emailAddress: to };
      const answers = [];
      for (const process of [t, b, t, b, t, b]) {
        answers.push(
          (
            await api(process)
              .with({ remoteAddress: '10.9.8.7' })
              .send(endpoints.auth.sendVerificationCode, input)
          ).status,
        );
        t.clock.advance(5000);
      }
      expect(answers).toEqual([200, 429, 429, 429, 429, 429]);
      expect(await outboxTo(t, to)).toHaveLength(1);
    } finally {
      await b.close();
      await second.close();
    }
  });
});
