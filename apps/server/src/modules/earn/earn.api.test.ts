import {
  earnPositionStatus,
  earnRecordType,
  earnRedemptionStatus,
  endpoints,
  errors,
  interestForDays,
  savingsAgreement,
  walletType,
} from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/builders';
import { anInvestor, at, earnClient, investment, productRow, seeded } from '../../../test/earn-helpers';
import { useTestApp } from '../../../test/harness';
import {
  earnAccounts,
  earnInterest,
  earnPositions,
  earnProducts,
  earnRedemptions,
  users,
} from '../../db/schema';
import { Dec } from '../../lib/money';

const e = endpoints.earn;
const t = useTestApp();
const run = () => t.modules.earn.payInterest(1000);
const paidDays = (positionId: string) =>
  t.db.select().from(earnInterest).where(eq(earnInterest.positionId, positionId)).orderBy(earnInterest.day);
const usdtTiers = [
  { fromAmount: '0', aprPercent: '5' },
  { fromAmount: '10000', aprPercent: '2' },
];

describe('products and the earn account', () => {
  it('lists the products to anyone with APR tiers, term and remaining quota', async () => {
    const list = await earnClient(t, null).call(e.getUserProductList, {});
    expect(list.map((p) => [p.asset, p.termDays])).toEqual([
      ['BTC', null],
      ['USDT', null],
      ['USDT', 7],
      ['USDT', 30],
      ['USDT', 90],
    ]);
    const flexible = await earnClient(t, null).call(e.getUserProductDetail, {
      productId: seeded.usdtFlexible,
    });
    expect(flexible).toMatchObject({ tiers: usdtTiers, minAmount: '10', decimals: 6 });
    expect((await earnClient(t, null).fails(e.getUserProductDetail, { productId: 999 })).code).toBe(
      errors.earnProductNotFound.code,
    );
  });

  it('opens the account once, storing the agreement version and time; KYC first', async () => {
    const unverified = await aUser().create(t);
    const agree = { agreementVersion: savingsAgreement.version, agreed: true } as const;
    expect((await earnClient(t, unverified).fails(e.createUser, agree)).code).toBe(
      errors.kycNotCertified.code,
    );
    const user = await aUser().verified().create(t);
    const client = earnClient(t, user);
    expect((await client.fails(e.createUser, { ...agree, agreementVersion: '2020-01' })).code).toBe(
      errors.earnAgreementOutdated.code,
    );
    expect((await client.fails(e.createUser, { ...agree, agreed: false as never })).code).toBe(
      errors.invalidInput.code,
    );
    expect((await client.call(e.getUserAccountBalance)).account).toBeNull();
    expect((await client.fails(e.createDeposit, { productId: 1, amount: '10' })).code).toBe(
      errors.earnAccountRequired.code,
    );
    at(t, '2027-01-05T10:00:00Z');
    const account = await client.call(e.createUser, agree);
    expect(account).toEqual({
      agreementVersion: savingsAgreement.version,
      agreedAt: '2027-01-05T10:00:00.000Z',
    });
    at(t, '2027-01-06T10:00:00Z');
    expect(await client.call(e.createUser, agree)).toEqual(account);
    const rows = await t.db.select().from(earnAccounts).where(eq(earnAccounts.userId, user.id));
    expect(rows).toEqual([
      { userId: user.id, agreementVersion: '2026-11', agreedAt: new Date('2027-01-05T10:00:00Z') },
    ]);
    expect((await earnClient(t, null).fails(e.getUserAccountBalance)).status).toBe(401);
  });
});

