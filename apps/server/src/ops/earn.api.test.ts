import { earnProductStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { runOps } from '../../test/ops';
import { earnProducts } from '../db/schema';
import { earnProductCommand, earnProductsCommand } from './earn';

const t = useTestApp();

it('creates, edits, pauses and lists earn products; refuses bad tiers and terms', async () => {
  const created = await runOps(t, earnProductCommand, [], {
    asset: 'eth',
    term: '30',
    apr: '0:4,100:3',
    min: '0.1',
    'max-per-user': '100',
    quota: '1000',
    penalty: '1.5',
  });
  expect(created).toMatch(/^Created #\d+ ETH\s+30-day\s+active\s+APR 4% from 0, 3% from 100/);
  const id = Number(/#(\d+)/.exec(created)?.[1]);
  const [row] = await t.db.select().from(earnProducts).where(eq(earnProducts.id, id));
  expect(row).toMatchObject({ kind: 1, termDays: 30, penaltyPercent: '1.500000000000000000' });
  expect(await runOps(t, earnProductCommand, [String(id)], { pause: true, quota: '2000' })).toMatch(
    /paused.*quota 0\/2000/,
  );
  const [paused] = await t.db.select().from(earnProducts).where(eq(earnProducts.id, id));
  expect(paused?.status).toBe(earnProductStatus.members.paused);
  await expect(runOps(t, earnProductCommand, [], { asset: 'ETH', term: '14' })).rejects.toThrow(
    /flexible, 7, 30 or 90/,
  );
  await expect(runOps(t, earnProductCommand, [String(id)], { apr: '10:5' })).rejects.toThrow(/starts at 0/);
  await expect(runOps(t, earnProductCommand, [String(id)], { apr: '0:5,0:4' })).rejects.toThrow(/go up/);
  await expect(runOps(t, earnProductCommand, [String(id)], { term: '7' })).rejects.toThrow(
    /keeps its asset and term/,
  );
  await expect(runOps(t, earnProductCommand, ['99'], { resume: true })).rejects.toThrow(/No product #99/);
  const list = await runOps(t, earnProductsCommand);
  expect(list.split('\n')).toHaveLength(6);
  expect(list).toMatch(/#1 USDT\s+flexible active\s+APR 5% from 0, 2% from 10000/);
});
