import { endpoints, errors, savingsAgreement, walletType, withdrawalStatus } from '@coffer/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CofferClient, type SignedAnswer } from '../../../../../examples/public-api/coffer-client';
import { api } from '../../../test/api-client';
import { apiKeyFor } from '../../../test/api-keys';
import { aUser, balanceOf, btcAddress, type TestUser } from '../../../test/builders';
import { stockMarketMaker } from '../../../test/convert-helpers';
import { earnClient } from '../../../test/earn-helpers';
import { useTestApp } from '../../../test/harness';
import { anAcceptor } from '../../../test/otc-helpers';
import { readOutbox } from '../../adapters/notifier/sandbox-notifier';
import { idempotentRequests, userCoinAddresses, withdrawals } from '../../db/schema';
import { Dec } from '../../lib/money';

// The server answers on a real port; the client sends X-Forwarded-For to stand for its address.
const t = useTestApp({ trustProxy: true });
const wd = endpoints.withdrawals;
const otherBtcAddress = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const s = withdrawalStatus.members;

let baseUrl = '';
let alice: TestUser;
type Key = { accessKey: string; secretKey: string };
/** Alice's keys, made once (each costs an e-mail code, and codes are limited per day). */
let full: Key;
let reader: Key;
let anyAddress: Key;

/** The example client with this key, its clock set by the server's (the test clock). */
async function clientOf(key: Key, address = '203.0.113.7') {
  const client = new CofferClient({
    baseUrl,
    ...key,
    recvWindowMs: 60_000,
    headers: { 'X-Forwarded-For': address },
  });
  await client.syncClock();
  return client;
}

const withdrawalsOf = async (user: { id: number }) =>
  (await t.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, user.id)))[0]?.n ?? 0;
const btcOf = (user: { id: number }) => balanceOf(t, user, 'BTC');
const apply = (client: CofferClient, body: Record<string, unknown>, idempotencyKey?: string) =>
  client.post(
    wd.apply.path,
    { coin: 'BTC', network: 'BTC', address: btcAddress, amount: '0.5', ...body },
    {
      ...(idempotencyKey ? { idempotencyKey } : {}),
    },
  );

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  alice = await aUser()
    .verified()
    .fundPin()
    .whitelisted('BTC', 'BTC', btcAddress)
    .whitelisted('BTC', 'BTC', otherBtcAddress)
    .funded('BTC', '30')
    .funded('USDT', '100000')
    .funded('USDT', '10000', walletType.members.flashExchange)
    .create(t);
  const [entry] = await t.db
    .select()
    .from(userCoinAddresses)
    .where(and(eq(userCoinAddresses.userId, alice.id), eq(userCoinAddresses.address, btcAddress)));
  await earnClient(t, alice).call(endpoints.earn.createUser, {
    agreementVersion: savingsAgreement.version,
    agreed: true,
  });
  // Every permission, withdrawing only to `btcAddress`, from 203.0.113.0/24.
  full = await apiKeyFor(t, alice, ['read', 'trade', 'withdraw'], {
    withdrawScope: 'custom',
    withdrawAddressIds: [entry?.id ?? 0],
    ips: '203.0.113.0/24',
  });
  reader = await apiKeyFor(t, alice, ['read']);
  anyAddress = await apiKeyFor(t, alice, ['withdraw'], { withdrawScope: 'all' });
  for (const [coin, amount] of [
    ['BTC', '10'],
    ['USDT', '1000000'],
  ] as const)
    await stockMarketMaker(t.db, coin, amount);
  await anAcceptor(
    t,
    [
      ['BTC', '10'],
      ['USDT', '1000000'],
    ],
    [{ symbol: 'BTC/USDT' }],
  );
});

type Operation = { operationId: string; 'x-permission'?: string; servers?: { url: string }[] };

