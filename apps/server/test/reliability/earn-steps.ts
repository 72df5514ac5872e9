import {
  earnProductKind,
  earnProductStatus,
  endpoints,
  savingsAgreement,
  walletType,
} from '@coffer/contract';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { earnPositions, earnProducts } from '../../src/db/schema';
import { Dec, toWire } from '../../src/lib/money';
import type { Modules } from '../../src/modules';
import { api } from '../api-client';
import { fund, type TestUser } from '../builders';
import type { TestApp } from '../harness';
import { EarnModel, type EarnProductName, earn } from './earn-model';
import { type MoneyModel, outcome } from './model';
import type { Op } from './ops';

const e = endpoints.earn;
const statusNames = ['active', 'redeeming', 'redeemed'] as const;

/**
 * The model run's earn steps over HTTP (content host) for the run's two users: subscriptions to
 * the sequence's own two products, redemptions (early or not, some in the daily pause), and the
 * jobs after the clock moved to the next UTC day (the interest of every day owed, the
 * redemptions settled). After each step every position's status, interest and paid days, the
 * products' quota used and (by the run's balance check) the investment wallets match the model.
 */
export async function earnSteps(deps: { t: TestApp; model: MoneyModel; money: Modules; users: TestUser[] }) {
  const { t, money } = deps;
  const model = new EarnModel(deps.model);
  const at = t.clock.now;
  const productIds = {} as Record<EarnProductName, number>;
  for (const name of Object.keys(earn.products) as EarnProductName[]) {
    const p = earn.products[name];
    const [row] = await t.db
      .insert(earnProducts)
      .values({
        asset: 'USDT',
        kind: p.termDays === null ? earnProductKind.members.flexible : earnProductKind.members.fixed,
        termDays: p.termDays,
        tiers: p.tiers.map(([fromAmount, aprPercent]) => ({ fromAmount, aprPercent })),
        minAmount: toWire(earn.min),
        maxPerUser: toWire(earn.maxPerUser),
        totalQuota: toWire(earn.quota),
        penaltyPercent: p.penaltyPercent,
        status: earnProductStatus.members.active,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('earn product not created');
    productIds[name] = row.id;
  }
  for (const [i, user] of deps.users.entries()) {
    await fund(t.db, user, 'USDT', toWire(earn.funds), walletType.members.investment);
    model.fund(i);
    await api(t)
      .on('content')
      .as(user)
      .call(e.createUser, { agreementVersion: savingsAgreement.version, agreed: true });
  }
  const now = () => t.clock.now.getTime();

  return {
    async subscribe(op: Extract<Op, { kind: 'earnSubscribe' }>) {
      const user = deps.users[op.user] as TestUser;
      const res = await api(t)
        .on('content')
        .as(user)
        .send(e.createDeposit, { productId: productIds[op.product], amount: op.amount });
      const expected = model.subscribe(op.user, op.product, new Dec(op.amount));
      const got = outcome(res);
      if ('ok' in got && res.result)
        model.opened(res.result.positionId, op.user, op.product, new Dec(op.amount), now());
      return { got, expected };
    },
    async redeem(op: Extract<Op, { kind: 'earnRedeem' }>) {
      if (model.positions.length === 0) return undefined;
      // Mostly an active position; one time in four any (a second redemption is refused).
      const active = model.positions.filter((p) => p.status === 'active');
      const from = active.length > 0 && op.index % 4 !== 0 ? active : model.positions;
      const p = from[op.index % from.length];
      if (!p) return undefined;
      const user = deps.users[p.user] as TestUser;
      const res = await api(t)
        .on('content')
        .as(user)
        .send(e.createWithdraw, { positionId: p.positionId, early: op.early });
      return { got: outcome(res), expected: model.redeem(p, op.early, now()) };
    },
    /** The clock `days` UTC midnights on, to `minute` of that day, then the jobs: the days owed paid, the redemptions settled. */
    async accrue(op: Extract<Op, { kind: 'earnAccrue' }>) {
      const day = 86_400_000;
      t.clock.advance(op.days * day - (now() % day) + op.minute * 60_000);
      // The jobs also pay the positions of the run's earlier sequences (same database): what they
      // did for this sequence's is checked position by position (expectMatches), not by count.
      await money.earn.settleRedemptions(500);
      await money.earn.payInterest(500);
      return model.jobs(now());
    },
    async expectMatches(where: string) {
      const quota = await t.db
        .select({ id: earnProducts.id, subscribed: earnProducts.subscribed })
        .from(earnProducts)
        .where(inArray(earnProducts.id, Object.values(productIds)));
      const used = new Map(quota.map((r) => [r.id, toWire(r.subscribed)]));
      expect(
        [used.get(productIds.flexible), used.get(productIds.fixed7)],
        `earn quota used ${where}`,
      ).toEqual([toWire(model.subscribed.flexible), toWire(model.subscribed.fixed7)]);
      if (model.positions.length === 0) return;
      const rows = await t.db
        .select()
        .from(earnPositions)
        .where(
          inArray(
            earnPositions.id,
            model.positions.map((p) => p.positionId),
          ),
        );
      const stored = new Map(rows.map((r) => [r.id, r]));
      const dayText = (n: number | null) =>
        n === null ? null : new Date(n * 86_400_000).toISOString().slice(0, 10);
      for (const p of model.positions) {
        const row = stored.get(p.positionId);
        expect(
          row && {
            status: statusNames[row.status],
            interest: toWire(row.interestTotal),
            paidThrough: row.paidThroughDay,
            start: row.accrualStartDay,
            end: row.accrualEndDay,
          },
          `earn position ${p.positionId} ${where}`,
        ).toEqual({
          status: p.status,
          interest: toWire(p.interest),
          paidThrough: dayText(p.paidThrough),
          start: dayText(p.startDay),
          end: dayText(p.endDay),
        });
      }
    },
  };
}
