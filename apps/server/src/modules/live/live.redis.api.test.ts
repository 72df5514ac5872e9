import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { depositStatus, liveEventsPath, walletType } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOf } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { anotherProcess, redisUp, testRedis, testRedisUrl } from '../../../test/redis';
import { createSandboxChain } from '../../adapters/chain/sandbox-chain';
import { createRedisLeases } from '../../lib/lease';
import { connectRedis, type SharedRedis } from '../../lib/redis';
import type { LiveHub } from './live.hub';
import { createRedisLiveHub, streamIdAfter } from './live.redis-hub';

/**
 * Two server processes on one database and one Redis: A runs the jobs and follows the database
 * (it holds the poller's lease), a browser is connected to B. Each hub is polled by hand (pollMs 0).
 */
let shared: Awaited<ReturnType<typeof testRedis>>;
let redisB: SharedRedis;
const hubA = {} as LiveHub;
let hubB: LiveHub;
beforeAll(async () => {
  shared = await testRedis();
});
const t = useTestApp(
  {},
  {
    depsFor: (db, clock) => {
      if (!redisUp) return {};
      const redis = shared.redis;
      const leases = createRedisLeases(redis);
      Object.assign(hubA, createRedisLiveHub({ db, now: () => clock.now, redis, leases, pollMs: 0 }));
      return { live: hubA };
    },
  },
);
let b: Awaited<ReturnType<typeof anotherProcess>>;
const ports = { a: 0, b: 0 };
const opened: IncomingMessage[] = [];

beforeAll(async () => {
  if (!redisUp) return;
  redisB = await connectRedis(testRedisUrl, shared.redis.prefix);
  const now = () => t.clock.now;
  hubB = createRedisLiveHub({ db: t.db, now, redis: redisB, leases: createRedisLeases(redisB), pollMs: 0 });
  b = await anotherProcess(t, { live: hubB });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  ports.a = (t.app.server.address() as AddressInfo).port;
  ports.b = (b.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const res of opened) res.destroy();
  await b?.close();
  await redisB?.close();
  await shared?.drop();
});

function openStream(port: number, headers: Record<string, string>) {
  return new Promise<{ res: IncomingMessage; text: () => string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: liveEventsPath, headers }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
      });
      opened.push(res);
      resolve({ res, text: () => buffer });
    });
    req.on('error', reject);
    req.end();
  });
}

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The events of a stream's text: id, name, data. */
const eventsOf = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.includes('event: '))
    .map((block) => ({
      id: /^id: (.*)$/m.exec(block)?.[1],
      event: /^event: (.*)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'),
    }));

describe.skipIf(!redisUp)('live events across processes (Redis)', () => {
  it('an event raised on process A reaches a browser on process B; a reconnect to A replays what it missed', async () => {
    const alice = await aUser().verified().create(t);
    const bob = await aUser().verified().create(t);
    const onB = await openStream(ports.b, await authOf(t, alice));
    const bobOnB = await openStream(ports.b, await authOf(t, bob));
    expect(onB.res.statusCode).toBe(200);
    await until(() => onB.text().includes(': connected'));

    // Process A: the deposit arrives, its job records it, its hub (the poller) appends the change.
    const { address } = await t.modules.deposits.address(
      { userId: alice.id, uid: alice.uid, accountType: 0, sessionId: 's' },
      { coin: 'BTC', network: 'BTC', wallet: walletType.members.spot },
    );
    await createSandboxChain(t.db).deposit({
      network: 'BTC',
      coin: 'BTC',
      toAddress: address,
      amount: '0.1',
      now: t.clock.now,
    });
    t.clock.advance(100);
    await t.modules.deposits.scan();
    await hubA.poll();
    await until(() => eventsOf(onB.text()).length === 1);
    const [first] = eventsOf(onB.text());
    expect(first).toMatchObject({ event: 'deposit', data: { status: depositStatus.members.confirming } });
    expect(first?.id).toMatch(/^\d+-\d+$/);

    // Alice's connection drops; while she is away the deposit is credited.
    onB.res.destroy();
    t.clock.advance(10_000);
    await t.modules.deposits.scan();
    await hubA.poll();
    await hubA.poll(); // nothing new: nothing appended twice

    // She reconnects, this time to process A, with the id of the last event she saw.
    const onA = await openStream(ports.a, { ...(await authOf(t, alice)), 'last-event-id': first?.id ?? '' });
    await until(() => eventsOf(onA.text()).length === 1);
    const [missed] = eventsOf(onA.text());
    expect(missed).toMatchObject({ event: 'deposit', data: { status: depositStatus.members.credited } });
    expect(streamIdAfter(missed?.id ?? '', first?.id ?? '')).toBe(true);
    expect(bobOnB.text()).not.toContain('event:');
  });

  it('one process at a time follows the database: B polls nothing while A holds the lease', async () => {
    const carol = await aUser().verified().create(t);
    const onB = await openStream(ports.b, await authOf(t, carol));
    await until(() => onB.text().includes(': connected'));
    const { address } = await t.modules.deposits.address(
      { userId: carol.id, uid: carol.uid, accountType: 0, sessionId: 's' },
      { coin: 'BTC', network: 'BTC', wallet: walletType.members.spot },
    );
    await hubA.poll(); // A holds (renews) the lease
    await createSandboxChain(t.db).deposit({
      network: 'BTC',
      coin: 'BTC',
      toAddress: address,
      amount: '0.2',
      now: t.clock.now,
    });
    t.clock.advance(100);
    await t.modules.deposits.scan();
    await hubB.poll(); // not the poller: appends nothing
    await hubA.poll();
    await until(() => eventsOf(onB.text()).length === 1);
    await hubB.poll();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(eventsOf(onB.text())).toHaveLength(1);
  });
});
