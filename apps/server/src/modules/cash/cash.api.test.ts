import { cashOrderStatus, endpoints, fiatAccountStatus } from '@coffer/contract';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, testPin as pin, type TestUser } from '../../../test/builders';
import {
  cashAuthorised,
  cashTopUp,
  eurBeneficiary,
  openCashAccount,
  sandboxBank,
} from '../../../test/cash-helpers';
import { useTestApp } from '../../../test/harness';
import { cashAccounts, cashOrders, cashPayIns, securityOperations } from '../../db/schema';

const c = endpoints.cash;
const s = cashOrderStatus.members;
const t = useTestApp();
const hour = 3_600_000;
let alice: TestUser;
let bob: TestUser;
let newcomer: TestUser;

const authorised = (user: TestUser) => cashAuthorised(t, user);
const bank = () => sandboxBank(t);
const balance = async (user: TestUser, currency: string) =>
  (await api(t).as(user).call(c.getCashAssets)).find((b) => b.currency === currency);
const order = async (id: string) => (await t.db.select().from(cashOrders).where(eq(cashOrders.id, id)))[0];

const openAccount = (user: TestUser) => openCashAccount(t, user);

const topUp = (user: TestUser, amount: string) => cashTopUp(t, user, amount);

/** A beneficiary past its cool-off. */
async function usableBeneficiary(user: TestUser) {
  const p = await api(t)
    .as(user)
    .call(c.beneficiaryCreate, { ...eurBeneficiary, ...authorised(user) });
  t.clock.advance(25 * hour);
  return p.id;
}

beforeAll(async () => {
  alice = await aUser().verified().fundPin(pin).withGoogle().with({ name: 'Alice Smith' }).create(t);
  bob = await aUser().verified().fundPin(pin).withGoogle().with({ name: 'Bob Jones' }).create(t);
  newcomer = await aUser().unverified().fundPin(pin).with({ name: 'New Comer' }).create(t);
  // Binding the authenticator starts the 24-hour hold: let it pass.
  t.clock.advance(25 * hour);
  await openAccount(alice);
  await openAccount(bob);
});

describe('the fiat account', () => {
  it('needs verified identity (60013) and saves nothing without it', async () => {
    const refused = await api(t).as(newcomer).fails(c.createCustomer, { purpose: 'x' });
    expect(refused.code).toBe(60013);
    expect(await t.db.select().from(cashAccounts).where(eq(cashAccounts.userId, newcomer.id))).toHaveLength(
      0,
    );
    expect((await api(t).as(newcomer).call(c.verificationKyc)).kycVerified).toBe(false);
  });

  it('goes through review, reconfirmation, creation and opens; the user is told at each step', async () => {
    const carol = await aUser().verified().fundPin(pin).with({ name: 'Carol King' }).create(t);
    const applied = await api(t).as(carol).call(c.createCustomer, { purpose: 'Savings' });
    expect(applied).toMatchObject({
      opened: false,
      status: fiatAccountStatus.members.submittedAwaitingReview,
    });
    await t.modules.cash.review(carol.id, { approve: false, reason: 'Tell us the source of funds.' });
    expect((await api(t).as(carol).call(c.verificationKyc)).account).toMatchObject({
      status: fiatAccountStatus.members.needsReconfirmation,
      reason: 'Tell us the source of funds.',
    });
    const again = await api(t).as(carol).call(c.updateCustomer, { purpose: 'Savings from salary' });
    expect(again.status).toBe(fiatAccountStatus.members.submittedAwaitingReview);
    expect((await api(t).as(carol).fails(c.updateCustomer, { purpose: 'again' })).code).toBe(60015);
    await t.modules.cash.review(carol.id, { approve: true });
    expect((await api(t).as(carol).call(c.verificationKyc)).account?.status).toBe(
      fiatAccountStatus.members.beingCreated,
    );
    expect((await api(t).as(carol).fails(c.createTopUpOrder, { currency: 'EUR', amount: '10' })).code).toBe(
      60006,
    );
    expect(await t.modules.cash.openApproved()).toBe(1);
    expect(await t.modules.cash.openApproved()).toBe(0);
    const [row] = await t.db.select().from(cashAccounts).where(eq(cashAccounts.userId, carol.id));
    expect(row?.openedAt).not.toBeNull();
    expect(row?.bankCustomerId).toMatch(/^SBC/);
    expect((await api(t).as(carol).call(c.verificationKyc)).account).toMatchObject({
      opened: true,
      status: null,
    });
  });
});

