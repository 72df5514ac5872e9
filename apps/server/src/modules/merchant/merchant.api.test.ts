import {
  accountType,
  endpoints,
  merchantApplicationStatus,
  merchantType,
  subMerchantStatus,
} from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, type TestUser } from '../../../test/builders';
import { outboxTo } from '../../../test/codes';
import { useTestApp } from '../../../test/harness';
import { runOps } from '../../../test/ops';
import { subMerchantFields } from '../../../test/payment-helpers';
import { merchantApplications, merchantRates, merchants, subMerchants, users } from '../../db/schema';
import type { OpsCommand } from '../../ops/commands';
import { merchantFeeCommand, merchantReviewCommand } from '../../ops/merchant';

const m = endpoints.merchant;
const t = useTestApp({ newDeviceVerification: false });

const host = (user: TestUser) => api(t).as(user).on('merchant');
const aMerchant = (official = false) =>
  aUser().verified().merchant().with({ isOfficial: official }).create(t);
const run = (command: OpsCommand, positionals: string[] = [], values: Record<string, unknown> = {}) =>
  runOps(t, command, positionals, values);
const passwordIn = (body: string) => body.split(': ').at(-1) ?? '';

describe('the merchant host', () => {
  it('refuses a personal user on every signed-in call there (403), and on merchant calls on any host', async () => {
    const alice = await aUser().verified().create(t);
    const res = await host(alice).fails(m.rateGetAll);
    expect(res.status).toBe(403);
    expect(res.details).toMatch(/merchant role has no access/i);
    expect((await host(alice).fails(endpoints.auth.getAccountInfo)).status).toBe(403);
    expect((await host(alice).fails(endpoints.assets.getAssets)).status).toBe(403);
    // The same call on the base host still answers the personal user.
    expect((await api(t).as(alice).send(endpoints.auth.getAccountInfo)).status).toBe(200);
  });

  it('answers GetAccountInfo to a merchant and its sub-merchant', async () => {
    const shop = await aMerchant(true);
    expect((await host(shop).call(endpoints.auth.getAccountInfo)).isOfficial).toBe(true);
  });
});

