import { constants, endpoints, type KycStatus, kycStatus, walletType } from '@coffer/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, btcAddress, goodPassword, type TestUser, testPin } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { ledgerTransfers, withdrawals } from '../../db/schema';

/**
 * The guards every money movement a user starts goes through: the 24-hour hold after a security
 * change (security-hold.guard.ts) and the KYC gate (kyc.guard.ts), each answered the same way
 * whichever call trips it.
 */
const w = walletType.members;

const t = useTestApp();

const spot = async (user: TestUser, coin: string) => (await balanceOf(t, user, coin)).balance;
const transferCount = async () => (await t.db.select({ n: count() }).from(ledgerTransfers))[0]?.n;
const withdrawalsOf = async (user: TestUser) =>
  t.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id));

/** A verified user with a fund PIN, USDT and BTC in the spot wallet and a whitelisted BTC address. */
const fundedUser = (email: string, kyc: KycStatus = kycStatus.members.verified) =>
  aUser()
    .email(email)
    .kyc(kyc)
    .fundPin()
    .funded('USDT', '100')
    .funded('BTC', '1')
    .whitelisted('BTC', 'BTC', btcAddress)
    .create(t);

const transfer = (user: TestUser) =>
  api(t).as(user).send(endpoints.transfers.transfer, {
    coin: 'USDT',
    amount: '10',
    fromWalletType: w.spot,
    toWalletType: w.flashExchange,
  });
const withdraw = (user: TestUser) =>
  api(t).as(user).send(endpoints.withdrawals.apply, {
    coin: 'BTC',
    network: 'BTC',
    address: btcAddress,
    amount: '0.01',
    fundPassword: testPin,
  });
const changePassword = (user: TestUser) =>
  api(t).as(user).call(endpoints.security.updatePassword, {
    oldPassword: goodPassword,
    newPassword: 'Another#Pass1',
    confirmPassword: 'Another#Pass1',
  });

describe('the 24-hour hold after a security change', () => {
  it('refuses transfers and withdrawals after Profile/UpdatePassword (60011), moving nothing', async () => {
    const u = await fundedUser('hold-transfer@example.com');
    await changePassword(u);
    const holdUntil = new Date(t.clock.now.getTime() + constants.securityChangeHoldMs).toISOString();
    const transfersBefore = await transferCount();

    const refused = await transfer(u);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 60011, data: { holdUntil } });
    const withdrawal = await withdraw(u);
    expect(withdrawal.error).toMatchObject({ code: 60011, data: { holdUntil } });

    expect(await transferCount()).toBe(transfersBefore);
    expect(await spot(u, 'USDT')).toBe('100');
    expect(await spot(u, 'BTC')).toBe('1');
    expect(await withdrawalsOf(u)).toEqual([]);
  });

  it('lets them through once the 24 hours are over', async () => {
    const u = await fundedUser('hold-ends@example.com');
    await changePassword(u);
    t.clock.advance(constants.securityChangeHoldMs + 1000);
    expect((await transfer(u)).status).toBe(200);
    expect(await spot(u, 'USDT')).toBe('90');
    expect((await withdraw(u)).status).toBe(200);
  });
});

describe('the KYC gate of a withdrawal', () => {
  it.each([
    [kycStatus.members.unverified, 'unverified'],
    [kycStatus.members.underReview, 'under review'],
    [kycStatus.members.failed, 'failed'],
  ])('answers 60013 with error.data.kycStatus %i (%s), reserving nothing', async (status, _name) => {
    const u = await fundedUser(`kyc-gate-${status}@example.com`, status);
    const res = await withdraw(u);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 60013, data: { kycStatus: status } });
    expect(await spot(u, 'BTC')).toBe('1');
    expect(await withdrawalsOf(u)).toEqual([]);
  });
});
