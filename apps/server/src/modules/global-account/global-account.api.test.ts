import {
  endpoints,
  fiatRecordType,
  globalAccountStatus,
  globalFeeRate,
  globalPayInStatus,
  globalServiceFee,
  globalServiceType,
} from '@coffer/contract';
import aba from 'abavalidator';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import * as ibantools from 'ibantools';
import UkModulusChecking from 'uk-modulus-checking';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, testPin as pin, type TestUser } from '../../../test/builders';
import { cashAuthorised, cashTopUp, openCashAccount } from '../../../test/cash-helpers';
import { images } from '../../../test/fixtures';
import { eurPayer, openGlobalAccount, payInFrom, uploadDocument } from '../../../test/global-helpers';
import { useTestApp } from '../../../test/harness';
import {
  globalAccountDetails,
  globalAccounts,
  globalAttachments,
  globalMoves,
  globalPayIns,
  globalPayWhitelist,
  securityOperations,
} from '../../db/schema';
import { systemAccount } from '../../ledger/accounts';

const g = endpoints.globalAccount;
const st = globalAccountStatus.members;
const ps = globalPayInStatus.members;
const svc = globalServiceType.members;
const t = useTestApp();
const hour = 3_600_000;
let alice: TestUser;
let bob: TestUser;
let newcomer: TestUser;
let aliceEur: Record<string, string>;

const authorised = (user: TestUser) => cashAuthorised(t, user);
const globalEur = async (user: TestUser) =>
  (await api(t).as(user).call(g.getGlobalAccountAssets)).find((b) => b.currency === 'EUR');
const cashEur = async (user: TestUser) =>
  (await api(t).as(user).call(endpoints.cash.getCashAssets)).find((b) => b.currency === 'EUR');
const fees = async () => (await t.modules.ledger.balance(systemAccount('fees', 'EUR'))).balance;
const payInRow = async (id: string) =>
  (await t.db.select().from(globalPayIns).where(eq(globalPayIns.id, id)))[0];

beforeAll(async () => {
  alice = await aUser().verified().fundPin(pin).withGoogle().with({ name: 'Alice Smith' }).create(t);
  bob = await aUser().verified().fundPin(pin).withGoogle().with({ name: 'Bob Jones' }).create(t);
  newcomer = await aUser().unverified().fundPin(pin).with({ name: 'New Comer' }).create(t);
  t.clock.advance(25 * hour);
  aliceEur = (await openGlobalAccount(t, alice)).EUR?.account ?? {};
});

