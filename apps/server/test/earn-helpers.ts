import { endpoints, savingsAgreement, walletType } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { earnProducts } from '../src/db/schema';
import { api } from './api-client';
import { aUser, balanceOf, type TestUser } from './builders';
import type { TestApp } from './harness';

/** The demo products the migration seeds (ids in insertion order). */
export const seeded = { usdtFlexible: 1, usdt7: 2, usdt30: 3, usdt90: 4, btcFlexible: 5 } as const;

/** A verified user with `usdt` in the investment wallet and the earn account open. */
export async function anInvestor(t: TestApp, usdt = '100000'): Promise<TestUser> {
  const user = await aUser().verified().funded('USDT', usdt, walletType.members.investment).create(t);
  await earnClient(t, user).call(endpoints.earn.createUser, {
    agreementVersion: savingsAgreement.version,
    agreed: true,
  });
  return user;
}

/** The API on the content host (where spec §7 puts Financing) as `user`. */
export const earnClient = (t: TestApp, user: TestUser | null) => api(t).on('content').as(user);

/** The USDT investment wallet of a user. */
export const investment = (t: TestApp, user: TestUser, coin = 'USDT') =>
  balanceOf(t, user, coin, walletType.members.investment);

export const productRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(earnProducts).where(eq(earnProducts.id, id)))[0];

/** Sets the test clock to an instant (the server's injected `now`). */
export const at = (t: TestApp, iso: string) => {
  t.clock.now = new Date(iso);
};
