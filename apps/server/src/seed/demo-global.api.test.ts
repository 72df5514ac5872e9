import { endpoints, kycStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import * as ibantools from 'ibantools';
import { expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { useTestApp } from '../../test/harness';
import { users } from '../db/schema';
import { createPasswordHasher } from '../modules/auth/auth.module';
import { seedDemo } from './seed-demo';

const t = useTestApp();
const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
const g = endpoints.globalAccount;

it('gives each verified demo user an open global account with details, a whitelisted payer', async () => {
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
    expect((await client.call(g.getGlobalAccountAssets)).find((b) => b.currency === 'EUR')?.balance).toBe(
      '0',
    );
    expect((await client.call(g.getPayWhitelist, {})).map((w) => w.holderName)).toEqual(['Acme GmbH']);
  }
  expect(ibans.size).toBe(verified.length);
  // Seeding every demo area and four calls per demo user: minutes-long under the shared machine's load, not a hang.
}, 120_000);
