import { endpoints, errors, walletType } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { flashBalance, inventory, orderCount, stockMarketMaker } from '../../../test/convert-helpers';
import { useTestApp } from '../../../test/harness';
import { convertQuotes } from '../../db/schema';
import { buildModules } from '../../modules';

const flash = walletType.members.flashExchange;
const { quote, execute, getOrderStatus } = endpoints.convert;

const t = useTestApp();

it('50 parallel executions of quotes that together exceed the balance never overdraw', async () => {
  const dave = await aUser().verified().funded('USDT', '1000', flash).create(t);
  const client = api(t).as(dave);
  await stockMarketMaker(t.db, 'BTC', '10');
  // Each quote alone is covered (1000 USDT held, 100 asked): 50 of them ask for 5000.
  const quotes: string[] = [];
  for (let i = 0; i < 50; i++)
    quotes.push((await client.call(quote, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '100' })).quoteId);
  const answers = await Promise.all(
    quotes.map((quoteId) => client.send(execute, { quoteId, fromAmount: '100' })),
  );
  const done = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status !== 200);
  expect(done).toHaveLength(10);
  expect(refused.map((a) => a.error?.code)).toEqual(Array(40).fill(errors.insufficientBalance.code));
  expect(await flashBalance(t.db, dave, 'USDT')).toBe('0');
  expect(await orderCount(t.db)).toBe(10);
  // 100 / 64571.7525 = 0.00154866… → 0.00154866 BTC each.
  expect(await flashBalance(t.db, dave, 'BTC')).toBe('0.0154866');
  expect(await inventory(t.db, 'BTC')).toBe('9.9845134');
  expect(await inventory(t.db, 'USDT')).toBe('1000');
});

it('bounds the quotes a user may ask for (60 a minute, 429 with the wait), and drops unexecuted ones a day after expiry', async () => {
  const erin = await aUser().verified().funded('USDT', '100', flash).create(t);
  const client = api(t).as(erin);
  const ask = () => client.send(quote, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '10' });
  const first = (await ask()).result;
  for (let i = 1; i < 60; i++) expect((await ask()).status).toBe(200);
  const refused = await client.fails(quote, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '10' });
  expect(refused).toMatchObject({ status: 429, code: errors.tooManyRequests.code });
  expect(refused.data?.retryAfterSeconds).toBeGreaterThan(0);
  t.clock.advance(60_000);
  const executed = await client.call(quote, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '10' });
  await client.call(execute, { quoteId: executed.quoteId, fromAmount: '10' });

  // The purge job (built as the server builds it) keeps everything until a day after expiry.
  const money = buildModules({ db: t.db, now: () => t.clock.now });
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
  await client.call(getOrderStatus, { quoteId: executed.quoteId });
  expect((await client.fails(execute, { quoteId: first?.quoteId ?? '', fromAmount: '10' })).status).toBe(404);
});
