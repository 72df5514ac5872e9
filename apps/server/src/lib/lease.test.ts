import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUp, testRedis } from '../../test/redis';
import { createRedisLeases } from './lease';

let shared: Awaited<ReturnType<typeof testRedis>>;
beforeAll(async () => {
  if (redisUp) shared = await testRedis();
});
afterAll(() => shared?.drop());

describe.skipIf(!redisUp)('leases in Redis (single flight across processes)', () => {
  it('one holder at a time; it renews, others wait; a release by another process frees nothing', async () => {
    const [a, b] = [createRedisLeases(shared.redis), createRedisLeases(shared.redis)];
    expect(await a.hold('job', 10_000)).toBe(true);
    expect(await b.hold('job', 10_000)).toBe(false);
    expect(await a.hold('job', 10_000)).toBe(true);
    await b.release('job');
    expect(await b.hold('job', 10_000)).toBe(false);
    await a.release('job');
    expect(await b.hold('job', 10_000)).toBe(true);
    expect(await a.hold('job', 10_000)).toBe(false);
  });

  it('passes to another process when its holder stops renewing (died)', async () => {
    const [a, b] = [createRedisLeases(shared.redis), createRedisLeases(shared.redis)];
    expect(await a.hold('short', 50)).toBe(true);
    expect(await b.hold('short', 50)).toBe(false);
    // Redis expires the key by its own clock: wait until it has.
    while ((await shared.redis.client.exists(`${shared.redis.prefix}lease:short`)) === 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await b.hold('short', 10_000)).toBe(true);
  });

  it('holds nothing when Redis cannot answer: nobody runs the job', async () => {
    const down = await testRedis('down:', 'redis://127.0.0.1:1');
    try {
      expect(await createRedisLeases(down.redis).hold('job', 10_000)).toBe(false);
    } finally {
      await down.redis.close();
    }
  });
});
