import { errors, walletType } from '@coffer/contract';
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