describe('the example client calls every documented key endpoint against the real server', () => {
  it('each answers as documented, with the rate-limit headers', async () => {
    const doc = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op['x-permission'])
        .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    const client = await clientOf(full);
    const called = new Map<string, SignedAnswer<Record<string, unknown>>>();
    const call = async (id: string, input: Record<string, unknown> = {}) => {
      const found = documented.find((d) => d.op.operationId === id);
      if (!found) throw new Error(`${id} is not in the document`);
      const path = `${found.op.servers?.[0]?.url.replace(/\/$/, '') ?? ''}${found.path}`;
      const answer =
        found.method === 'GET'
          ? await client.get<Record<string, unknown>>(path, input)
          : await client.post<Record<string, unknown>>(path, input);
      called.set(id, answer);
      return answer;
    };
    const result = async (id: string, input: Record<string, unknown> = {}) => {
      const answer = await call(id, input);
      if (answer.status !== 200) throw new Error(`${id}: ${answer.status} ${JSON.stringify(answer.error)}`);
      return answer.result as Record<string, unknown>;
    };

    await result('auth.getAccountInfo');
    await result('assets.getAssets');
    await result('assets.getAssetsSummary');
    await result('deposits.getAddress', { coin: 'BTC', network: 'BTC' });
    await result('deposits.getList');
    const w = await result('withdrawals.apply', {
      coin: 'BTC',
      network: 'BTC',
      address: btcAddress,
      amount: '0.5',
    });
    await result('withdrawals.getList');
    await result('withdrawals.cancel', { rid: w.rid });
    await result('transfers.getTransferHistory');
    const cq = await result('convert.quote', { symbol: 'BTC/USDT', side: 'buy', fromAmount: '100' });
    const co = await result('convert.execute', { quoteId: cq.quoteId, fromAmount: '100' });
    await result('convert.getOrderStatus', { orderId: co.orderId });
    await result('convert.getHistory');
    const lo = await result('convert.createLimitOrder', {
      symbol: 'BTC/USDT',
      side: 'buy',
      fromAmount: '100',
      limitPrice: '1000',
    });
    await result('convert.cancelLimitOrder', { orderId: lo.orderId });
    await result('convert.getPromissoryHistory');
    await result('convert.getAssets');
    await result('convert.getAssetsHistory');
    const oq = await result('otc.getQuote', { symbol: 'BTC/USDT', side: 'buy', quantity: '0.01' });
    const order = await result('otc.createOrder', { quoteId: oq.quoteId, quantity: '0.01' });
    const oq2 = await result('otc.getQuote', { symbol: 'BTC/USDT', side: 'buy', quantity: '0.01' });
    await result('otc.createQuickTradeOrder', { quoteId: oq2.quoteId, quantity: '0.01' });
    await result('otc.getOrderList');
    await result('otc.getOrder', { orderId: order.orderId });
    await result('p2p.getAll');
    await call('p2p.get', { orderId: 'fo_AAAAAAAAAAAAAAAAAAAA' });
    await result('cash.getTopUpHistory');
    await result('cash.getWithdrawHistory');
    await call('card.getOrder', { orderId: 'ko_AAAAAAAAAAAAAAAAAAAA' });
    await result('card.getOrderList');
    await result('earn.getUserTradeRecord');
    await result('earn.getFinancialUserAsset');

    // Every documented key call was made; the two lookups of orders alice does not have answer a
    // code their operation documents.
    expect([...called.keys()].sort()).toEqual(documented.map((d) => d.op.operationId).sort());
    for (const { op } of documented) {
      const answer = called.get(op.operationId) as SignedAnswer;
      if (answer.status !== 200) {
        const codes = ((op as Record<string, unknown>)['x-error-codes'] as { code: number }[]).map(
          (e) => e.code,
        );
        expect(codes, op.operationId).toContain(answer.error?.code);
      }
      expect(answer.rateLimit, op.operationId).toMatchObject({ limit: expect.any(Number) });
    }
    expect(called.get('p2p.get')?.error?.code).toBe(errors.orderNotFound.code);
  });
});

