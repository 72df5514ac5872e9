import { endpoints, globalPayInStatus, kycStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import * as ibantools from 'ibantools';
import { expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { useTestApp } from '../../test/harness';
import { users } from '../db/schema';
import { verifyLedger } from '../ledger/verify';
import { createPasswordHasher } from '../modules/auth/auth.module';
import { demoGlobalPayIn } from './demo-global';
import { seedDemo } from './seed-demo';

const t = useTestApp();
const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
const g = endpoints.globalAccount;

it('gives each verified demo user an open global account with details, a whitelisted payer and its payment credited', async () => {
  expect(await seedDemo(t.db, hasher, t.clock.now)).toBe(true);
  const verified = await t.db.select().from(users).where(eq(users.kycStatus, kycStatus.members.verified));
  expect(verified.length).toBeGreaterThan(0);
  const ibans = new Set<string>();
  for (const demo of verified) {
    const client = api(t).as(demo);
    expect((await client.call(g.getGlobalAccountStatus)).account).toMatchObject({
      opened: true,
      status: null,
    });
    const details = await client.call(g.getGlobalAccountDetails, {});
    expect(details.map((d) => d.currency)).toEqual(['EUR', 'GBP', 'USD']);
    const iban = details[0]?.account.iban ?? '';
    expect(ibantools.validateIBAN(iban).valid).toBe(true);
    ibans.add(iban);
    const whitelist = await client.call(g.getPayWhitelist, {});
    expect(whitelist.map((w) => w.holderName)).toEqual(['Acme GmbH']);
    // Acme's payment, credited at once (whitelisted, past its cool-off) less the SEPA pay-in fee.
    const payIns = (await client.call(g.getPayInList, {})).items;
    expect(payIns).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        amount: demoGlobalPayIn.amount.replace(/\.00$/, ''),
        fee: demoGlobalPayIn.fee,
        credited: demoGlobalPayIn.credited,
        status: globalPayInStatus.members.credited,
        reviewReason: null,
        whitelistId: whitelist[0]?.id,
      }),
    ]);
    expect((await client.call(g.getGlobalAccountAssets)).find((b) => b.currency === 'EUR')).toMatchObject({
      balance: demoGlobalPayIn.credited,
      available: demoGlobalPayIn.credited,
    });
  }
  expect(ibans.size).toBe(verified.length);
  // Credited through the ledger as the bank's notification is: every invariant still holds.
  expect((await verifyLedger(t.db)).problems).toEqual([]);
  // Seeding every demo area and four calls per demo user: minutes-long under the shared machine's load, not a hang.
}, 120_000);
