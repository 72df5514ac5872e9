import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { inventory } from '../../test/convert-helpers';
import { useTestApp } from '../../test/harness';
import { convertPairs } from '../db/schema';
import type { OpsCommand } from './cli';
import { convertPairCommand, convertPairsCommand, convertStockCommand } from './convert';

const t = useTestApp();
const lines: string[] = [];
const run = (command: OpsCommand, positionals: string[] = [], values: Record<string, unknown> = {}) =>
  command.run({ database: t.database, modules: t.modules, values, positionals, out: (l) => lines.push(l) });

it('stocks the market maker, switches a pair and its spread, and lists them', async () => {
  await run(convertStockCommand, ['btc', '2.5']);
  await run(convertStockCommand, ['BTC', '0.5']);
  expect(await inventory(t.db, 'BTC')).toBe('3');
  expect(lines.at(-1)).toBe('Market maker: 3 BTC.');
  await expect(run(convertStockCommand, ['BTC', '-1'])).rejects.toThrow(/Usage/);

  await run(convertPairCommand, ['eth/usdt'], { disable: true, 'spread-bps': '75' });
  const [pair] = await t.db.select().from(convertPairs).where(eq(convertPairs.symbol, 'ETH/USDT'));
  expect(pair).toMatchObject({ enabled: false, spreadBps: 75 });
  await expect(run(convertPairCommand, ['ETH/USDT'], { 'spread-bps': '10000' })).rejects.toThrow(/0 to 9999/);
  await expect(run(convertPairCommand, ['XX/YY'], { enable: true })).rejects.toThrow(/No pair/);
  await expect(run(convertPairCommand, ['ETH/USDT'])).rejects.toThrow(/Nothing to change/);

  lines.length = 0;
  await run(convertPairsCommand);
  expect(lines.find((l) => l.startsWith('BTC/USDT'))).toMatch(/on .*spread 50 bp.*inventory 3 BTC \/ 0 USDT/);
  expect(lines.find((l) => l.startsWith('ETH/USDT'))).toMatch(/off .*spread 75 bp/);
});
