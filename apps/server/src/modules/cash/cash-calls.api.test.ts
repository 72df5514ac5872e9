import { cashOrderStatus, endpoints, fiatRecordType } from '@coffer/contract';
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
import { cashOrders, cashPayees, securityOperations } from '../../db/schema';

/**
 * The cash calls of spec §7 under their other names (each shares its handler with the first
 * name: cash.api.test.ts covers the flows), the bank directory, the supervision views, the fiat
 * records and the failure reasons as catalogued codes.
 */
const c = endpoints.cash;
const s = cashOrderStatus.members;
const r = fiatRecordType.members;
const t = useTestApp();
const hour = 3_600_000;
let alice: TestUser;
let bob: TestUser;
let newcomer: TestUser;
let verifiedNoAccount: TestUser;

const authorised = (user: TestUser) => cashAuthorised(t, user);
const bank = () => sandboxBank(t);
const order = async (id: string) => (await t.db.select().from(cashOrders).where(eq(cashOrders.id, id)))[0];
const available = async (user: TestUser) =>
  (await api(t).as(user).call(c.getCurrency, { currency: 'EUR' })).balance.available;

const openAccount = (user: TestUser) => openCashAccount(t, user);

/** A top-up through Cash/CreateTopUpOrder, paid by the user's own transfer. */
const topUp = (user: TestUser, amount: string) => cashTopUp(t, user, amount, c.topUpOrderCreate);

beforeAll(async () => {
  alice = await aUser().verified().fundPin(pin).withGoogle().with({ name: 'Alice Calls' }).create(t);
  bob = await aUser().verified().fundPin(pin).withGoogle().with({ name: 'Bob Calls' }).create(t);
  newcomer = await aUser().unverified().fundPin(pin).withGoogle().with({ name: 'New Calls' }).create(t);
  verifiedNoAccount = await aUser()
    .verified()
    .fundPin(pin)
    .withGoogle()
    .with({ name: 'No Account' })
    .create(t);
  t.clock.advance(25 * hour);
  await openAccount(alice);
  await openAccount(bob);
});

describe('GetBanks', () => {
  it('lists the banks of a channel, narrowed to a country, with the codes that fill the form', async () => {
    const all = await api(t).as(alice).call(c.getBanks, { currency: 'EUR', channel: 'sepa' });
    expect(all.length).toBeGreaterThan(3);
    const de = await api(t).as(alice).call(c.getBanks, { currency: 'EUR', channel: 'sepa', country: 'DE' });
    expect(de.map((b) => b.fields.bic)).toEqual(['COBADEFFXXX', 'DEUTDEFFXXX']);
    const gb = await api(t).as(newcomer).call(c.getBanks, { currency: 'GBP', channel: 'fps' });
    expect(gb.every((b) => b.country === 'GB' && /^\d{6}$/.test(b.fields.sort_code ?? ''))).toBe(true);
  });

  it('refuses a channel the currency does not use (40001), bad input, and the signed out', async () => {
    expect((await api(t).as(alice).fails(c.getBanks, { currency: 'GBP', channel: 'sepa' })).code).toBe(40001);
    expect((await api(t).as(alice).fails(c.getBanks, { currency: 'EUR', channel: 'moon' })).status).toBe(400);
    expect((await api(t).send(c.getBanks, { currency: 'EUR', channel: 'sepa' })).status).toBe(401);
  });
});