describe('withdrawals by key', () => {
  it('go out without a fund PIN or a code, confirmed at once; the signed-in user still needs the PIN', async () => {
    const client = await clientOf(full);
    const before = await btcOf(alice);
    const outboxBefore = (await readOutbox(t.db, { to: alice.email ?? '', limit: 50 })).length;
    const res = await apply(client, { amount: '0.25' });
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ amount: '0.25', confirmed: true });
    expect([s.pendingSend, s.pendingReview]).toContain((res.result as { status: number }).status);
    expect((await readOutbox(t.db, { to: alice.email ?? '', limit: 50 })).length).toBe(outboxBefore);
    const after = await btcOf(alice);
    expect(new Dec(after.frozen).minus(before.frozen).toFixed()).toBe('0.2502');
    const byUser = await api(t)
      .as(alice)
      .send(wd.apply, { coin: 'BTC', network: 'BTC', address: btcAddress, amount: '0.1' });
    expect(byUser.error).toMatchObject({ code: errors.securityVerificationFailed.code });
  });

  it('only to the addresses of the key scope: another address is 40018 and nothing changes', async () => {
    const client = await clientOf(full);
    const [count0, btc0] = [await withdrawalsOf(alice), await btcOf(alice)];
    const res = await apply(client, { address: otherBtcAddress });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe(errors.wrongWithdrawalAddress.code);
    expect(res.error?.details).toMatch(/scope/);
    expect(await withdrawalsOf(alice)).toBe(count0);
    expect(await btcOf(alice)).toEqual(btc0);
    // A key with scope "all" may use any address of the book, never one outside it.
    const all = await clientOf(anyAddress);
    expect((await apply(all, { address: otherBtcAddress, amount: '0.1' })).status).toBe(200);
    const outside = await apply(all, {
      address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      amount: '0.1',
    });
    expect(outside.error?.code).toBe(errors.wrongWithdrawalAddress.code);
  });

  it("keep the user's rules: an unverified owner is refused (60013) and nothing changes", async () => {
    const carol = await aUser()
      .unverified()
      .whitelisted('BTC', 'BTC', btcAddress)
      .funded('BTC', '1')
      .create(t);
    const client = await clientOf(await apiKeyFor(t, carol, ['withdraw'], { withdrawScope: 'all' }));
    const res = await apply(client, { amount: '0.1' });
    expect(res.error?.code).toBe(errors.kycNotCertified.code);
    expect(await withdrawalsOf(carol)).toBe(0);
  });

  it("another user's withdrawal cannot be cancelled by a key (40008), and stays as it was", async () => {
    const mine = await apply(await clientOf(full), { amount: '0.2' });
    const rid = (mine.result as { rid: string }).rid;
    const bob = await aUser().verified().create(t);
    const bobs = await clientOf(await apiKeyFor(t, bob, ['withdraw'], { withdrawScope: 'all' }));
    const res = await bobs.get(wd.cancel.path, { rid });
    expect(res.error?.code).toBe(errors.withdrawalOrderNotFound.code);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.rid, rid));
    expect(row?.status).not.toBe(s.revoked);
  });
});

describe('signed writes with an Idempotency-Key', () => {
  it('the same key and body answer the first result once; another body is 409 and changes nothing', async () => {
    const client = await clientOf(full);
    const count0 = await withdrawalsOf(alice);
    const first = await apply(client, { amount: '0.3' }, 'retry-0001-abcdef');
    const again = await apply(client, { amount: '0.3' }, 'retry-0001-abcdef');
    expect(first.status).toBe(200);
    expect(again.result).toEqual(first.result);
    expect(await withdrawalsOf(alice)).toBe(count0 + 1);
    const btc = await btcOf(alice);
    const other = await apply(client, { amount: '0.4' }, 'retry-0001-abcdef');
    expect(other.status).toBe(409);
    expect(other.error?.code).toBe(errors.conflict.code);
    expect(await withdrawalsOf(alice)).toBe(count0 + 1);
    expect(await btcOf(alice)).toEqual(btc);
    const stored = await t.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.key, `apikey:${alice.id}:retry-0001-abcdef`));
    expect(stored).toHaveLength(1);
  });

  it('parallel retries with one key (the whole withdraw window: 10) reserve once and answer alike', async () => {
    // A fresh rate window before and after: ten withdraw calls are all a key may make in a minute.
    t.clock.advance(60_001);
    const client = await clientOf(full);
    const count0 = await withdrawalsOf(alice);
    const frozen0 = (await btcOf(alice)).frozen;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apply(client, { amount: '0.05' }, 'parallel-retry-0001')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => (a.result as { rid: string }).rid)).size).toBe(1);
    expect(await withdrawalsOf(alice)).toBe(count0 + 1);
    const fee = '0.0002';
    const frozen = (await btcOf(alice)).frozen;
    expect(new Dec(frozen).minus(frozen0).toFixed()).toBe(new Dec('0.05').plus(fee).toFixed());
    t.clock.advance(60_001);
  });

  it('a malformed key is refused (400) before anything is done', async () => {
    const client = await clientOf(full);
    const count0 = await withdrawalsOf(alice);
    const res = await apply(client, { amount: '0.3' }, 'bad key!');
    expect(res.status).toBe(400);
    expect(await withdrawalsOf(alice)).toBe(count0);
  });
});

