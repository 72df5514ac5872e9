import { errors, walletType } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, fund } from '../../../test/builders';
import {
  convertCalls,
  flashBalance,
  inventory,
  orderCount,
  stockMarketMaker,
} from '../../../test/convert-helpers';
import { startTestApp, type TestApp } from '../../../test/harness';
import { convertQuotes } from '../../db/schema';
import { createMoneyServices } from '../../money';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const codeOf = (res: { body: Record<string, unknown> }) => (res.body.error as { code: number } | null)?.code;

it('50 parallel executions of quotes that together exceed the balance never overdraw', async () => {
  const api = convertCalls(t);
  const dave = await createUser(t.db);
  await fund(t.db, dave, 'USDT', '1000', walletType.members.flashExchange);
  await stockMarketMaker(t.db, 'BTC', '10');
  // Each quote alone is covered (1000 USDT held, 100 asked): 50 of them ask for 5000.
  const quotes: string[] = [];
  for (let i = 0; i < 50; i++) {
    const res = await api.quote(dave, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '100' });
    expect(res.status).toBe(200);
    quotes.push((res.body.result as { quoteId: string }).quoteId);
  }
  const answers = await Promise.all(
    quotes.map((quoteId) => api.execute(dave, { quoteId, fromAmount: '100' })),
  );
  const done = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status !== 200);
  expect(done).toHaveLength(10);
  expect(refused.map(codeOf)).toEqual(Array(40).fill(errors.insufficientBalance.code));
  expect(await flashBalance(t.db, dave, 'USDT')).toBe('0');
  expect(await orderCount(t.db)).toBe(10);
  // 100 / 64571.7525 = 0.00154866… → 0.00154866 BTC each.
  expect(await flashBalance(t.db, dave, 'BTC')).toBe('0.0154866');
  expect(await inventory(t.db, 'BTC')).toBe('9.9845134');
  expect(await inventory(t.db, 'USDT')).toBe('1000');
});

it('bounds the quotes a user may ask for (60 a minute, 429 with the wait), and drops unexecuted ones a day after expiry', async () => {
  const api = convertCalls(t);
  const erin = await createUser(t.db);
  await fund(t.db, erin, 'USDT', '100', walletType.members.flashExchange);
  const ask = () => api.quote(erin, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '10' });
  const first = (await ask()).body.result as { quoteId: string };
  for (let i = 1; i < 60; i++) expect((await ask()).status).toBe(200);
  const refused = await ask();
  expect(refused.status).toBe(429);
  expect(codeOf(refused)).toBe(errors.tooManyRequests.code);
  expect(
    (refused.body.error as { data: { retryAfterSeconds: number } }).data.retryAfterSeconds,
  ).toBeGreaterThan(0);
  t.clock.advance(60_000);
  const executed = (await ask()).body.result as { quoteId: string };
  expect((await api.execute(erin, { quoteId: executed.quoteId, fromAmount: '10' })).status).toBe(200);

  // The purge job (built as the server builds it) keeps everything until a day after expiry.
  const money = createMoneyServices({ db: t.db, now: () => t.clock.now });
  const runJobs = async () => {
    const counts: Record<string, number> = {};
    for (const job of money.jobs) Object.assign(counts, await job());
    return counts;
  };
  const quotesOf = async () =>
    (await t.db.select().from(convertQuotes).where(eq(convertQuotes.userId, erin.id))).length;
  expect((await runJobs()).convertQuotesPurged).toBe(0);
  expect(await quotesOf()).toBe(61);
  t.clock.advance(86_400_000);
  expect((await runJobs()).convertQuotesPurged).toBeGreaterThanOrEqual(60);
  expect(await quotesOf()).toBe(1); // the executed one stays with its order
  expect((await api.status(erin, { quoteId: executed.quoteId })).status).toBe(200);
  expect((await api.execute(erin, { quoteId: first.quoteId, fromAmount: '10' })).status).toBe(404);
});