describe('subscribe', () => {
  it('reserves the principal in the investment wallet and starts interest at T+2', async () => {
    const user = await anInvestor(t, '1000');
    at(t, '2027-01-10T23:59:59Z');
    const position = await earnClient(t, user).call(e.createDeposit, {
      productId: seeded.usdtFlexible,
      amount: '250.5',
      requestId: 'sub-req-0001',
    });
    expect(position).toMatchObject({
      amount: '250.5',
      status: earnPositionStatus.members.active,
      accrualStartDay: '2027-01-12',
      maturityDay: null,
      accruing: true,
    });
    expect(await investment(t, user)).toMatchObject({ balance: '1000', frozen: '250.5', available: '749.5' });
    expect((await productRow(t, seeded.usdtFlexible))?.subscribed).toBe('250.500000000000000000');
    // The same request again answers the first position and moves nothing more.
    const again = await earnClient(t, user).call(e.createDeposit, {
      productId: seeded.usdtFlexible,
      amount: '250.5',
      requestId: 'sub-req-0001',
    });
    expect(again.positionId).toBe(position.positionId);
    expect((await investment(t, user)).frozen).toBe('250.5');
    const other = await earnClient(t, user).fails(e.createDeposit, {
      productId: seeded.usdtFlexible,
      amount: '1',
      requestId: 'sub-req-0001',
    });
    expect(other.code).toBe(errors.conflict.code);
  });

  it('refuses below the minimum, above the per-user maximum or the quota, paused, short or too precise', async () => {
    const user = await anInvestor(t, '60000');
    const client = earnClient(t, user);
    const refused = async (input: { productId: number; amount: string }, code: number) =>
      expect((await client.fails(e.createDeposit, input)).code).toBe(code);
    await refused({ productId: seeded.usdtFlexible, amount: '9.99' }, errors.belowSingleMinimum.code);
    await refused(
      { productId: seeded.usdtFlexible, amount: '50000.000001' },
      errors.earnUserLimitExceeded.code,
    );
    await refused({ productId: seeded.usdtFlexible, amount: '10.0000001' }, errors.invalidInput.code);
    await refused({ productId: 999, amount: '10' }, errors.earnProductNotFound.code);
    await client.call(e.createDeposit, { productId: seeded.usdtFlexible, amount: '49990' });
    await refused({ productId: seeded.usdtFlexible, amount: '10.01' }, errors.earnUserLimitExceeded.code);
    await t.db.update(earnProducts).set({ totalQuota: '50000' }).where(eq(earnProducts.id, seeded.usdt7));
    await t.db.update(earnProducts).set({ subscribed: '49990' }).where(eq(earnProducts.id, seeded.usdt7));
    await refused({ productId: seeded.usdt7, amount: '50' }, errors.earnQuotaExceeded.code);
    await refused({ productId: seeded.usdt30, amount: '10011' }, errors.insufficientBalance.code);
    await t.db.update(earnProducts).set({ status: 1 }).where(eq(earnProducts.id, seeded.usdt90));
    await refused({ productId: seeded.usdt90, amount: '100' }, errors.earnProductPaused.code);
    // Nothing of the refusals moved or was recorded.
    expect(await investment(t, user)).toMatchObject({ frozen: '49990', available: '10010' });
    expect(await t.db.select().from(earnPositions).where(eq(earnPositions.userId, user.id))).toHaveLength(1);
    expect((await productRow(t, seeded.usdt7))?.subscribed).toBe('49990.000000000000000000');
    await t.db
      .update(earnProducts)
      .set({ subscribed: '0', totalQuota: '500000' })
      .where(eq(earnProducts.id, seeded.usdt7));
    await t.db.update(earnProducts).set({ status: 0 }).where(eq(earnProducts.id, seeded.usdt90));
  });
});