describe('payees: bank accounts and beneficiaries', () => {
  it('saves a beneficiary in canonical form, usable after the cool-off, and audits it', async () => {
    const p = await api(t)
      .as(alice)
      .call(c.beneficiaryCreate, {
        ...eurBeneficiary,
        // As people type it: the IBAN is stored in its electronic form.
        fields: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
        ...authorised(alice),
      });
    expect(p.fields).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    expect(new Date(p.usableFrom).getTime() - new Date(p.createdAt).getTime()).toBe(24 * hour);
    const logged = await t.db
      .select()
      .from(securityOperations)
      .where(and(eq(securityOperations.userId, alice.id), eq(securityOperations.operation, 'addCashPayee')));
    expect(logged.length).toBeGreaterThan(0);
    const page = await api(t).as(alice).call(c.beneficiaryGetPage, {});
    expect(page.items.map((x) => x.id)).toContain(p.id);
  });

  it('refuses an invalid field under its name and saves nothing', async () => {
    const before = (await api(t).as(alice).call(c.beneficiaryGetPage, {})).totalCount;
    const bad = await api(t)
      .as(alice)
      .fails(c.beneficiaryCreate, {
        ...eurBeneficiary,
        fields: { iban: 'DE89370400440532013001', bic: 'COBADEFFXXX' },
        ...authorised(alice),
      });
    expect(bad.code).toBe(400);
    expect(bad.validationErrors?.[0]?.field).toBe('fields.iban');
    expect((await api(t).as(alice).call(c.beneficiaryGetPage, {})).totalCount).toBe(before);
  });

  it('takes an own bank account only in the verified name (spec §5)', async () => {
    const gb = {
      channel: 'fps',
      currency: 'GBP',
      country: 'GB',
      friendlyName: 'Barclays',
      fields: { sort_code: '08-99-99', account_number: '66374958' },
    } as const;
    const other = await api(t)
      .as(alice)
      .fails(c.addBankAccount, { ...gb, firstName: 'Eve', lastName: 'Smith', ...authorised(alice) });
    expect(other.validationErrors?.[0]?.field).toBe('lastName');
    const own = await api(t)
      .as(alice)
      .call(c.addBankAccount, { ...gb, firstName: 'alice', lastName: 'SMITH', ...authorised(alice) });
    expect(own).toMatchObject({ own: true, fields: { sort_code: '08-99-99', account_number: '66374958' } });
    expect((await api(t).as(alice).call(c.getBankAccountList, {})).map((x) => x.id)).toEqual([own.id]);
  });

  it("never shows or changes another user's payee", async () => {
    const p = await api(t)
      .as(bob)
      .call(c.beneficiaryCreate, { ...eurBeneficiary, ...authorised(bob) });
    expect((await api(t).as(alice).fails(c.getBankAccountInfo, { id: p.id })).code).toBe(404);
    expect(
      (
        await api(t)
          .as(alice)
          .fails(c.deleteBeneficiaryAddress, { id: p.id, ...authorised(alice) })
      ).code,
    ).toBe(404);
    expect((await api(t).as(bob).call(c.getBankAccountInfo, { id: p.id })).id).toBe(p.id);
  });

  it('needs the fund PIN: a wrong one saves nothing', async () => {
    const wrong = await api(t)
      .as(alice)
      .fails(c.beneficiaryCreate, { ...eurBeneficiary, ...authorised(alice), fundPassword: '000000' });
    expect(wrong.code).toBe(50002);
  });
});

