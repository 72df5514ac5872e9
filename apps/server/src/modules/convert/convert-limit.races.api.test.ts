import { endpoints, errors, exchangeStatus, walletType } from '@coffer/contract';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { flashAccount } from '../../../test/convert-helpers';
import { useTestApp } from '../../../test/harness';
import { convertLimitOrders } from '../../db/schema';
import { verifyLedger } from '../../ledger/verify';

const flash = walletType.members.flashExchange;

const t = useTestApp();

it('50 parallel limit orders that together exceed the balance never overdraw', async () => {
  const dave = await aUser().verified().funded('USDT', '1000', flash).create(t);
  const client = api(t).as(dave);
  // Each order alone is covered (1000 USDT held, 100 reserved): 50 of them ask for 5000.
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      client.send(endpoints.convert.createLimitOrder, {
        symbol: 'BTC/USDT',
        side: 'buy',
        fromAmount: '100',
        limitPrice: '50000',
      }),
    ),
  );
  const placed = answers.filter((a) => a.status === 200);
  expect(placed).toHaveLength(10);
  expect(answers.filter((a) => a.status !== 200).map((a) => a.error?.code)).toEqual(
    Array(40).fill(errors.insufficientBalance.code),
  );
  expect(await flashAccount(t.db, dave, 'USDT')).toMatchObject({
    balance: '1000',
    frozen: '1000',
    available: '0',
  });
  const [rows] = await t.db
    .select({ n: count() })
    .from(convertLimitOrders)
    .where(eq(convertLimitOrders.status, exchangeStatus.members.inProgress));
  expect(rows?.n).toBe(10);
  expect((await verifyLedger(t.db)).problems).toEqual([]);
});
