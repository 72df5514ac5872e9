import { type AprTier, earnFixedTerms, earnProductKind, earnProductStatus } from '@coffer/contract';
import { asc, eq } from 'drizzle-orm';
import { earnProducts } from '../db/schema';
import { Dec, ledgerAmount, toWire } from '../lib/money';
import type { OpsCommand } from './cli';

type ProductRow = typeof earnProducts.$inferSelect;

const line = (p: ProductRow) =>
  `#${p.id} ${p.asset.padEnd(5)} ${p.termDays === null ? 'flexible' : `${p.termDays}-day`.padEnd(8)} ${
    p.status === earnProductStatus.members.active ? 'active' : 'paused'
  }  APR ${p.tiers.map((t) => `${t.aprPercent}% from ${t.fromAmount}`).join(', ')}  min ${toWire(p.minAmount)}  max/user ${toWire(p.maxPerUser)}  quota ${toWire(p.subscribed)}/${toWire(p.totalQuota)}  penalty ${toWire(p.penaltyPercent)}%`;

/** `0:5,10000:2` → tiers from 0 at 5 % APR and from 10000 at 2 %; ascending, the first from 0. */
export function parseTiers(text: string): AprTier[] {
  const tiers = text.split(',').map((part) => {
    const [from, apr] = part.split(':');
    const fromAmount = from === '0' ? '0' : ledgerAmount(from ?? '');
    const aprPercent = ledgerAmount(apr ?? '');
    if (fromAmount === undefined || aprPercent === undefined)
      throw new Error(`--apr takes <from>:<percent>,… (e.g. 0:5,10000:2), got ${text}.`);
    return { fromAmount: toWire(fromAmount), aprPercent: toWire(aprPercent) };
  });
  if (tiers[0]?.fromAmount !== '0') throw new Error('--apr: the first tier starts at 0.');
  for (let i = 1; i < tiers.length; i++)
    if (new Dec(tiers[i]?.fromAmount ?? '0').lte(tiers[i - 1]?.fromAmount ?? '0'))
      throw new Error('--apr: tiers go up by amount.');
  return tiers;
}

const amountOption = (values: Record<string, unknown>, name: string) => {
  const raw = values[name];
  if (typeof raw !== 'string') return undefined;
  const amount = ledgerAmount(raw);
  if (amount === undefined) throw new Error(`--${name} takes a positive plain amount.`);
  return amount;
};

export const earnProductsCommand: OpsCommand = {
  summary: 'List the earn products: term, status, APR tiers, limits, quota used, early-redemption penalty.',
  usage: 'earn:products',
  run: async ({ database, out }) => {
    for (const p of await database.db.select().from(earnProducts).orderBy(asc(earnProducts.id))) out(line(p));
  },
};

export const earnProductCommand: OpsCommand = {
  summary: 'Create an earn product (no id) or edit, pause and resume one (its id).',
  usage:
    'earn:product [<id>] [--asset <COIN>] [--term flexible|7|30|90] [--apr <from>:<percent>,…] [--min <amount>] [--max-per-user <amount>] [--quota <amount>] [--penalty <percent>] [--pause | --resume]',
  options: {
    asset: { type: 'string' },
    term: { type: 'string' },
    apr: { type: 'string' },
    min: { type: 'string' },
    'max-per-user': { type: 'string' },
    quota: { type: 'string' },
    penalty: { type: 'string' },
    pause: { type: 'boolean' },
    resume: { type: 'boolean' },
  },
  positionals: true,
  run: async ({ database, values, positionals, out }) => {
    if (values.pause && values.resume) throw new Error('Give --pause or --resume, not both.');
    const set: Partial<typeof earnProducts.$inferInsert> = {};
    if (typeof values.apr === 'string') set.tiers = parseTiers(values.apr);
    const min = amountOption(values, 'min');
    const max = amountOption(values, 'max-per-user');
    const quota = amountOption(values, 'quota');
    if (min) set.minAmount = min;
    if (max) set.maxPerUser = max;
    if (quota) set.totalQuota = quota;
    if (typeof values.penalty === 'string')
      set.penaltyPercent = values.penalty === '0' ? '0' : amountOption(values, 'penalty');
    if (values.pause) set.status = earnProductStatus.members.paused;
    if (values.resume) set.status = earnProductStatus.members.active;
    const now = new Date();
    const id = positionals?.[0];
    if (id === undefined) {
      const asset = typeof values.asset === 'string' ? values.asset.toUpperCase() : '';
      const term = typeof values.term === 'string' ? values.term : '';
      const termDays = term === 'flexible' ? null : Number(term);
      if (termDays !== null && !earnFixedTerms.includes(termDays as 7))
        throw new Error('--term takes flexible, 7, 30 or 90.');
      if (!asset || !set.tiers || !set.minAmount || !set.maxPerUser || !set.totalQuota)
        throw new Error(
          `A new product needs --asset, --term, --apr, --min, --max-per-user and --quota. Usage: ${earnProductCommand.usage}`,
        );
      const [row] = await database.db
        .insert(earnProducts)
        .values({
          asset,
          kind: termDays === null ? earnProductKind.members.flexible : earnProductKind.members.fixed,
          termDays,
          tiers: set.tiers,
          minAmount: set.minAmount,
          maxPerUser: set.maxPerUser,
          totalQuota: set.totalQuota,
          penaltyPercent: set.penaltyPercent ?? '0',
          status: set.status ?? earnProductStatus.members.active,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (row) out(`Created ${line(row)}`);
      return;
    }
    if (values.asset !== undefined || values.term !== undefined)
      throw new Error('A product keeps its asset and term: create a new one instead.');
    if (Object.keys(set).length === 0)
      throw new Error(`Nothing to change. Usage: ${earnProductCommand.usage}`);
    const [row] = await database.db
      .update(earnProducts)
      .set({ ...set, updatedAt: now })
      .where(eq(earnProducts.id, Number(id)))
      .returning();
    if (!row) throw new Error(`No product #${id}.`);
    out(line(row));
  },
};
