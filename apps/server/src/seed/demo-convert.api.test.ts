import { endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { flashBalance, inventory } from '../../test/convert-helpers';
import { useTestApp } from '../../test/harness';
import { users } from '../db/schema';
import { createPasswordHasher } from '../modules/auth/auth.module';
import { seedDemo } from './seed-demo';

const t = useTestApp();
const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });

it('gives the market maker its inventory once, so the first demo user converts on a fresh start', async () => {
  expect(await seedDemo(t.db, hasher, t.clock.now)).toBe(true);
  expect(await inventory(t.db, 'BTC')).toBe('50');
  expect(await seedDemo(t.db, hasher, t.clock.now)).toBe(false);
  expect(await inventory(t.db, 'BTC')).toBe('50');
  expect(await inventory(t.db, 'USDT')).toBe('3000000');

  const [demo] = await t.db.select().from(users).where(eq(users.uid, '10000001'));
  if (!demo) throw new Error('no demo user');
  const client = api(t).as(demo);
  const quoted = await client.call(endpoints.convert.quote, {
    symbol: 'BTC/USDT',
    side: 'buy',
    fromAmount: '100',
  });
  await client.call(endpoints.convert.execute, { quoteId: quoted.quoteId, fromAmount: '100' });
  expect(await flashBalance(t.db, demo, 'USDT')).toBe('400');
  expect(await flashBalance(t.db, demo, 'BTC')).toBe(quoted.toAmount);
});