describe('top-ups by bank transfer', () => {
  it('credits a matching transfer once, even when the bank reports it twice', async () => {
    const before = await balance(alice, 'EUR');
    const { order: o, payIn } = await api(t)
      .as(alice)
      .call(c.createTopUpOrder, { currency: 'EUR', amount: '250.50' });
    expect(o.status).toBe(s.pendingPayment);
    expect(payIn).toMatchObject({
      channel: 'sepa',
      amount: '250.5',
      account: { iban: 'DE89370400440532013000' },
    });
    const transfer = {
      bankTransferId: 'SBT-TWICE-1',
      reference: payIn.reference,
      amount: '250.50',
      currency: 'EUR',
      payerName: 'Alice Smith',
      payerAccount: 'X',
    };
    await bank().payIn(transfer);
    await bank().payIn(transfer);
    expect((await order(o.id))?.status).toBe(s.success);
    const after = await balance(alice, 'EUR');
    expect(new Decimal(after?.available ?? 0).minus(before?.available ?? 0).toString()).toBe('250.5');
    expect(
      await t.db.select().from(cashPayIns).where(eq(cashPayIns.bankTransferId, 'SBT-TWICE-1')),
    ).toHaveLength(1);
  });

  it('queues a transfer with an unknown reference, a wrong amount or a stranger as payer; the operator decides', async () => {
    const before = await balance(alice, 'EUR');
    await bank().payIn({
      bankTransferId: 'SBT-UNKNOWN',
      reference: 'CTNOSUCHREF',
      amount: '40',
      currency: 'EUR',
      payerName: 'Alice Smith',
      payerAccount: 'X',
    });
    const { order: o, payIn } = await api(t)
      .as(alice)
      .call(c.createTopUpOrder, { currency: 'EUR', amount: '100' });
    await bank().payIn({
      bankTransferId: 'SBT-WRONG-AMOUNT',
      reference: payIn.reference,
      amount: '99',
      currency: 'EUR',
      payerName: 'Alice Smith',
      payerAccount: 'X',
    });
    const stranger = await api(t).as(alice).call(c.createTopUpOrder, { currency: 'EUR', amount: '30' });
    await bank().payIn({
      bankTransferId: 'SBT-STRANGER',
      reference: stranger.payIn.reference,
      amount: '30',
      currency: 'EUR',
      payerName: 'Mallory',
      payerAccount: 'X',
    });
    expect(await balance(alice, 'EUR')).toEqual(before);
    expect((await order(o.id))?.status).toBe(s.pendingReview);
    const queued = await t.modules.cash.payInsForReview();
    expect(queued.map((p) => p.bankTransferId)).toEqual(
      expect.arrayContaining(['SBT-UNKNOWN', 'SBT-WRONG-AMOUNT', 'SBT-STRANGER']),
    );
    const wrongAmount = queued.find((p) => p.bankTransferId === 'SBT-WRONG-AMOUNT');
    const unknown = queued.find((p) => p.bankTransferId === 'SBT-UNKNOWN');
    await t.modules.cash.decidePayIn(wrongAmount?.id ?? 0, { credit: true, userId: alice.id });
    await expect(
      t.modules.cash.decidePayIn(wrongAmount?.id ?? 0, { credit: true, userId: alice.id }),
    ).rejects.toThrow();
    await t.modules.cash.decidePayIn(unknown?.id ?? 0, {
      credit: false,
      reason: 'No such customer: returned.',
    });
    expect(await order(o.id)).toMatchObject({ status: s.success, amount: '99.000000000000000000' });
    expect(
      new Decimal((await balance(alice, 'EUR'))?.available ?? 0).minus(before?.available ?? 0).toString(),
    ).toBe('99');
  });

  it('credits a transfer with the standing reference of GetRechargeBank as a new order', async () => {
    const info = await api(t).as(bob).call(c.getRechargeBank, { currency: 'EUR' });
    expect(info.amount).toBeNull();
    await bank().payIn({
      reference: info.reference,
      amount: '75',
      currency: 'EUR',
      payerName: 'Bob Jones',
      payerAccount: 'X',
    });
    const history = await api(t).as(bob).call(c.getTopUpHistory, { status: s.success });
    expect(history.items[0]).toMatchObject({ amount: '75', status: s.success });
  });

  it("answers 40007 for another user's order", async () => {
    const { order: o } = await api(t).as(bob).call(c.createTopUpOrder, { currency: 'EUR', amount: '10' });
    expect((await api(t).as(alice).fails(c.getPayInInfo, { orderId: o.id })).code).toBe(40007);
    expect((await api(t).as(alice).fails(c.getOrder, { orderId: o.id })).code).toBe(40007);
  });
});

