import { endpoints, walletType } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, setCoin } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';

const { transfer } = endpoints.transfers;
const w = walletType.members;
const t = useTestApp();

async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

it('ten parallel calls with one request id move once (fee included) and all answer the first result', async () => {
  const carol = await aUser().verified().funded('USDT', '50').create(t);
  await setCoin(t, 'USDT', { transferFee: '0.5', transferDailyMax: '100' });
  t.clock.advance(6000); // past the configuration cache
  const body = { coin: 'USDT', amount: '10', fromWalletType: w.spot, toWalletType: w.flashExchange };
  const client = api(t).as(carol);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => client.send(transfer, { ...body, requestId: 'once-0001' })),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  const [first] = answers;
  for (const a of answers) expect(a.result).toEqual(first?.result);
  expect(first?.result).toMatchObject({ id: `transfer:${carol.id}:once-0001`, amount: '10', coin: 'USDT' });
  expect((await balanceOf(t, carol, 'USDT', w.spot)).balance).toBe('40');
  expect((await balanceOf(t, carol, 'USDT', w.flashExchange)).balance).toBe('9.5');
  const moved = await rows(
    sql`select id, amount::text as amount, reason from ledger_transfers where id like ${`transfer:${carol.id}:once-0001%`} order by id`,
  );
  expect(moved).toEqual([
    { id: `transfer:${carol.id}:once-0001`, amount: '9.500000000000000000', reason: 'transfer' },
    { id: `transfer:${carol.id}:once-0001:fee`, amount: '0.500000000000000000', reason: 'fee' },
  ]);
  const [stored] = await rows(
    sql`select result from idempotent_requests where key = ${`transfer:${carol.id}:once-0001`}`,
  );
  expect(stored?.result).toEqual(first?.result);

  // Another body under the same id: 409, nothing moves, the stored result stays.
  const other = await client.send(transfer, { ...body, amount: '11', requestId: 'once-0001' });
  expect(other.error?.code).toBe(409);
  expect((await balanceOf(t, carol, 'USDT', w.spot)).balance).toBe('40');
});

it('a refusal stores nothing: the same id may move once the reason is gone', async () => {
  const dave = await aUser().verified().funded('USDT', '5').create(t);
  await setCoin(t, 'USDT', { transferFee: '0', transferDailyMax: null });
  t.clock.advance(6000);
  const send = (amount: string) =>
    api(t).as(dave).send(transfer, {
      coin: 'USDT',
      amount,
      fromWalletType: w.spot,
      toWalletType: w.flashExchange,
      requestId: 'refused-01',
    });
  expect((await send('6')).error?.code).toBe(60028);
  const keys = await rows(
    sql`select key from idempotent_requests where key = ${`transfer:${dave.id}:refused-01`}`,
  );
  expect(keys).toEqual([]);
  expect((await send('5')).status).toBe(200);
  expect((await balanceOf(t, dave, 'USDT', w.flashExchange)).balance).toBe('5');
});