describe('opening the global account', () => {
  it('needs verified identity (60013) and saves nothing without it', async () => {
    expect((await api(t).as(newcomer).fails(g.createGlobalAccount, { channel: 'personal' })).code).toBe(
      60013,
    );
    const upload = await uploadDocument(t, newcomer, 'proofOfAddress');
    expect(upload.error?.code).toBe(60013);
    const status = await api(t).as(newcomer).call(g.getGlobalAccountStatus);
    expect(status).toEqual({ kycVerified: false, cashAccountOpen: false, account: null });
    expect(
      await t.db.select().from(globalAccounts).where(eq(globalAccounts.userId, newcomer.id)),
    ).toHaveLength(0);
  });

  it('asks each channel for its own documents', async () => {
    const personal = await api(t)
      .as(bob)
      .call(g.getChannelAttachmentDynamicFormsFields, { channel: 'personal' });
    const business = await api(t)
      .as(bob)
      .call(g.getChannelAttachmentDynamicFormsFields, { channel: 'business' });
    expect(personal.fields.map((f) => f.key)).toEqual(['proofOfAddress', 'sourceOfFunds']);
    expect(business.fields.filter((f) => f.required).map((f) => f.key)).toEqual([
      'certificateOfIncorporation',
      'proofOfAddress',
      'ownershipStructure',
    ]);
    expect(personal.fields[0]).toMatchObject({ maxFiles: 2, maxBytes: 5 * 1024 * 1024 });
  });

  it('checks each document: wrong type, too big, too many, unknown field; files nothing refused', async () => {
    const carol = await aUser().verified().with({ name: 'Carol King' }).create(t);
    const gif = await uploadDocument(t, carol, 'proofOfAddress', {
      name: 'a.gif',
      type: 'image/gif',
      data: images.gif(),
    });
    expect(gif.status).toBe(400);
    const big = await uploadDocument(t, carol, 'proofOfAddress', {
      name: 'big.png',
      type: 'image/png',
      data: images.png(5 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    const unknown = await uploadDocument(t, carol, 'passportOfPet');
    expect(unknown.status).toBe(400);
    expect((await uploadDocument(t, carol, 'proofOfAddress')).status).toBe(200);
    expect(
      (
        await uploadDocument(t, carol, 'proofOfAddress', {
          name: 'b.jpg',
          type: 'image/jpeg',
          data: images.jpeg(),
        })
      ).status,
    ).toBe(200);
    const third = await uploadDocument(t, carol, 'proofOfAddress');
    expect(third.error?.code).toBe(50016);
    const filed = await t.db.select().from(globalAttachments).where(eq(globalAttachments.userId, carol.id));
    expect(filed).toHaveLength(2);
    const listed = await api(t).as(carol).call(g.getUserChannelAttachment, { channel: 'personal' });
    expect(listed.map((a) => a.contentType).sort()).toEqual(['image/jpeg', 'image/png']);
    expect(listed[0]?.url).toContain('signature=');
  });

  it('goes through review: missing documents, reconfirmation, rejection, approval, details per currency', async () => {
    const dan = await aUser().verified().with({ name: 'Dan Brown' }).create(t);
    const missing = await api(t).as(dan).fails(g.createGlobalAccount, { channel: 'business' });
    expect(missing.code).toBe(60703);
    await uploadDocument(t, dan, 'proofOfAddress');
    const applied = await api(t).as(dan).call(g.createGlobalAccount, { channel: 'personal' });
    expect(applied).toMatchObject({ opened: false, status: st.submittedAwaitingReview, channel: 'personal' });
    // Pressed twice: the same application.
    expect((await api(t).as(dan).call(g.createGlobalAccount, { channel: 'personal' })).status).toBe(
      st.submittedAwaitingReview,
    );
    // Under review the documents are locked.
    expect((await uploadDocument(t, dan, 'sourceOfFunds')).error?.code).toBe(60702);
    await t.modules.globalAccount.review(dan.id, {
      decision: 'reconfirm',
      reason: 'The bill is older than 3 months.',
    });
    expect((await api(t).as(dan).call(g.getGlobalAccountStatus)).account).toMatchObject({
      status: st.needsReconfirmation,
      reason: 'The bill is older than 3 months.',
    });
    expect((await uploadDocument(t, dan, 'proofOfAddress')).status).toBe(200);
    expect((await api(t).as(dan).call(g.updateGlobalAccount, { channel: 'personal' })).status).toBe(
      st.submittedAwaitingReview,
    );
    await t.modules.globalAccount.review(dan.id, { decision: 'reject', reason: 'Unsupported country.' });
    expect((await api(t).as(dan).call(g.getGlobalAccountStatus)).account?.status).toBe(st.rejected);
    await api(t).as(dan).call(g.updateGlobalAccount, { channel: 'personal' });
    await t.modules.globalAccount.review(dan.id, { decision: 'approve' });
    await expect(t.modules.globalAccount.review(dan.id, { decision: 'approve' })).rejects.toThrow();
    expect((await api(t).as(dan).call(g.getGlobalAccountStatus)).account?.status).toBe(st.beingCreated);
    expect(await api(t).as(dan).call(g.getGlobalAccountDetails, {})).toEqual([]);
    expect(await t.modules.globalAccount.openApproved()).toBe(1);
    expect(await t.modules.globalAccount.openApproved()).toBe(0);
    const status = await api(t).as(dan).call(g.getGlobalAccountStatus);
    expect(status.account).toMatchObject({ opened: true, status: null });
    const details = await api(t).as(dan).call(g.getGlobalAccountDetails, {});
    expect(details.map((d) => d.currency)).toEqual(['EUR', 'GBP', 'USD']);
    const [eur, gbp, usd] = details;
    expect(ibantools.validateIBAN(eur?.account.iban).valid).toBe(true);
    expect(eur?.account.iban?.startsWith('DE')).toBe(true);
    expect(eur?.accountName).toBe('Dan Brown');
    expect(
      new UkModulusChecking({
        sortCode: gbp?.account.sort_code ?? '',
        accountNumber: gbp?.account.account_number ?? '',
      }).isValid(),
    ).toBe(true);
    expect(aba.validate(usd?.account.aba ?? '')).toBe(true);
    expect(usd?.paymentTypes).toEqual(['ach', 'fedwire']);
    const rows = await t.db
      .select()
      .from(globalAccountDetails)
      .where(eq(globalAccountDetails.userId, dan.id));
    expect(rows).toHaveLength(3);
    // Each user's details are their own: nobody else's IBAN.
    const aliceIban = (await api(t).as(alice).call(g.getGlobalAccountDetails, { currency: 'EUR' }))[0]
      ?.account.iban;
    expect(aliceIban).not.toBe(eur?.account.iban);
  });
});

describe('fees and rates', () => {
  it('quotes the exact fee of the contract function, a pay-in by its payment type', async () => {
    const q = await api(t)
      .as(bob)
      .call(g.calculateServiceFee, { currency: 'EUR', serviceType: svc.fiatToGlobal, amount: '1234.56' });
    expect(q).toMatchObject({ fee: '2.47', net: '1232.09', rate: '0.002', minFee: '1', paymentType: null });
    const rate = globalFeeRate('USD', svc.payIn, 'fedwire');
    if (!rate) throw new Error('USD fedwire has a rate');
    const p = await api(t).as(bob).call(g.calculateServiceFee, {
      currency: 'USD',
      serviceType: svc.payIn,
      paymentType: 'fedwire',
      amount: '10000',
    });
    expect(p.fee).toBe(globalServiceFee('USD', rate, '10000').fee);
    expect(
      (
        await api(t)
          .as(bob)
          .fails(g.calculateServiceFee, { currency: 'EUR', serviceType: svc.payIn, amount: '10' })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(t)
          .as(bob)
          .fails(g.calculateServiceFee, { currency: 'JPY', serviceType: svc.fiatToGlobal, amount: '10' })
      ).code,
    ).toBe(40001);
    expect(
      (await api(t).as(null).fails(g.calculateServiceFee, { currency: 'EUR', serviceType: 1, amount: '10' }))
        .status,
    ).toBe(401);
  });

  it('lists the currencies, payment types with the payer form, and the user rates', async () => {
    const currencies = await api(t).as(bob).call(g.globalAccountCurrencys);
    expect(currencies.map((c) => c.currency)).toEqual(['EUR', 'GBP', 'USD']);
    const types = await api(t).as(bob).call(g.getSupportedPaymentType, { currency: 'GBP' });
    expect(types).toHaveLength(1);
    expect(types[0]?.payerForm.fields.map((f) => f.key)).toEqual(['sort_code', 'account_number']);
    const rates = await api(t).as(bob).call(g.getUserRateSetting, { currency: 'USD' });
    expect(rates.map((r) => [r.serviceType, r.paymentType])).toEqual([
      [svc.payIn, 'ach'],
      [svc.payIn, 'fedwire'],
      [svc.fiatToGlobal, null],
      [svc.globalToFiat, null],
    ]);
  });
});

describe('the payer whitelist', () => {
  it('needs the open account (60006), valid fields (named), the fund PIN and a second factor', async () => {
    expect(
      (
        await api(t)
          .as(bob)
          .fails(g.createPayWhitelist, { ...eurPayer, ...authorised(bob) })
      ).code,
    ).toBe(60006);
    const badIban = await api(t)
      .as(alice)
      .fails(g.createPayWhitelist, {
        ...eurPayer,
        fields: { iban: 'DE89370400440532013001', bic: 'COBADEFFXXX' },
        ...authorised(alice),
      });
    expect(badIban.status).toBe(400);
    expect(badIban.validationErrors?.map((e) => e.field)).toContain('fields.iban');
    const wrongPin = await api(t)
      .as(alice)
      .fails(g.createPayWhitelist, { ...eurPayer, ...authorised(alice), fundPassword: '000000' });
    expect(wrongPin.code).toBe(50002);
    const noCode = await api(t)
      .as(alice)
      .fails(g.createPayWhitelist, { ...eurPayer, fundPassword: pin });
    expect(noCode.status).toBeGreaterThanOrEqual(400);
    expect(
      await t.db.select().from(globalPayWhitelist).where(eq(globalPayWhitelist.userId, alice.id)),
    ).toHaveLength(0);
  });

  it('saves an entry usable after the cool-off, audited, once per payer account', async () => {
    const entry = await api(t)
      .as(alice)
      .call(g.createPayWhitelist, {
        ...eurPayer,
        fields: { iban: 'de89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
        ...authorised(alice),
      });
    expect(entry.fields.iban).toBe('DE89370400440532013000');
    expect(new Date(entry.usableFrom).getTime() - new Date(entry.createdAt).getTime()).toBe(24 * hour);
    expect(
      (
        await api(t)
          .as(alice)
          .fails(g.createPayWhitelist, { ...eurPayer, ...authorised(alice) })
      ).code,
    ).toBe(60704);
    expect((await api(t).as(alice).call(g.getPayWhitelist, {})).map((w) => w.id)).toEqual([entry.id]);
    expect(await api(t).as(bob).call(g.getPayWhitelist, {})).toEqual([]);
    expect(
      (
        await api(t)
          .as(bob)
          .fails(g.deletePayWhitelist, { id: entry.id, ...authorised(bob) })
      ).status,
    ).toBe(404);
    const logged = await t.db
      .select()
      .from(securityOperations)
      .where(eq(securityOperations.userId, alice.id));
    expect(logged.map((l) => l.operation)).toContain('addPayWhitelist');
  });
});

describe('incoming payments', () => {
  it('from a whitelisted payer in its cool-off: queued, not credited', async () => {
    const before = (await globalEur(alice))?.balance;
    const r = await payInFrom(t, aliceEur, 'DE89370400440532013000', '100');
    expect(r.outcome).toBe('review');
    expect(r.payIn?.reviewReason).toBe('whitelistCoolingOff');
    expect((await globalEur(alice))?.balance).toBe(before);
    // The operator returns it: nothing credited, decided once.
    const returned = await t.modules.globalAccount.decidePayIn(r.payIn?.id ?? '', {
      release: false,
      reason: 'Too early.',
    });
    expect(returned.status).toBe(ps.returned);
    // Its owner reads the operator's words beside it.
    expect(
      (await api(t).as(alice).call(g.getPayInList, {})).items.find((p) => p.id === returned.id),
    ).toMatchObject({ status: ps.returned, returnReason: 'Too early.', credited: null });
    await expect(t.modules.globalAccount.decidePayIn(r.payIn?.id ?? '', { release: true })).rejects.toThrow();
    expect((await globalEur(alice))?.balance).toBe(before);
  });

  it('from a whitelisted payer past its cool-off: credited once, less the quoted pay-in fee', async () => {
    t.clock.advance(25 * hour);
    const feesBefore = await fees();
    const quote = await api(t).as(alice).call(g.calculateServiceFee, {
      currency: 'EUR',
      serviceType: svc.payIn,
      paymentType: 'sepa',
      amount: '1000',
    });
    const first = await payInFrom(t, aliceEur, 'DE89370400440532013000', '1000', 'BANK-T-0001');
    expect(first.outcome).toBe('credited');
    // The bank repeats its notification: nothing new.
    expect((await payInFrom(t, aliceEur, 'DE89370400440532013000', '1000', 'BANK-T-0001')).outcome).toBe(
      'duplicate',
    );
    expect((await globalEur(alice))?.balance).toBe(quote.net);
    expect(new Decimal(await fees()).minus(feesBefore).toFixed()).toBe(quote.fee);
    const row = await payInRow(first.payIn?.id ?? '');
    expect(row).toMatchObject({ status: ps.credited, reviewReason: null });
    expect(new Decimal(row?.fee ?? '').toFixed()).toBe(quote.fee);
    expect(
      await t.db.select().from(globalPayIns).where(eq(globalPayIns.bankTransferId, 'BANK-T-0001')),
    ).toHaveLength(1);
    const list = await api(t).as(alice).call(g.getPayInList, { status: ps.credited });
    expect(list.items[0]).toMatchObject({ status: ps.credited, credited: quote.net, fee: quote.fee });
    expect((await api(t).as(bob).call(g.getPayInList, {})).totalCount).toBe(0);
  });

  it('from an unknown payer: queued for review, then released by the operator', async () => {
    const before = new Decimal((await globalEur(alice))?.balance ?? '0');
    const r = await payInFrom(t, aliceEur, 'FR1420041010050500013M02606', '50');
    expect(r.outcome).toBe('review');
    expect(r.payIn?.reviewReason).toBe('notWhitelisted');
    expect((await globalEur(alice))?.balance).toBe(before.toFixed());
    const queue = await t.modules.globalAccount.payInsForReview();
    expect(queue.map((p) => p.id)).toContain(r.payIn?.id);
    const released = await t.modules.globalAccount.decidePayIn(r.payIn?.id ?? '', { release: true });
    expect(released).toMatchObject({ status: ps.credited, fee: '0.5', credited: '49.5' });
    expect((await globalEur(alice))?.balance).toBe(before.plus('49.5').toFixed());
  });

  it('to details nobody holds: not ours (nothing recorded)', async () => {
    const r = await payInFrom(t, { iban: 'DE89370400440532013000' }, 'FR1420041010050500013M02606', '50');
    expect(r.outcome).toBe('unknown');
  });
});

describe('moves between the cash and the global account', () => {
  it('needs both accounts open (60006)', async () => {
    const q = { currency: 'EUR', amount: '20', fee: '1' };
    expect((await api(t).as(alice).fails(g.createFiatToGlobal, q)).code).toBe(60006);
    expect((await api(t).as(bob).fails(g.createGlobalToFiat, q)).code).toBe(60006);
    expect((await api(t).as(newcomer).fails(g.createGlobalToFiat, q)).code).toBe(60013);
  });

  it('charges exactly the quoted fee, refuses a stale fee, and is idempotent', async () => {
    await openCashAccount(t, alice);
    await cashTopUp(t, alice, '250');
    const quote = await api(t)
      .as(alice)
      .call(g.calculateServiceFee, { currency: 'EUR', serviceType: svc.fiatToGlobal, amount: '150.55' });
    expect(quote.fee).toBe('1');
    const globalBefore = new Decimal((await globalEur(alice))?.balance ?? '0');
    const feesBefore = new Decimal(await fees());
    const stale = await api(t)
      .as(alice)
      .fails(g.createFiatToGlobal, { currency: 'EUR', amount: '150.55', fee: '0.3' });
    expect(stale.code).toBe(60701);
    expect(await t.db.select().from(globalMoves).where(eq(globalMoves.userId, alice.id))).toHaveLength(0);
    const input = { currency: 'EUR', amount: '150.55', fee: quote.fee, requestId: 'move-0001' };
    const move = await api(t).as(alice).call(g.createFiatToGlobal, input);
    const again = await api(t).as(alice).call(g.createFiatToGlobal, input);
    expect(again.id).toBe(move.id);
    expect(move).toMatchObject({ recordType: fiatRecordType.members.fiatToGlobal, fee: '1', net: '149.55' });
    expect((await cashEur(alice))?.balance).toBe('99.45');
    expect((await globalEur(alice))?.balance).toBe(globalBefore.plus('149.55').toFixed());
    expect(new Decimal(await fees()).minus(feesBefore).toFixed()).toBe('1');
    expect(await t.db.select().from(globalMoves).where(eq(globalMoves.userId, alice.id))).toHaveLength(1);
    // The cash account's records show the move as fiat-to-global; its balances leave the global account out.
    const records = await api(t)
      .as(alice)
      .call(endpoints.cash.getUserCashAssetsHistory, { type: fiatRecordType.members.fiatToGlobal });
    expect(records.items.map((r) => r.amount).sort()).toEqual(['-1', '-149.55']);
    expect((await api(t).as(alice).call(g.getTransferList, {})).items.map((m) => m.id)).toEqual([move.id]);
  });

  it('refuses below the minimum (40013), more than the balance (60007, 60028), and changes nothing', async () => {
    const cashBefore = (await cashEur(alice))?.balance;
    const globalBefore = (await globalEur(alice))?.balance;
    expect(
      (await api(t).as(alice).fails(g.createFiatToGlobal, { currency: 'EUR', amount: '9.99', fee: '1' }))
        .code,
    ).toBe(40013);
    expect(
      (await api(t).as(alice).fails(g.createFiatToGlobal, { currency: 'EUR', amount: '5000', fee: '10' }))
        .code,
    ).toBe(60007);
    expect(
      (await api(t).as(alice).fails(g.createGlobalToFiat, { currency: 'EUR', amount: '50000', fee: '100' }))
        .code,
    ).toBe(60028);
    expect((await cashEur(alice))?.balance).toBe(cashBefore);
    expect((await globalEur(alice))?.balance).toBe(globalBefore);
  });

  it('moves the whole global balance once when 20 ask at the same time', async () => {
    const whole = (await globalEur(alice))?.available ?? '0';
    const quote = await api(t)
      .as(alice)
      .call(g.calculateServiceFee, { currency: 'EUR', serviceType: svc.globalToFiat, amount: whole });
    const cashBefore = new Decimal((await cashEur(alice))?.balance ?? '0');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(t).as(alice).send(g.createGlobalToFiat, { currency: 'EUR', amount: whole, fee: quote.fee }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.error?.code === 60028)).toBe(true);
    expect((await globalEur(alice))?.balance).toBe('0');
    expect((await cashEur(alice))?.balance).toBe(cashBefore.plus(quote.net).toFixed());
    const moves = await t.db.select().from(globalMoves).where(eq(globalMoves.userId, alice.id));
    expect(moves.filter((m) => m.recordType === fiatRecordType.members.globalToFiat)).toHaveLength(1);
  });
});