describe('interest', () => {
  it('pays 40 days of a tiered position exactly the closed form, each day once, from T+2', async () => {
    const user = await anInvestor(t, '20000');
    at(t, '2027-02-01T08:00:00Z');
    const p = await earnClient(t, user).call(e.createDeposit, {
      productId: seeded.usdtFlexible,
      amount: '12345.678901',
    });
    const paid = async () => (await paidDays(p.positionId)).length;
    // Day T+1 ends: nothing is owed yet.
    at(t, '2027-02-03T00:00:00Z');
    await run();
    expect(await paid()).toBe(0);
    // Day T+2 (Feb 3) ends at Feb 4 00:00 UTC: its interest is paid then, once.
    at(t, '2027-02-03T23:59:59Z');
    await run();
    expect(await paid()).toBe(0);
    at(t, '2027-02-04T00:00:00Z');
    await run();
    await run();
    expect(await paid()).toBe(1);
    // 39 more days, paid by one run after them; a second run pays nothing.
    at(t, '2027-03-15T00:00:05Z');
    await run();
    expect(await paid()).toBe(40);
    await run();
    // 10000 × 5% + 2345.678901 × 2% = 546.91357802 a year; ÷ 365 = 1.498393364… → 1.498393 a day.
    const closedForm = interestForDays('12345.678901', usdtTiers, 6, 40);
    expect(closedForm).toBe('59.93572');
    const [view] = await earnClient(t, user).call(e.getFinancialUserAsset, {});
    expect(view).toMatchObject({
      positionId: p.positionId,
      interestTotal: closedForm,
      paidThroughDay: '2027-03-14',
    });
    expect(view?.interestYesterday).toBe('1.498393');
    expect(await investment(t, user)).toMatchObject({ balance: '20059.93572', frozen: '12345.678901' });
    const days = await paidDays(p.positionId);
    expect(days).toHaveLength(40);
    expect(days.map((d) => d.day).sort()[0]).toBe('2027-02-03');
  });

  it('catches up a 3-day outage once, and two runs at once pay each day once', async () => {
    const user = await anInvestor(t, '1000');
    at(t, '2027-04-01T12:00:00Z');
    const p = await earnClient(t, user).call(e.createDeposit, {
      productId: seeded.usdtFlexible,
      amount: '1000',
    });
    at(t, '2027-04-04T00:00:00Z');
    await run();
    expect(await paidDays(p.positionId)).toHaveLength(1);
    // Down from Apr 4 to Apr 7: days 4, 5, 6 are owed and paid by the first run back.
    at(t, '2027-04-07T00:10:00Z');
    await Promise.all([run(), run()]);
    expect((await paidDays(p.positionId)).map((d) => d.day)).toEqual([
      '2027-04-03',
      '2027-04-04',
      '2027-04-05',
      '2027-04-06',
    ]);
    // 1000 × 5% ÷ 365 = 0.136986301… → 0.136986 a day, 4 days.
    expect((await investment(t, user)).balance).toBe('1000.547944');
  });
});

