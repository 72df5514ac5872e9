import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { depositStatus, liveEventsPath, walletType } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOf } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { useLiveTestApp } from '../../../test/live';
import { createSandboxChain } from '../../adapters/chain/sandbox-chain';
import { buildModules } from '../../modules';

const { t, live } = useLiveTestApp();
let port = 0;
const opened: IncomingMessage[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const res of opened) res.destroy();
});

function openStream(headers: Record<string, string>): Promise<{ res: IncomingMessage; text: () => string }> {
  return new Promise((resolve, reject) => {
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

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('live updates (server-sent events)', () => {
  it('needs a valid token', async () => {
    const { res } = await openStream({});
    expect(res.statusCode).toBe(401);
  });

  it('streams the caller’s own deposit as it confirms and is credited, and nobody else’s', async () => {
    const alice = await aUser().verified().create(t);
    const bob = await aUser().verified().create(t);
    const money = buildModules({ db: t.db, now: () => t.clock.now });
    const a = await openStream(await authOf(t, alice));
    const b = await openStream(await authOf(t, bob));
    expect(a.res.statusCode).toBe(200);
    expect(a.res.headers['content-type']).toContain('text/event-stream');
    await until(() => a.text().includes(': connected'));

    const { address } = await money.deposits.address(
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
    await money.deposits.scan();
    await live.poll();
    await until(() => a.text().includes('event: deposit'));
    const first = JSON.parse(
      /data: (.*)\n/.exec(a.text().slice(a.text().indexOf('event: deposit')))?.[1] ?? '{}',
    );
    expect(first).toMatchObject({ coin: 'BTC', amount: '0.1', status: depositStatus.members.confirming });

    t.clock.advance(10_000);
    await money.deposits.scan();
    await live.poll();
    await until(() => a.text().includes(`"status":${depositStatus.members.credited}`));
    await live.poll(); // nothing new: no repeat
    expect(a.text().split('event: deposit').length - 1).toBe(2);
    expect(b.text()).not.toContain('event:');
  });

  it('ends open streams when the server closes, without waiting for them', async () => {
    const carol = await aUser().verified().create(t);
    const c = await openStream(await authOf(t, carol));
    const ended = new Promise<void>((resolve) => c.res.on('end', () => resolve()));
    const started = Date.now();
    await t.app.close();
    await ended;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