describe('refused signed requests change nothing', () => {
  it('a body other than the one signed, an old timestamp, a replayed signature: 401', async () => {
    const client = await clientOf(full);
    const [count0, btc0] = [await withdrawalsOf(alice), await btcOf(alice)];
    const body = JSON.stringify({ coin: 'BTC', network: 'BTC', address: btcAddress, amount: '0.1' });
    const tampered = await client.request('POST', wd.apply.path, body.replace('0.1', '9'), {
      signedBody: body,
    });
    expect(tampered.status).toBe(401);
    expect(tampered.error?.details).toMatch(/signature/);
    const old = await client.post(wd.apply.path, JSON.parse(body), {
      timestamp: t.clock.now.getTime() - 120_000,
    });
    expect(old.status).toBe(401);
    expect(old.error?.details).toMatch(/receive window/);
    expect(await withdrawalsOf(alice)).toBe(count0);
    expect(await btcOf(alice)).toEqual(btc0);
    const done = await apply(client, { amount: '0.1' });
    expect(done.status).toBe(200);
    const replay = await client.send(done.sent);
    expect(replay.status).toBe(401);
    expect(replay.error?.details).toMatch(/already used/);
    expect(await withdrawalsOf(alice)).toBe(count0 + 1);
  });

  it('a key used outside its IPs: 403', async () => {
    const client = await clientOf(full, '198.51.100.9');
    const count0 = await withdrawalsOf(alice);
    const res = await apply(client, { amount: '0.1' });
    expect(res.status).toBe(403);
    expect(res.error?.code).toBe(errors.forbidden.code);
    expect(await withdrawalsOf(alice)).toBe(count0);
  });

  it('a key without the permission: 403 (read key withdrawing or trading)', async () => {
    const readOnly = await clientOf(reader);
    const count0 = await withdrawalsOf(alice);
    const res = await apply(readOnly, { amount: '0.1' });
    expect(res.status).toBe(403);
    expect(res.error?.details).toMatch(/withdraw/);
    expect(res.rateLimit).toMatchObject({ limit: 10 });
    const quote = await readOnly.post(endpoints.convert.quote.path, {
      symbol: 'BTC/USDT',
      side: 'buy',
      fromAmount: '100',
    });
    expect(quote.status).toBe(403);
    expect(await withdrawalsOf(alice)).toBe(count0);
  });
});

describe('per-key rate limits', () => {
  it('count each class of call per key and answer 429 with the headers, until the window resets', async () => {
    const dave = await aUser().verified().create(t);
    const client = await clientOf(await apiKeyFor(t, dave, ['withdraw'], { withdrawScope: 'all' }));
    const rid = 'W0000000000NOSUCH';
    const answers: SignedAnswer[] = [];
    for (let i = 0; i < 10; i++) answers.push(await client.get(wd.cancel.path, { rid }));
    expect(answers.map((a) => a.error?.code)).toEqual(Array(10).fill(errors.withdrawalOrderNotFound.code));
    expect(answers.map((a) => a.rateLimit?.remaining)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(answers[0]?.rateLimit).toMatchObject({ limit: 10, resetSeconds: 60 });
    const refused = await client.get(wd.cancel.path, { rid });
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe(errors.tooManyRequests.code);
    expect(refused.rateLimit).toMatchObject({ limit: 10, remaining: 0, retryAfterSeconds: 60 });
    // Reads count in their own window: the same key still reads.
    expect((await client.get(endpoints.auth.getAccountInfo.path)).status).toBe(200);
    // Another key of the same user has its own window.
    const other = await clientOf(await apiKeyFor(t, dave, ['withdraw'], { withdrawScope: 'all' }));
    expect((await other.get(wd.cancel.path, { rid })).rateLimit?.remaining).toBe(9);
    t.clock.advance(60_001);
    await client.syncClock();
    expect((await client.get(wd.cancel.path, { rid })).rateLimit?.remaining).toBe(9);
  });
});

describe('server time', () => {
  it('is public and tells the clock signed requests are checked against', async () => {
    const res = await fetch(`${baseUrl}${endpoints.basic.getServerTime.path}`);
    const body = (await res.json()) as { result: { serverTime: number; iso: string } };
    expect(body.result.serverTime).toBe(t.clock.now.getTime());
    expect(body.result.iso).toBe(t.clock.now.toISOString());
  });
});
