import { constants, endpoints, type KycStatus, kycStatus, walletType } from '@coffer/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, goodPassword, testHasher } from '../../../test/auth-helpers';
import { fund } from '../../../test/builders';
import { startTestApp, type TestApp } from '../../../test/harness';
import { call, userWithToken } from '../../../test/security-helpers';
import { ledgerTransfers, userCoinAddresses, withdrawals } from '../../db/schema';
import { userAccount } from '../../ledger/accounts';
import { createLedger } from '../../ledger/ledger';

/**
 * The guards every money movement a user starts goes through: the 24-hour hold after a security
 * change (security-hold.guard.ts) and the KYC gate (kyc.guard.ts), each answered the same way
 * whichever call trips it.
 */
const w = walletType.members;
const pin = '246810';
const btcAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const spot = async (userId: number, coin: string) =>
  (await createLedger(t.db).balance(userAccount(userId, coin, w.spot))).balance;
const transferCount = async () => (await t.db.select({ n: count() }).from(ledgerTransfers))[0]?.n;
const withdrawalsOf = async (userId: number) =>
  t.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));

/** A verified user with a fund PIN, USDT and BTC in the spot wallet and a whitelisted BTC address. */
async function fundedUser(email: string, kyc: KycStatus = kycStatus.members.verified) {
  const u = await userWithToken(t, { email, kycStatus: kyc, fundPasswordHash: await testHasher.hash(pin) });
  await fund(t.db, u.user, 'USDT', '100');
  await fund(t.db, u.user, 'BTC', '1');
  await t.db
    .insert(userCoinAddresses)
    .values({ userId: u.user.id, coin: 'BTC', network: 'BTC', address: btcAddress, usableFrom: new Date(0) });
  return u;
}

const transfer = (token: string) =>
  call(t, endpoints.transfers.transfer, token, {
    coin: 'USDT',
    amount: '10',
    fromWalletType: w.spot,
    toWalletType: w.flashExchange,
  });
const withdraw = (token: string) =>
  call(t, endpoints.withdrawals.apply, token, {
    coin: 'BTC',
    network: 'BTC',
    address: btcAddress,
    amount: '0.01',
    fundPassword: pin,
  });

describe('the 24-hour hold after a security change', () => {
  it('refuses transfers and withdrawals after Profile/UpdatePassword (60011), moving nothing', async () => {
    const u = await fundedUser('hold-transfer@example.com');
    const changed = await call(t, endpoints.security.updatePassword, u.token, {
      oldPassword: goodPassword,
      newPassword: 'Another#Pass1',
      confirmPassword: 'Another#Pass1',
    });
    expect(changed.status).toBe(200);
    const holdUntil = new Date(t.clock.now.getTime() + constants.securityChangeHoldMs).toISOString();
    const transfersBefore = await transferCount();

    const refused = await transfer(u.token);
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: 60011, data: { holdUntil } });
    const withdrawal = await withdraw(u.token);
    expect(errorOf(withdrawal)).toMatchObject({ code: 60011, data: { holdUntil } });

    expect(await transferCount()).toBe(transfersBefore);
    expect(await spot(u.user.id, 'USDT')).toBe('100');
    expect(await spot(u.user.id, 'BTC')).toBe('1');
    expect(await withdrawalsOf(u.user.id)).toEqual([]);
  });

  it('lets them through once the 24 hours are over', async () => {
    const u = await fundedUser('hold-ends@example.com');
    await call(t, endpoints.security.updatePassword, u.token, {
      oldPassword: goodPassword,
      newPassword: 'Another#Pass1',
      confirmPassword: 'Another#Pass1',
    });
    t.clock.advance(constants.securityChangeHoldMs + 1000);
    const token = await t.tokenFor({ userId: u.user.id, uid: u.user.uid, sessionId: u.sessionId });
    expect((await transfer(token)).status).toBe(200);
    expect(await spot(u.user.id, 'USDT')).toBe('90');
    expect((await withdraw(token)).status).toBe(200);
  });
});

describe('the KYC gate of a withdrawal', () => {
  it.each([
    [kycStatus.members.unverified, 'unverified'],
    [kycStatus.members.underReview, 'under review'],
    [kycStatus.members.failed, 'failed'],
  ])('answers 60013 with error.data.kycStatus %i (%s), reserving nothing', async (status, _name) => {
    const u = await fundedUser(`kyc-gate-${status}@example.com`, status);
    const res = await withdraw(u.token);
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 60013, data: { kycStatus: status } });
    expect(await spot(u.user.id, 'BTC')).toBe('1');
    expect(await withdrawalsOf(u.user.id)).toEqual([]);
  });
});