describe('the payees under their other names', () => {
  it('CreateBeneficiaryAddress / CreatePayBankBeneficiaries save a beneficiary, audited, in every list', async () => {
    const a = await api(t)
      .as(alice)
      .call(c.createBeneficiaryAddress, { ...eurBeneficiary, ...authorised(alice) });
    const b = await api(t)
      .as(alice)
      .call(c.createPayBankBeneficiaries, {
        ...eurBeneficiary,
        friendlyName: 'Plumber',
        ...authorised(alice),
      });
    expect(a).toMatchObject({ own: false, fields: eurBeneficiary.fields });
    const rows = await t.db.select().from(cashPayees).where(eq(cashPayees.userId, alice.id));
    expect(rows.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const logged = await t.db
      .select()
      .from(securityOperations)
      .where(and(eq(securityOperations.userId, alice.id), eq(securityOperations.operation, 'addCashPayee')));
    expect(logged.length).toBeGreaterThanOrEqual(2);
    const page = await api(t).as(alice).call(c.getBeneficiaryAddressList, { MaxResultCount: 50 });
    expect(page.items.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const list = await api(t).as(alice).call(c.getBankBeneficiariesList, { currency: 'EUR' });
    expect(list.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await api(t).as(alice).call(c.getBankBeneficiariesList, { currency: 'GBP' })).toEqual([]);
    expect((await api(t).as(bob).call(c.getBeneficiaryAddressList, {})).items.map((x) => x.id)).not.toContain(
      a.id,
    );
  });

  it('UpdateBeneficiaryAddress changes the details and restarts the cool-off; another user gets 404', async () => {
    const p = await api(t)
      .as(alice)
      .call(c.createBeneficiaryAddress, { ...eurBeneficiary, ...authorised(alice) });
    t.clock.advance(25 * hour);
    const changed = await api(t)
      .as(alice)
      .call(c.updateBeneficiaryAddress, {
        ...eurBeneficiary,
        id: p.id,
        friendlyName: 'New landlord',
        fields: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
        ...authorised(alice),
      });
    expect(changed.friendlyName).toBe('New landlord');
    // A new account number is a new payee to the cool-off (a new name alone is not: cash.api.test.ts).
    expect(new Date(changed.usableFrom).getTime()).toBeGreaterThan(t.clock.now.getTime());
    const foreign = await api(t)
      .as(bob)
      .fails(c.updateBeneficiaryAddress, {
        ...eurBeneficiary,
        id: p.id,
        friendlyName: 'Mine',
        ...authorised(bob),
      });
    expect(foreign.code).toBe(404);
    const [row] = await t.db.select().from(cashPayees).where(eq(cashPayees.id, p.id));
    expect(row?.friendlyName).toBe('New landlord');
  });

  it('refuses a bad field under its name, a wrong PIN, no KYC and no account, saving nothing', async () => {
    const count = async () =>
      (await t.db.select().from(cashPayees).where(eq(cashPayees.userId, alice.id))).length;
    const before = await count();
    const bad = await api(t)
      .as(alice)
      .fails(c.createPayBankBeneficiaries, {
        ...eurBeneficiary,
        fields: { ...eurBeneficiary.fields, iban: 'DE89370400440532013001' },
        ...authorised(alice),
      });
    expect(bad.status).toBe(400);
    expect(bad.validationErrors?.map((e) => e.field)).toEqual(['fields.iban']);
    const wrongPin = await api(t)
      .as(alice)
      .fails(c.createBeneficiaryAddress, { ...eurBeneficiary, ...authorised(alice), fundPassword: '000000' });
    expect(wrongPin.code).toBe(50002);
    expect(await count()).toBe(before);
    const noKyc = await api(t)
      .as(newcomer)
      .fails(c.createBeneficiaryAddress, { ...eurBeneficiary, ...authorised(newcomer) });
    expect(noKyc.code).toBe(60013);
    const noAccount = await api(t)
      .as(verifiedNoAccount)
      .fails(c.createPayBankBeneficiaries, { ...eurBeneficiary, ...authorised(verifiedNoAccount) });
    expect(noAccount.code).toBe(60006);
    expect(await t.db.select().from(cashPayees).where(eq(cashPayees.userId, newcomer.id))).toEqual([]);
    expect(
      (await api(t).send(c.createBeneficiaryAddress, { ...eurBeneficiary, fundPassword: pin })).status,
    ).toBe(401);
  });
});

describe('top-ups and withdrawals under their other names, and their lists', () => {
  it('Cash/CreateTopUpOrder makes a pending-payment order; unsupported currency 40001; no account 60006', async () => {
    const { order: o } = await api(t).as(bob).call(c.topUpOrderCreate, { currency: 'EUR', amount: '12.5' });
    expect(o.status).toBe(s.pendingPayment);
    expect((await order(o.id))?.userId).toBe(bob.id);
    expect((await api(t).as(bob).fails(c.topUpOrderCreate, { currency: 'XAU', amount: '1' })).code).toBe(
      40001,
    );
    expect(
      (await api(t).as(verifiedNoAccount).fails(c.topUpOrderCreate, { currency: 'EUR', amount: '1' })).code,
    ).toBe(60006);
    expect((await api(t).as(newcomer).fails(c.topUpOrderCreate, { currency: 'EUR', amount: '1' })).code).toBe(
      60013,
    );
    expect((await api(t).send(c.topUpOrderCreate, { currency: 'EUR', amount: '1' })).status).toBe(401);
  });

  it('CreateWithdraw and Cash/CreateWithdrawOrder reserve at once; refusals change nothing', async () => {
    await topUp(alice, '400');
    const payee = await api(t)
      .as(alice)
      .call(c.createBeneficiaryAddress, { ...eurBeneficiary, ...authorised(alice) });
    t.clock.advance(25 * hour);
    const before = await available(alice);
    const w1 = await api(t)
      .as(alice)
      .call(c.createWithdraw, { payeeId: payee.id, currency: 'EUR', amount: '30', ...authorised(alice) });
    const w2 = await api(t)
      .as(alice)
      .call(c.cashCreateWithdrawOrder, {
        payeeId: payee.id,
        currency: 'EUR',
        amount: '40',
        ...authorised(alice),
      });
    expect([w1.status, w2.status]).toEqual([s.inProgress, s.inProgress]);
    expect(new Decimal(before).minus(await available(alice)).toString()).toBe('72');
    const after = await available(alice);
    const call = (endpoint: typeof c.createWithdraw, extra: Record<string, unknown>) =>
      api(t)
        .as(alice)
        .fails(endpoint, {
          payeeId: payee.id,
          currency: 'EUR',
          amount: '30',
          ...authorised(alice),
          ...extra,
        });
    expect((await call(c.createWithdraw, { fundPassword: '000000' })).code).toBe(50002);
    expect((await call(c.cashCreateWithdrawOrder, { amount: '9.99' })).code).toBe(40013);
    expect((await call(c.createWithdraw, { amount: '100000' })).code).toBe(40014);
    expect(await available(alice)).toBe(after);
    const bobs = await api(t)
      .as(bob)
      .fails(c.createWithdraw, { payeeId: payee.id, currency: 'EUR', amount: '30', ...authorised(bob) });
    expect(bobs.code).toBe(40018);
    const noAccount = await api(t)
      .as(verifiedNoAccount)
      .fails(c.cashCreateWithdrawOrder, {
        payeeId: payee.id,
        currency: 'EUR',
        amount: '30',
        ...authorised(verifiedNoAccount),
      });
    expect(noAccount.code).toBe(60006);
    expect(
      (await api(t).send(c.createWithdraw, { payeeId: payee.id, currency: 'EUR', amount: '30' })).status,
    ).toBe(401);

    const lists = [
      await api(t).as(alice).call(c.getListWithdraw, {}),
      await api(t).as(alice).call(c.withdrawOrderGetList, { status: s.inProgress, MaxResultCount: 50 }),
    ];
    for (const list of lists)
      expect(list.items.map((x) => x.id)).toEqual(expect.arrayContaining([w1.id, w2.id]));
    const topUps = [
      await api(t).as(alice).call(c.getListRecharge, { currency: 'EUR' }),
      await api(t).as(alice).call(c.topUpOrderGetMyPageList, { status: s.success }),
    ];
    for (const list of topUps) expect(list.items.every((x) => x.recordType === r.recharge)).toBe(true);
    expect(topUps[1]?.items.length).toBeGreaterThan(0);
    const bobsList = await api(t).as(bob).call(c.getListWithdraw, {});
    expect(bobsList.items.map((x) => x.id)).not.toContain(w1.id);
    expect((await api(t).as(newcomer).call(c.withdrawOrderGetList, {})).totalCount).toBe(0);
    expect((await api(t).as(alice).fails(c.withdrawOrderGetList, { status: 9 })).status).toBe(400);
    expect((await api(t).send(c.getListRecharge, {})).status).toBe(401);
  });
});

describe('the supervision views', () => {
  it('count and total the open orders by currency and status, and the last day’s outcomes', async () => {
    const carol = await aUser().verified().fundPin(pin).withGoogle().with({ name: 'Carol Calls' }).create(t);
    t.clock.advance(25 * hour);
    await openAccount(carol);
    await api(t).as(carol).call(c.createTopUpOrder, { currency: 'EUR', amount: '10' });
    await api(t).as(carol).call(c.createTopUpOrder, { currency: 'EUR', amount: '15.5' });
    await api(t).as(carol).call(c.createTopUpOrder, { currency: 'GBP', amount: '7' });
    await topUp(carol, '200');
    const topUps = await api(t).as(carol).call(c.getUserTopUpOrderSupervision, {});
    expect(topUps.open).toEqual([
      expect.objectContaining({ currency: 'EUR', status: s.pendingPayment, count: 2, amount: '25.5' }),
      expect.objectContaining({ currency: 'GBP', status: s.pendingPayment, count: 1, amount: '7' }),
    ]);
    expect(topUps.lastDay).toEqual([
      expect.objectContaining({ currency: 'EUR', status: s.success, count: 1, amount: '200' }),
    ]);
    const gbpOnly = await api(t).as(carol).call(c.getUserTopUpOrderSupervision, { currency: 'GBP' });
    expect(gbpOnly.open.map((x) => x.currency)).toEqual(['GBP']);

    const payee = await api(t)
      .as(carol)
      .call(c.createBeneficiaryAddress, { ...eurBeneficiary, ...authorised(carol) });
    t.clock.advance(25 * hour);
    await api(t)
      .as(carol)
      .call(c.createWithdrawOrder, {
        payeeId: payee.id,
        currency: 'EUR',
        amount: '20',
        ...authorised(carol),
      });
    await api(t)
      .as(carol)
      .call(c.createWithdrawOrder, {
        payeeId: payee.id,
        currency: 'EUR',
        amount: '20.66',
        ...authorised(carol),
      });
    const withdrawals = await api(t).as(carol).call(c.getUserWithdrawOrderSupervision, {});
    expect(withdrawals.open).toEqual([
      expect.objectContaining({ currency: 'EUR', status: s.inProgress, count: 1, amount: '20' }),
    ]);
    expect(withdrawals.lastDay).toEqual([
      expect.objectContaining({ currency: 'EUR', status: s.failed, count: 1, amount: '20.66' }),
    ]);
    // Another user's orders never show; without an account both views are empty.
    const bobs = await api(t).as(bob).call(c.getUserWithdrawOrderSupervision, {});
    expect(bobs.open.concat(bobs.lastDay).some((x) => x.amount === '20.66')).toBe(false);
    expect(await api(t).as(newcomer).call(c.getUserTopUpOrderSupervision, {})).toEqual({
      open: [],
      lastDay: [],
    });
    expect((await api(t).send(c.getUserWithdrawOrderSupervision, {})).status).toBe(401);
  });
});

describe('GetCurrency', () => {
  it('gives a currency’s rules and the caller’s balance; an unknown currency is 40001', async () => {
    const eur = await api(t).as(alice).call(c.getCurrency, { currency: 'EUR' });
    expect(eur).toMatchObject({ currency: 'EUR', decimals: 2, withdrawFee: '1' });
    expect(eur.channels).toContain('sepa');
    expect(new Decimal(eur.balance.balance).gt(0)).toBe(true);
    expect((await api(t).as(newcomer).call(c.getCurrency, { currency: 'GBP' })).balance.balance).toBe('0');
    expect((await api(t).as(alice).fails(c.getCurrency, { currency: 'XAU' })).code).toBe(40001);
    expect((await api(t).send(c.getCurrency, { currency: 'EUR' })).status).toBe(401);
  });
});

describe('failure reasons and the fiat records', () => {
  it('store and answer catalogued codes; the records type every ledger movement and link the order', async () => {
    const dave = await aUser().verified().fundPin(pin).withGoogle().with({ name: 'Dave Calls' }).create(t);
    t.clock.advance(25 * hour);
    await openAccount(dave);
    await topUp(dave, '500');
    const payee = await api(t)
      .as(dave)
      .call(c.createBeneficiaryAddress, { ...eurBeneficiary, ...authorised(dave) });
    t.clock.advance(25 * hour);
    const withdraw = (amount: string) =>
      api(t)
        .as(dave)
        .call(c.createWithdraw, { payeeId: payee.id, currency: 'EUR', amount, ...authorised(dave) });
    const closed = await withdraw('20.66');
    const failed = await withdraw('30');
    await bank().fail(failed.id);
    const returned = await withdraw('40');
    await bank().settle(returned.id);
    await bank().returnPayout(returned.id);
    const named = await withdraw('50');
    await bank().fail(named.id, 'nameMismatch');
    const paid = await withdraw('60');
    await bank().settle(paid.id);

    expect((await order(closed.id))?.failureReason).toBe('accountClosed');
    expect((await order(failed.id))?.failureReason).toBe('rejectedByBeneficiaryBank');
    expect((await order(returned.id))?.failureReason).toBe('returnedByBeneficiaryBank');
    const history = await api(t).as(dave).call(c.getWithdrawHistory, { MaxResultCount: 10 });
    const reasonOf = (id: string) => history.items.find((x) => x.id === id)?.failureReason;
    expect([reasonOf(closed.id), reasonOf(named.id), reasonOf(paid.id)]).toEqual([
      'accountClosed',
      'nameMismatch',
      null,
    ]);

    const records = await api(t).as(dave).call(c.getUserCashAssetsHistory, { MaxResultCount: 100 });
    const of = (orderId: string) =>
      records.items
        .filter((x) => x.orderId === orderId)
        .map((x) => [x.recordType, x.amount])
        .sort();
    expect(records.items.filter((x) => x.recordType === r.recharge).map((x) => x.amount)).toEqual(['500']);
    // Withdrawal 60 paid: amount and fee frozen, then both left the balance.
    expect(of(paid.id)).toEqual(
      [
        [r.withdraw, '-1'],
        [r.withdraw, '-60'],
        [r.freeze, '-1'],
        [r.freeze, '-60'],
      ].sort(),
    );
    const paidFees = records.items.filter((x) => x.orderId === paid.id && x.fee);
    expect(paidFees.map((x) => [x.recordType, x.amount]).sort()).toEqual(
      [
        [r.withdraw, '-1'],
        [r.freeze, '-1'],
      ].sort(),
    );
    // Failed at the bank: frozen and released.
    expect(of(failed.id)).toEqual(
      [
        [r.freeze, '-1'],
        [r.freeze, '-30'],
        [r.unfreeze, '1'],
        [r.unfreeze, '30'],
      ].sort(),
    );
    // Returned after it settled: paid out, then amount and fee back.
    expect(
      of(returned.id).filter(([type, amount]) => type === r.withdraw && !String(amount).startsWith('-')),
    ).toEqual([
      [r.withdraw, '1'],
      [r.withdraw, '40'],
    ]);
    expect(records.items.find((x) => x.orderId === returned.id)?.failureReason).toBe(
      'returnedByBeneficiaryBank',
    );
    const sum = records.items.reduce(
      (acc, x) => (x.recordType === r.freeze || x.recordType === r.unfreeze ? acc : acc.plus(x.amount)),
      new Decimal(0),
    );
    expect(sum.toString()).toBe(
      new Decimal(
        (await api(t).as(dave).call(c.getCurrency, { currency: 'EUR' })).balance.balance,
      ).toString(),
    );

    // Filters, paging, the other name, and nobody else's.
    const freezes = await api(t).as(dave).call(c.getUserLegalCurrencyAssetsHistory, { type: r.freeze });
    expect(freezes.items.every((x) => x.recordType === r.freeze)).toBe(true);
    expect(freezes.totalCount).toBe(records.items.filter((x) => x.recordType === r.freeze).length);
    const page = await api(t).as(dave).call(c.getUserCashAssetsHistory, { MaxResultCount: 3, SkipCount: 3 });
    expect(page.items.map((x) => x.id)).toEqual(records.items.slice(3, 6).map((x) => x.id));
    expect((await api(t).as(dave).call(c.getUserCashAssetsHistory, { currency: 'GBP' })).totalCount).toBe(0);
    const future = new Date(t.clock.now.getTime() + hour).toISOString();
    expect((await api(t).as(dave).call(c.getUserCashAssetsHistory, { startTime: future })).totalCount).toBe(
      0,
    );
    const bobs = await api(t).as(bob).call(c.getUserCashAssetsHistory, { MaxResultCount: 100 });
    expect(bobs.items.some((x) => x.orderId === paid.id)).toBe(false);
    expect((await api(t).as(newcomer).call(c.getUserCashAssetsHistory, {})).totalCount).toBe(0);
    expect((await api(t).as(dave).fails(c.getUserCashAssetsHistory, { type: 42 })).status).toBe(400);
    expect((await api(t).send(c.getUserLegalCurrencyAssetsHistory, {})).status).toBe(401);
  });
});