describe('sub-merchants', () => {
  it('creates one (password e-mailed), lists, gets, updates, and the sub-merchant signs in', async () => {
    const shop = await aMerchant(true);
    const fields = subMerchantFields({ approveRefund: true });
    const created = await host(shop).call(m.subMerchantCreate, fields);
    expect(created).toMatchObject({
      userName: fields.userName,
      emailAddress: fields.emailAddress,
      status: subMerchantStatus.members.active,
      approveRefund: true,
      approvePayment: false,
      createdBy: shop.uid,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.accountType).toBe(accountType.members.subMerchant);
    const [sub] = await t.db.select().from(subMerchants).where(eq(subMerchants.userId, created.id));
    expect(sub?.merchantId).toBe(shop.id);

    const list = await host(shop).call(m.subMerchantGetList, {});
    expect(list.totalCount).toBe(1);
    expect(list.items[0]?.id).toBe(created.id);
    const updated = await host(shop).call(m.subMerchantUpdate, {
      ...subMerchantFields(),
      id: created.id,
      userName: 'Front desk',
      receiptValidMinutes: 45,
    });
    expect(updated).toMatchObject({ userName: 'Front desk', receiptValidMinutes: 45, approveRefund: false });
    expect((await host(shop).call(m.subMerchantGet, { id: created.id })).userName).toBe('Front desk');

    const [mail] = await outboxTo(t, fields.emailAddress);
    const password = passwordIn(mail?.body ?? '');
    const signIn = await api(t).on('merchant').send(endpoints.auth.authenticateByEmailAddress, {
      emailAddress: fields.emailAddress,
      password,
    });
    expect(signIn.status).toBe(200);
    const token = signIn.result?.accessToken ?? '';
    // It signs in, but manages no sub-merchants and no rates; it reads its merchant's fees.
    const cashier = api(t).as({ token }).on('merchant');
    expect((await cashier.fails(m.subMerchantGetList, {})).status).toBe(403);
    expect(
      (await cashier.fails(m.rateCreate, { legalCurrency: 'USD', collectionCurrency: 'USDT', rate: '1' }))
        .status,
    ).toBe(403);
    // No row set yet: the platform's rate on payments, in each coin a payment can arrive in.
    const fees = await cashier.call(m.getMerchantChannelRates);
    expect(fees.map((f) => [f.currency, f.businessType, f.feeRate, f.source])).toEqual([
      ['BTC', 1, '0.005', 'default'],
      ['ETH', 1, '0.005', 'default'],
      ['TRX', 1, '0.005', 'default'],
      ['USDC', 1, '0.005', 'default'],
      ['USDT', 1, '0.005', 'default'],
    ]);
  });

  it('refuses bad input and a taken e-mail, and changes nothing', async () => {
    const shop = await aMerchant(true);
    const bad = await host(shop).fails(m.subMerchantCreate, subMerchantFields({ receiptValidMinutes: 0 }));
    expect(bad.code).toBe(400);
    const taken = await host(shop).fails(
      m.subMerchantCreate,
      subMerchantFields({ emailAddress: shop.email }),
    );
    expect(taken.code).toBe(51093);
    expect(await t.db.select().from(subMerchants).where(eq(subMerchants.merchantId, shop.id))).toHaveLength(
      0,
    );
  });

  it('keeps a trial merchant to its limit (60302)', async () => {
    const trial = await aMerchant(false);
    await host(trial).call(m.subMerchantCreate, subMerchantFields());
    await host(trial).call(m.subMerchantCreate, subMerchantFields());
    const third = await host(trial).fails(m.subMerchantCreate, subMerchantFields());
    expect(third.code).toBe(60302);
    expect(await t.db.select().from(subMerchants).where(eq(subMerchants.merchantId, trial.id))).toHaveLength(
      2,
    );
  });

  it('never shows or changes another merchant’s sub-merchant (404)', async () => {
    const a = await aMerchant(true);
    const b = await aMerchant(true);
    const bs = await host(b).call(m.subMerchantCreate, subMerchantFields());
    for (const [endpoint, input] of [
      [m.subMerchantGet, { id: bs.id }],
      [m.subMerchantUpdate, { ...subMerchantFields(), id: bs.id }],
      [m.subMerchantResetPassword, { id: bs.id }],
      [m.subMerchantActive, { id: bs.id }],
      [m.subMerchantInActive, { id: bs.id }],
      [m.subMerchantDelete, { id: bs.id }],
    ] as const)
      expect((await host(a).fails(endpoint, input as never)).code).toBe(404);
    expect((await host(a).call(m.subMerchantGetList, {})).totalCount).toBe(0);
    const [row] = await t.db.select().from(subMerchants).where(eq(subMerchants.userId, bs.id));
    expect(row).toMatchObject({ status: 0, deletedAt: null });
  });

  it('deactivated cannot sign in and its session ends; activated can again; deleted is gone', async () => {
    const shop = await aMerchant(true);
    const fields = subMerchantFields();
    const sub = await host(shop).call(m.subMerchantCreate, fields);
    await host(shop).call(m.subMerchantResetPassword, { id: sub.id });
    const [mail] = await outboxTo(t, fields.emailAddress);
    const password = passwordIn(mail?.body ?? '');
    const signIn = () =>
      api(t)
        .on('merchant')
        .send(endpoints.auth.authenticateByEmailAddress, { emailAddress: fields.emailAddress, password });
    const token = (await signIn()).result?.accessToken ?? '';
    expect(await host(shop).call(m.subMerchantInActive, { id: sub.id })).toBe(true);
    expect((await t.db.select().from(subMerchants).where(eq(subMerchants.userId, sub.id)))[0]?.status).toBe(
      1,
    );
    expect((await signIn()).error?.code).toBe(60004);
    expect((await api(t).as({ token }).on('merchant').send(m.getMerchantChannelRates)).error?.code).toBe(
      80001,
    );
    await host(shop).call(m.subMerchantActive, { id: sub.id });
    expect((await signIn()).status).toBe(200);
    await host(shop).call(m.subMerchantDelete, { id: sub.id });
    expect((await signIn()).error?.code).toBe(60004);
    expect((await host(shop).fails(m.subMerchantGet, { id: sub.id })).code).toBe(404);
    expect(
      (await t.db.select().from(subMerchants).where(eq(subMerchants.userId, sub.id)))[0]?.deletedAt,
    ).not.toBeNull();
  });

  it('only an approval role may approve: merchantAccess.can and merchantOf', async () => {
    const shop = await aMerchant(true);
    const other = await aMerchant(true);
    const sub = await host(shop).call(m.subMerchantCreate, subMerchantFields({ approvePayment: true }));
    const access = t.modules.merchantAccess;
    expect(await access.can(shop.id, 'approveRefund')).toBe(true);
    expect(await access.can(sub.id, 'approvePayment')).toBe(true);
    expect(await access.can(sub.id, 'approveRefund')).toBe(false);
    expect(await access.can(sub.id, 'approveTransfer')).toBe(false);
    expect(await access.merchantOf(sub.id)).toBe(shop.id);
    expect(await access.merchantOf(shop.id)).toBe(shop.id);
    expect(await access.merchantOf(other.id)).toBe(other.id);
    const alice = await aUser().create(t);
    expect(await access.merchantOf(alice.id)).toBeUndefined();
    expect(await access.can(alice.id, 'approvePayment')).toBe(false);
    await host(shop).call(m.subMerchantInActive, { id: sub.id });
    expect(await access.can(sub.id, 'approvePayment')).toBe(false);
    expect(await access.merchantOf(sub.id)).toBeUndefined();
  });
});

describe('rates and channel fees', () => {
  it('creates, lists, updates and deletes rates exactly; one per pair (60301); settlement coins only (60002); legal currencies only (40001)', async () => {
    const shop = await aMerchant(true);
    const coins = await host(shop).call(m.getMerchantSettlementCoinList);
    expect(coins.map((c) => c.coin)).toContain('USDT');
    const ref = await host(shop).call(m.getReferenceExchangeRate, {
      legalCurrency: 'EUR',
      collectionCurrency: 'USDT',
    });
    expect(ref.rate).toBe('1.085');
    expect(
      (
        await host(shop).fails(m.getReferenceExchangeRate, {
          legalCurrency: 'XYZ',
          collectionCurrency: 'USDT',
        })
      ).code,
    ).toBe(40001);
    expect(
      (await host(shop).fails(m.rateCreate, { legalCurrency: 'XYZ', collectionCurrency: 'USDT', rate: '1' }))
        .code,
    ).toBe(40001);

    const rate = await host(shop).call(m.rateCreate, {
      legalCurrency: 'usd',
      collectionCurrency: 'USDT',
      rate: '1.000000000000000001',
    });
    expect(rate).toMatchObject({ legalCurrency: 'USD', rate: '1.000000000000000001' });
    expect(
      (await host(shop).fails(m.rateCreate, { legalCurrency: 'USD', collectionCurrency: 'USDT', rate: '2' }))
        .code,
    ).toBe(60301);
    expect(
      (await host(shop).fails(m.rateCreate, { legalCurrency: 'USD', collectionCurrency: 'EUR', rate: '2' }))
        .code,
    ).toBe(60002);
    expect(
      (await host(shop).fails(m.rateCreate, { legalCurrency: 'USD', collectionCurrency: 'BTC', rate: '-1' }))
        .code,
    ).toBe(400);
    const updated = await host(shop).call(m.rateUpdate, {
      id: rate.id,
      legalCurrency: 'USD',
      collectionCurrency: 'USDT',
      rate: '0.99',
    });
    expect(updated.rate).toBe('0.99');
    expect(await host(shop).call(m.rateGetAll)).toHaveLength(1);
    const [row] = await t.db.select().from(merchantRates).where(eq(merchantRates.id, rate.id));
    expect(row?.rate).toMatch(/^0\.99/);

    const other = await aMerchant(true);
    expect(
      (
        await host(other).fails(m.rateUpdate, {
          id: rate.id,
          legalCurrency: 'USD',
          collectionCurrency: 'USDT',
          rate: '5',
        })
      ).code,
    ).toBe(404);
    expect((await host(other).fails(m.rateDelete, { id: rate.id })).code).toBe(404);
    expect(await host(other).call(m.rateGetAll)).toEqual([]);
    expect(await host(shop).call(m.rateDelete, { id: rate.id })).toBe(true);
    expect(await t.db.select().from(merchantRates).where(eq(merchantRates.merchantId, shop.id))).toHaveLength(
      0,
    );
  });

  it('shows the operator’s fees: the default for all, a merchant’s own over it', async () => {
    const shop = await aMerchant(true);
    const other = await aMerchant(true);
    await run(merchantFeeCommand, [], {
      merchant: 'all',
      currency: 'USDT',
      business: 'receipt',
      rate: '0.005',
    });
    await run(merchantFeeCommand, [], {
      merchant: 'all',
      currency: 'USDT',
      business: 'withdraw',
      rate: '0.001',
    });
    expect(
      await run(merchantFeeCommand, [], {
        merchant: shop.uid,
        currency: 'usdt',
        business: 'receipt',
        rate: '0.003',
      }),
    ).toContain('0.003');
    const usdt = (fees: { currency: string }[]) => fees.filter((f) => f.currency === 'USDT');
    expect(usdt(await host(shop).call(m.getMerchantChannelRates))).toEqual([
      { currency: 'USDT', businessType: 1, feeRate: '0.003', source: 'merchant' },
      { currency: 'USDT', businessType: 4, feeRate: '0.001', source: 'default' },
    ]);
    expect(usdt(await host(other).call(m.getMerchantChannelRates))[0]).toMatchObject({
      feeRate: '0.005',
      source: 'default',
    });
    await expect(
      run(merchantFeeCommand, [], { merchant: '99999999', currency: 'USDT', business: 'receipt', rate: '1' }),
    ).rejects.toThrow(/No merchant/);
    await run(merchantFeeCommand, [], {
      merchant: 'all',
      currency: 'USDT',
      business: 'receipt',
      remove: true,
    });
    await run(merchantFeeCommand, [], {
      merchant: 'all',
      currency: 'USDT',
      business: 'withdraw',
      remove: true,
    });
  });
});

describe('the official application', () => {
  const certificate = async (user: TestUser) => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]);
    const res = await api(t)
      .as(user)
      .upload(
        endpoints.auth.imageUpload,
        { purpose: 'merchantCertificate' },
        { name: 'c.png', type: 'image/png', data: png },
      );
    return res.result?.fileId ?? '';
  };
  const application = (fileId: string, over: Record<string, unknown> = {}) => ({
    fullName: `Lumen Roasters ${Date.now()}`,
    shortName: 'Lumen',
    companyWebsite: 'https://lumen.test',
    address: '1 Coffee Lane',
    businessScope: 'Coffee',
    receiptCurrency: 'USDT',
    certificateFileId: fileId,
    agreeContract: true as const,
    ...over,
  });

  it('starts the application from what the merchant typed at registration', async () => {
    const trial = await aMerchant(false);
    await t.db.insert(merchants).values({
      userId: trial.id,
      fullName: `Harbour Tea ${Date.now()}`,
      shortName: 'Harbour',
      companyWebsite: 'https://harbour.test',
      address: '2 Quay Street',
      businessScope: 'Tea',
      receiptCurrency: 'USDT',
      certificateFileId: await certificate(trial),
      createdAt: new Date(),
    });
    const info = await host(trial).call(m.getMerchantInfo);
    expect(info.application).toMatchObject({
      shortName: 'Harbour',
      companyWebsite: 'https://harbour.test',
      address: '2 Quay Street',
      businessScope: 'Tea',
      receiptCurrency: 'USDT',
    });
    expect(info.application.fullName).toMatch(/^Harbour Tea/);
    // A draft's own value wins over the registration's.
    const draft = await host(trial).call(m.saveToBecomeOfficial, { shortName: 'Harbour Teas' });
    expect(draft.application).toMatchObject({ shortName: 'Harbour Teas', address: '2 Quay Street' });
  });

  it('saves a draft, applies, is rejected with a reason, applies again and is approved', async () => {
    const trial = await aMerchant(false);
    const info = await host(trial).call(m.getMerchantInfo);
    expect(info).toMatchObject({
      merchantType: merchantType.members.trial,
      applicationStatus: 0,
      subMerchantMax: 2,
      contractReadSeconds: 10,
    });
    const draft = await host(trial).call(m.saveToBecomeOfficial, { shortName: 'Lumen' });
    expect(draft.application.shortName).toBe('Lumen');
    expect(draft.applicationStatus).toBe(0);
    const fileId = await certificate(trial);
    expect((await host(trial).fails(m.applyToBecomeOfficial, application('not-mine'))).code).toBe(50012);
    expect(
      (
        await host(trial).fails(m.applyToBecomeOfficial, {
          ...application(fileId),
          agreeContract: false,
        } as never)
      ).code,
    ).toBe(400);
    const applied = await host(trial).call(m.applyToBecomeOfficial, application(fileId));
    expect(applied.applicationStatus).toBe(merchantApplicationStatus.members.underReview);
    expect((await host(trial).fails(m.saveToBecomeOfficial, { shortName: 'x' })).code).toBe(60303);

    expect(await run(merchantReviewCommand)).toContain(trial.uid);
    await expect(run(merchantReviewCommand, [trial.uid], { reject: true })).rejects.toThrow(/reason/);
    await run(merchantReviewCommand, [trial.uid], { reject: true, reason: 'Certificate unreadable' });
    const rejected = await host(trial).call(m.getMerchantInfo);
    expect(rejected).toMatchObject({
      applicationStatus: 3,
      rejectReason: 'Certificate unreadable',
      isOfficial: false,
    });
    expect((await outboxTo(t, trial.email ?? ''))[0]?.body).toContain('Certificate unreadable');

    await host(trial).call(m.applyToBecomeOfficial, application(fileId, { fullName: 'Lumen Roasters Pte' }));
    expect(await run(merchantReviewCommand, [trial.uid], { approve: true })).toContain('official');
    const approved = await host(trial).call(m.getMerchantInfo);
    expect(approved).toMatchObject({
      applicationStatus: 2,
      isOfficial: true,
      merchantType: 2,
      subMerchantMax: null,
    });
    const [company] = await t.db.select().from(merchants).where(eq(merchants.userId, trial.id));
    expect(company).toMatchObject({ fullName: 'Lumen Roasters Pte', merchantType: 2, applicationStatus: 2 });
    expect((await t.db.select().from(users).where(eq(users.id, trial.id)))[0]?.isOfficial).toBe(true);
    await expect(run(merchantReviewCommand, [trial.uid], { approve: true })).rejects.toThrow();
    expect((await host(trial).fails(m.applyToBecomeOfficial, application(fileId))).code).toBe(60303);
    const [app] = await t.db
      .select()
      .from(merchantApplications)
      .where(eq(merchantApplications.userId, trial.id));
    expect(app?.reviewedBy).toBe('operator');
  });

  it('is the merchant’s alone: a sub-merchant gets 403', async () => {
    const shop = await aMerchant(true);
    const fields = subMerchantFields();
    await host(shop).call(m.subMerchantCreate, fields);
    const [mail] = await outboxTo(t, fields.emailAddress);
    const signIn = await api(t)
      .on('merchant')
      .send(endpoints.auth.authenticateByEmailAddress, {
        emailAddress: fields.emailAddress,
        password: passwordIn(mail?.body ?? ''),
      });
    const cashier = api(t)
      .as({ token: signIn.result?.accessToken ?? '' })
      .on('merchant');
    expect((await cashier.fails(m.getMerchantInfo)).status).toBe(403);
    expect((await cashier.fails(m.saveToBecomeOfficial, {})).status).toBe(403);
  });
});