describe('withdrawals', () => {
  it('refuses a payee still in its cool-off (40018) and reserves nothing', async () => {
    const p = await api(t)
      .as(alice)
      .call(c.beneficiaryCreate, { ...eurBeneficiary, ...authorised(alice) });
    const before = await balance(alice, 'EUR');
    const refused = await api(t)
      .as(alice)
      .fails(c.createWithdrawOrder, { payeeId: p.id, currency: 'EUR', amount: '20', ...authorised(alice) });
    expect(refused.code).toBe(40018);
    expect(await balance(alice, 'EUR')).toEqual(before);
  });

  it('reserves amount + fee, posts once when the bank settles (twice), and is never cancellable', async () => {
    await topUp(alice, '500');
    const payeeId = await usableBeneficiary(alice);
    const before = await balance(alice, 'EUR');
    const w = await api(t)
      .as(alice)
      .call(c.createWithdrawOrder, { payeeId, currency: 'EUR', amount: '100', ...authorised(alice) });
    expect(w).toMatchObject({ status: s.inProgress, fee: '1', cancellable: false });
    expect((await order(w.id))?.bankId).toMatch(/^SBP/);
    const reserved = await balance(alice, 'EUR');
    expect(new Decimal(before?.available ?? 0).minus(reserved?.available ?? 0).toString()).toBe('101');
    await bank().settle(w.id);
    await bank().redeliver(w.id);
    expect((await order(w.id))?.status).toBe(s.success);
    const after = await balance(alice, 'EUR');
    expect(new Decimal(before?.balance ?? 0).minus(after?.balance ?? 0).toString()).toBe('101');
    expect(after?.frozen).toBe(before?.frozen);
  });

  it('gives the money back once when the bank fails it, or returns it days after it settled', async () => {
    const payeeId = await usableBeneficiary(alice);
    await topUp(alice, '300');
    const before = await balance(alice, 'EUR');
    const failing = await api(t)
      .as(alice)
      .call(c.createWithdrawOrder, { payeeId, currency: 'EUR', amount: '50', ...authorised(alice) });
    await bank().fail(failing.id);
    await bank().redeliver(failing.id);
    expect(await order(failing.id)).toMatchObject({ status: s.failed });
    expect(await balance(alice, 'EUR')).toEqual(before);
    const returning = await api(t)
      .as(alice)
      .call(c.createWithdrawOrder, { payeeId, currency: 'EUR', amount: '60', ...authorised(alice) });
    await bank().settle(returning.id);
    t.clock.advance(3 * 24 * hour);
    await bank().returnPayout(returning.id);
    await bank().redeliver(returning.id);
    expect(await order(returning.id)).toMatchObject({ status: s.failed });
    expect((await order(returning.id))?.returnedAt).not.toBeNull();
    expect(await balance(alice, 'EUR')).toEqual(before);
  });

  it('a refused payout (account closed) fails at once and releases the reservation', async () => {
    const payeeId = await usableBeneficiary(alice);
    await topUp(alice, '100');
    const before = await balance(alice, 'EUR');
    const w = await api(t)
      .as(alice)
      .call(c.createWithdrawOrder, { payeeId, currency: 'EUR', amount: '20.66', ...authorised(alice) });
    expect(w.status).toBe(s.failed);
    expect(await balance(alice, 'EUR')).toEqual(before);
  });

  it('a payout whose answer is lost stays in progress; the job asks the bank and never pays twice', async () => {
    const payeeId = await usableBeneficiary(alice);
    await topUp(alice, '100');
    const w = await api(t)
      .as(alice)
      .call(c.createWithdrawOrder, { payeeId, currency: 'EUR', amount: '20.13', ...authorised(alice) });
    expect(w.status).toBe(s.inProgress);
    expect((await order(w.id))?.bankId).toBeNull();
    t.clock.advance(60_000);
    const pass = await t.modules.cash.runPayouts();
    expect(pass.sent).toBe(1);
    expect((await order(w.id))?.bankId).toMatch(/^SBP/);
    await bank().settle(w.id);
    expect((await order(w.id))?.status).toBe(s.success);
  });

  it('checks the limits, the balance (60007) and the PIN, and answers a retried request id with the first order', async () => {
    const payeeId = await usableBeneficiary(bob);
    await topUp(bob, '40');
    const call = (amount: string, extra: Record<string, unknown> = {}) =>
      api(t)
        .as(bob)
        .fails(c.createWithdrawOrder, { payeeId, currency: 'EUR', amount, ...authorised(bob), ...extra });
    expect((await call('9.99')).code).toBe(40013);
    expect((await call('50001')).code).toBe(40014);
    expect((await call('1000')).code).toBe(60007);
    expect((await call('10', { fundPassword: '000000' })).code).toBe(50002);
    const first = await api(t)
      .as(bob)
      .call(c.withdrawOrderCreate, {
        payeeId,
        currency: 'EUR',
        amount: '10',
        requestId: 'retry-0001',
        ...authorised(bob),
      });
    const again = await api(t)
      .as(bob)
      .call(c.withdrawOrderCreate, {
        payeeId,
        currency: 'EUR',
        amount: '10',
        requestId: 'retry-0001',
        ...authorised(bob),
      });
    expect(again.id).toBe(first.id);
    expect((await call('11', { requestId: 'retry-0001' })).code).toBe(409);
    const history = await api(t).as(bob).call(c.getWithdrawHistory, {});
    expect(history.items.filter((x) => x.id === first.id)).toHaveLength(1);
  });
});