describe('redeem', () => {
  it('refuses at 16:05 UTC with the pause explained, accepts at 16:21, settles and stops interest', async () => {
    const user = await anInvestor(t, '500');
    at(t, '2027-05-01T09:00:00Z');
    const p = await earnClient(t, user).call(e.createDeposit, {
      productId: seeded.usdtFlexible,
      amount: '500',
    });
    at(t, '2027-05-06T16:05:00Z');
    const paused = await earnClient(t, user).fails(e.createWithdraw, { positionId: p.positionId });
    expect(paused.code).toBe(errors.earnRedemptionPaused.code);
    expect(paused.message).toMatch(/16:00 to 16:20 UTC/);
    at(t, '2027-05-06T16:21:00Z');
    const r = await earnClient(t, user).call(e.createWithdraw, { positionId: p.positionId });
    expect(r).toMatchObject({ status: earnRedemptionStatus.members.redeeming, amount: '500', penalty: '0' });
    const [redeeming] = await earnClient(t, user).call(e.getFinancialUserAsset, {});
    expect(redeeming).toMatchObject({ status: earnPositionStatus.members.redeeming, accruing: false });
    // A second request for the same position is refused.
    expect((await earnClient(t, user).fails(e.createWithdraw, { positionId: p.positionId })).code).toBe(
      errors.orderStatusInvalid.code,
    );
    const quotaBefore = (await productRow(t, seeded.usdtFlexible))?.subscribed ?? '';
    await t.modules.earn.settleRedemptions(10);
    const quotaAfter = (await productRow(t, seeded.usdtFlexible))?.subscribed ?? '';
    // The quota is given back.
    expect(new Dec(quotaBefore).minus(quotaAfter).toFixed()).toBe('500');
    const [row] = await t.db.select().from(earnRedemptions).where(eq(earnRedemptions.id, r.redemptionId));
    expect(row?.status).toBe(earnRedemptionStatus.members.success);
    // Interest of May 3, 4, 5 (not May 6, the day redemption was asked) is still paid once.
    at(t, '2027-05-20T00:00:00Z');
    await run();
    expect(await paidDays(p.positionId)).toHaveLength(3);
    // 500 × 5% ÷ 365 = 0.068493150… → 0.068493 a day.
    expect(await investment(t, user)).toMatchObject({ balance: '500.205479', frozen: '0' });
  });

  it('fixed: refused before maturity without early, charged the penalty early, free at maturity', async () => {
    const user = await anInvestor(t, '2000');
    at(t, '2027-06-01T10:00:00Z');
    const client = earnClient(t, user);
    const early = await client.call(e.createDeposit, { productId: seeded.usdt30, amount: '1000' });
    const mature = await client.call(e.createDeposit, { productId: seeded.usdt7, amount: '1000' });
    expect(mature).toMatchObject({ accrualStartDay: '2027-06-03', maturityDay: '2027-06-10', termDays: 7 });
    at(t, '2027-06-05T10:00:00Z');
    expect((await client.fails(e.createWithdraw, { positionId: early.positionId })).code).toBe(
      errors.earnNotMatured.code,
    );
    const r = await client.call(e.createWithdraw, { positionId: early.positionId, early: true });
    expect(r).toMatchObject({ early: true, penalty: '20', payout: '980' });
    at(t, '2027-06-10T00:30:00Z');
    const free = await client.call(e.createWithdraw, { positionId: mature.positionId });
    expect(free).toMatchObject({ early: false, penalty: '0' });
    await t.modules.earn.settleRedemptions(10);
    await run();
    // 30-day: Jun 3, 4 at 8% (0.219178 a day); 7-day: Jun 3–9 at 6% (0.164383 a day); less the 20 penalty.
    expect(await investment(t, user)).toMatchObject({ balance: '1981.589037', frozen: '0' });
  });

  it('a redemption that cannot be paid out fails and gives the position back', async () => {
    const user = await anInvestor(t, '100');
    at(t, '2027-07-01T10:00:00Z');
    const p = await earnClient(t, user).call(e.createDeposit, {
      productId: seeded.usdtFlexible,
      amount: '100',
    });
    at(t, '2027-07-05T10:00:00Z');
    const r = await earnClient(t, user).call(e.createWithdraw, { positionId: p.positionId });
    await t.db.update(users).set({ disabledAt: t.clock.now }).where(eq(users.id, user.id));
    await t.modules.earn.settleRedemptions(10);
    const [red] = await t.db.select().from(earnRedemptions).where(eq(earnRedemptions.id, r.redemptionId));
    expect(red).toMatchObject({
      status: earnRedemptionStatus.members.failed,
      failureReason: 'accountDisabled',
    });
    const [pos] = await t.db.select().from(earnPositions).where(eq(earnPositions.id, p.positionId));
    expect(pos).toMatchObject({ status: earnPositionStatus.members.active, accrualEndDay: null });
    expect(await investment(t, user)).toMatchObject({ frozen: '100' });
  });

  it("another user's position is not found; records list each movement with CSV-ready fields", async () => {
    const owner = await anInvestor(t, '100');
    const stranger = await anInvestor(t, '100');
    at(t, '2027-08-01T10:00:00Z');
    const p = await earnClient(t, owner).call(e.createDeposit, {
      productId: seeded.usdtFlexible,
      amount: '100',
    });
    expect((await earnClient(t, stranger).fails(e.createWithdraw, { positionId: p.positionId })).code).toBe(
      errors.earnPositionNotFound.code,
    );
    expect(await earnClient(t, stranger).call(e.getFinancialUserAsset, {})).toEqual([]);
    at(t, '2027-08-05T10:00:00Z');
    await run();
    await earnClient(t, owner).call(e.createWithdraw, { positionId: p.positionId });
    const page = await earnClient(t, owner).call(e.getUserTradeRecord, { MaxResultCount: 10 });
    expect(page.totalCount).toBe(4);
    expect(page.items.map((i) => i.type)).toEqual([
      earnRecordType.members.redeem,
      earnRecordType.members.interest,
      earnRecordType.members.interest,
      earnRecordType.members.subscribe,
    ]);
    const interest = await earnClient(t, owner).call(e.getUserTradeRecord, {
      type: earnRecordType.members.interest,
    });
    expect(interest.items.map((i) => [i.day, i.amount])).toEqual([
      ['2027-08-04', '0.013698'],
      ['2027-08-03', '0.013698'],
    ]);
    const balance = await earnClient(t, owner).call(e.getUserAccountBalance);
    expect(balance.totals).toEqual([
      { asset: 'USDT', principal: '100', interestTotal: '0.027396', interestYesterday: '0.013698' },
    ]);
    expect(walletType.members.investment).toBe(3);
  });
});