describe('the merchant token refresh', () => {
  it('rotates a merchant’s tokens, and refuses a personal user’s (403) without spending them', async () => {
    const shop = await aMerchant(true);
    const signIn = await api(t)
      .on('merchant')
      .call(endpoints.auth.authenticateByEmailAddress, {
        emailAddress: shop.email ?? '',
        password: shop.password,
      });
    const next = await api(t)
      .on('merchant')
      .call(m.refreshToken, { accessToken: signIn.accessToken, refreshToken: signIn.refreshToken });
    expect(next.refreshToken).not.toBe(signIn.refreshToken);
    expect(
      (
        await api(t)
          .on('merchant')
          .fails(m.refreshToken, { accessToken: 'x', refreshToken: next.refreshToken })
      ).status,
    ).toBe(401);

    const alice = await aUser().create(t);
    const own = await api(t).call(endpoints.auth.authenticateByEmailAddress, {
      emailAddress: alice.email ?? '',
      password: alice.password,
    });
    expect(
      (
        await api(t)
          .on('merchant')
          .fails(m.refreshToken, { accessToken: own.accessToken, refreshToken: own.refreshToken })
      ).status,
    ).toBe(403);
    expect((await api(t).send(endpoints.auth.refreshToken, { refreshToken: own.refreshToken })).status).toBe(
      200,
    );
  });
});