describe('editing a payee', () => {
  it('keeps the cool-off over when only the friendly name changes, and restarts it when the account does', async () => {
    const id = await usableBeneficiary(alice);
    const before = await api(t).as(alice).call(c.getBankAccountInfo, { id });
    // The fields sent in the form's order (iban first): jsonb gives them back in its own order.
    const renamed = await api(t)
      .as(alice)
      .call(c.beneficiaryUpdate, { id, ...eurBeneficiary, friendlyName: 'Flat rent', ...authorised(alice) });
    expect(renamed).toMatchObject({ friendlyName: 'Flat rent', usableFrom: before.usableFrom });
    const moved = await api(t)
      .as(alice)
      .call(c.beneficiaryUpdate, {
        id,
        ...eurBeneficiary,
        fields: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
        ...authorised(alice),
      });
    const at = (await api(t).as(alice).call(c.getBankAccountInfo, { id })).updatedAt;
    expect(new Date(moved.usableFrom).getTime() - new Date(at).getTime()).toBe(24 * hour);
    const logged = await t.db
      .select()
      .from(securityOperations)
      .where(
        and(eq(securityOperations.userId, alice.id), eq(securityOperations.operation, 'updateCashPayee')),
      );
    expect(logged.map((l) => l.detail)).toEqual([`#${id}`, `#${id} details`]);
  });
});

describe('the operator credits what arrived', () => {
  it('a transfer in another currency credited to the order it named: the order records that currency', async () => {
    const before = await balance(bob, 'GBP');
    const { order: o, payIn } = await api(t)
      .as(bob)
      .call(c.createTopUpOrder, { currency: 'EUR', amount: '12' });
    await bank().payIn({
      bankTransferId: 'SBT-WRONG-CURRENCY',
      reference: payIn.reference,
      amount: '12',
      currency: 'GBP',
      payerName: 'Bob Jones',
      payerAccount: 'X',
    });
    expect((await order(o.id))?.status).toBe(s.pendingReview);
    const queued = (await t.modules.cash.payInsForReview()).find(
      (p) => p.bankTransferId === 'SBT-WRONG-CURRENCY',
    );
    await t.modules.cash.decidePayIn(queued?.id ?? 0, { credit: true, userId: bob.id });
    // Found by the model run: the order kept EUR while the ledger credited GBP.
    expect(await order(o.id)).toMatchObject({ status: s.success, currency: 'GBP' });
    const after = await balance(bob, 'GBP');
    expect(new Decimal(after?.available ?? 0).minus(before?.available ?? 0).toString()).toBe('12');
  });
});
