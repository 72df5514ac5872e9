import { endpoints, walletType } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, setCoin } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';

const { transfer } = endpoints.transfers;
const w = walletType.members;
const t = useTestApp();

/** The idempotent requests the transfers stored (one per request id that moved money). */
async function storedRequests(userId: number): Promise<number> {
  const rows = await t.db.execute(
    sql`select count(*)::int as n from idempotent_requests where key like ${`transfer:${userId}:%`}`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

it('50 parallel transfers around the daily limit never pass it; a retry of an earlier one answers its first result', async () => {
  const alice = await aUser().verified().funded('USDT', '100').create(t);
  await setCoin(t, 'USDT', { transferFee: '0', transferDailyMax: '10' });
  t.clock.advance(6000); // past the configuration cache
  const client = api(t).as(alice);
  const move = (i: number) =>
    client.send(transfer, {
      coin: 'USDT',
      amount: '0.25',
      fromWalletType: w.spot,
      toWalletType: w.flashExchange,
      requestId: `transfer-move-${i}`,
    });
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => move(i)));
  const passed = answers.filter((a) => a.status === 200);
  expect(passed).toHaveLength(40);
  expect(answers.filter((a) => a.error?.code === 60027)).toHaveLength(10);
  expect((await balanceOf(t, alice, 'USDT', w.flashExchange)).balance).toBe('10');
  expect((await balanceOf(t, alice, 'USDT', w.spot)).balance).toBe('90');
  expect(await storedRequests(alice.id)).toBe(40);

  // Once the limit is reached, a retry of a transfer that went through answers it, not 60027.
  const [firstPassed] = passed;
  if (!firstPassed) throw new Error('no transfer passed');
  const first = firstPassed.result;
  const index = answers.indexOf(firstPassed);
  const retry = await move(index);
  expect(retry.status).toBe(200);
  expect(retry.result).toEqual(first);
  // The same request id with another body is refused, and nothing moves.
  const other = await client.send(transfer, {
    coin: 'USDT',
    amount: '0.5',
    fromWalletType: w.spot,
    toWalletType: w.flashExchange,
    requestId: `transfer-move-${index}`,
  });
  expect(other.error?.code).toBe(409);
  expect((await balanceOf(t, alice, 'USDT', w.flashExchange)).balance).toBe('10');
});

it('the daily limit counts the fee, the contract’s rule: exactly at the limit passes, beyond it not', async () => {
  const bob = await aUser().verified().funded('ETH', '5').create(t);
  await setCoin(t, 'ETH', { transferFee: '0.01', transferDailyMax: '1' });
  t.clock.advance(6000);
  const move = (amount: string) =>
    api(t)
      .as(bob)
      .send(transfer, { coin: 'ETH', amount, fromWalletType: w.spot, toWalletType: w.flashExchange });
  expect((await move('0.6')).status).toBe(200);
  expect((await move('0.4')).status).toBe(200);
  expect((await move('0.02')).error?.code).toBe(60027);
  expect((await balanceOf(t, bob, 'ETH', w.spot)).balance).toBe('4');
});
