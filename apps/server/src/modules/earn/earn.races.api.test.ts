import { earnRedemptionStatus, endpoints, errors } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { anInvestor, at, earnClient, investment, productRow, seeded } from '../../../test/earn-helpers';
import { useTestApp } from '../../../test/harness';
import { earnInterest, earnPositions, earnProducts, earnRedemptions } from '../../db/schema';

const e = endpoints.earn;
const t = useTestApp();
// Fifty requests through one server on a shared machine: the default 30 s is too tight under load.
const raceTimeoutMs = 180_000;

it(
  '50 parallel subscriptions never pass the quota nor the per-user maximum',
  async () => {
    // 1,000 USDT of quota and no per-user cap in the way: 50 subscriptions of 100 at once, 10 fit.
    await t.db
      .update(earnProducts)
      .set({ totalQuota: '1000', maxPerUser: '1000000' })
      .where(eq(earnProducts.id, seeded.usdt7));
    const investor = await anInvestor(t, '5000');
    at(t, '2027-09-01T10:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        earnClient(t, investor).send(e.createDeposit, { productId: seeded.usdt7, amount: '100' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.error?.code)).toEqual(
      Array(40).fill(errors.earnQuotaExceeded.code),
    );
    expect((await productRow(t, seeded.usdt7))?.subscribed).toBe('1000.000000000000000000');
    const positions = await t.db
      .select()
      .from(earnPositions)
      .where(eq(earnPositions.productId, seeded.usdt7));
    expect(positions).toHaveLength(10);
    expect(await investment(t, investor)).toMatchObject({ frozen: '1000', available: '4000' });

    const whale = await anInvestor(t, '100000');
    const mine = await Promise.all(
      Array.from({ length: 50 }, () =>
        earnClient(t, whale).send(e.createDeposit, { productId: seeded.usdt90, amount: '3000' }),
      ),
    );
    // maxPerUser 100,000: 33 subscriptions of 3,000 fit.
    expect(mine.filter((a) => a.status === 200)).toHaveLength(33);
    expect(mine.filter((a) => a.status !== 200).map((a) => a.error?.code)).toEqual(
      Array(17).fill(errors.earnUserLimitExceeded.code),
    );
    expect(await investment(t, whale)).toMatchObject({ frozen: '99000', available: '1000' });
  },
  raceTimeoutMs,
);

it(
  '50 parallel redemptions of one position redeem it once; two settlers settle it once',
  async () => {
    const user = await anInvestor(t, '1000');
    at(t, '2027-10-01T10:00:00Z');
    const p = await earnClient(t, user).call(e.createDeposit, {
      productId: seeded.usdtFlexible,
      amount: '1000',
    });
    at(t, '2027-10-08T10:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        earnClient(t, user).send(e.createWithdraw, { positionId: p.positionId }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.error?.code)).toEqual(
      Array(49).fill(errors.orderStatusInvalid.code),
    );
    await Promise.all([t.modules.earn.settleRedemptions(100), t.modules.earn.settleRedemptions(100)]);
    const rows = await t.db
      .select()
      .from(earnRedemptions)
      .where(eq(earnRedemptions.positionId, p.positionId));
    expect(rows.map((r) => r.status)).toEqual([earnRedemptionStatus.members.success]);
    // Two interest runs at once too: Oct 3 to Oct 7, each day once.
    await Promise.all([t.modules.earn.payInterest(1000), t.modules.earn.payInterest(1000)]);
    const days = await t.db.select().from(earnInterest).where(eq(earnInterest.positionId, p.positionId));
    expect(days).toHaveLength(5);
    // 1000 × 5% ÷ 365 → 0.136986 a day, 5 days.
    expect(await investment(t, user)).toMatchObject({ balance: '1000.68493', frozen: '0' });
  },
  raceTimeoutMs,
);
