import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { convertPairs } from '../db/schema';
import { systemAccount } from '../ledger/accounts';
import { createLedger } from '../ledger/ledger';
import { Dec, ledgerAmount, toWire } from '../lib/money';
import type { OpsCommand } from './cli';

export const convertPairsCommand: OpsCommand = {
  summary: 'List the convert pairs: switch, spread, bounds of the amount paid, market-maker inventory.',
  usage: 'convert:pairs',
  run: async ({ database, out }) => {
    const ledger = createLedger(database.db);
    const inventory = async (coin: string) =>
      (await ledger.balance(systemAccount('marketMaker', coin))).balance;
    for (const p of await database.db.select().from(convertPairs).orderBy(asc(convertPairs.sort)))
      out(
        `${p.symbol.padEnd(10)} ${p.enabled ? 'on ' : 'off'}  spread ${p.spreadBps} bp  sell ${toWire(p.baseMinAmount)}–${toWire(p.baseMaxAmount)} ${p.baseCoin}  buy ${toWire(p.quoteMinAmount)}–${toWire(p.quoteMaxAmount)} ${p.quoteCoin}  inventory ${await inventory(p.baseCoin)} ${p.baseCoin} / ${await inventory(p.quoteCoin)} ${p.quoteCoin}`,
      );
  },
};

export const convertPairCommand: OpsCommand = {
  summary: 'Switch a convert pair on or off, or change its spread (a running server sees it within 5 s).',
  usage: 'convert:pair <BASE/QUOTE> [--enable | --disable] [--spread-bps <0..9999>]',
  options: { enable: { type: 'boolean' }, disable: { type: 'boolean' }, 'spread-bps': { type: 'string' } },
  positionals: true,
  run: async ({ database, values, positionals, out }) => {
    const symbol = positionals?.[0]?.toUpperCase() ?? '';
    if (values.enable && values.disable) throw new Error('Give --enable or --disable, not both.');
    const set: Partial<typeof convertPairs.$inferInsert> = {};
    if (values.enable) set.enabled = true;
    if (values.disable) set.enabled = false;
    if (typeof values['spread-bps'] === 'string') {
      const bps = Number(values['spread-bps']);
      if (!Number.isInteger(bps) || bps < 0 || bps > 9999) throw new Error('--spread-bps takes 0 to 9999.');
      set.spreadBps = bps;
    }
    if (Object.keys(set).length === 0)
      throw new Error(`Nothing to change. Usage: ${convertPairCommand.usage}`);
    const [row] = await database.db
      .update(convertPairs)
      .set(set)
      .where(eq(convertPairs.symbol, symbol))
      .returning();
    if (!row) throw new Error(`No pair ${symbol}.`);
    out(`${row.symbol}: ${row.enabled ? 'on' : 'off'}, spread ${row.spreadBps} bp.`);
  },
};

export const convertStockCommand: OpsCommand = {
  summary: "Add to the market maker's inventory of a coin, from the house's custody (an adjustment).",
  usage: 'convert:stock <COIN> <amount>',
  positionals: true,
  run: async ({ database, positionals, out }) => {
    const coin = positionals?.[0]?.toUpperCase() ?? '';
    const amount = ledgerAmount(positionals?.[1] ?? '');
    if (!/^[A-Z0-9]{2,10}$/.test(coin) || amount === undefined)
      throw new Error(`Usage: ${convertStockCommand.usage} (a positive plain amount)`);
    const ledger = createLedger(database.db);
    await ledger.transfer({
      id: `ops:marketMaker:${coin}:${randomBytes(8).toString('hex')}`,
      debit: systemAccount('custody', coin),
      credit: systemAccount('marketMaker', coin),
      asset: coin,
      amount,
      reason: 'adjustment',
    });
    const { balance } = await ledger.balance(systemAccount('marketMaker', coin));
    out(`Market maker: ${toWire(new Dec(balance))} ${coin}.`);
  },
};
