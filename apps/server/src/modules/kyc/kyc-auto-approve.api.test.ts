import { endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { outboxTo } from '../../../test/codes';
import { idCardPhotos, individual } from '../../../test/fixtures';
import { useTestApp } from '../../../test/harness';
import { tempDir } from '../../../test/temp-dir';
import { kycApplications, kycEvents, users } from '../../db/schema';

const t = useTestApp({
  uploadsDir: tempDir('kyc-auto'),
  kyc: { autoApproveAfterMs: 120_000, autoApproveIntervalMs: 20 },
});

const statusOf = async (userId: number) =>
  (await t.db.select({ s: users.kycStatus }).from(users).where(eq(users.id, userId)))[0]?.s;

async function waitFor(check: () => Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('sandbox auto-approval (KYC_SANDBOX_AUTO_APPROVE_SECONDS)', () => {
  it('approves a form submission once it has waited the delay, as a recorded decision, and tells the user', async () => {
    const user = await aUser().email('demo@example.com').create(t);
    const client = api(t).as(user);
    const res = await client.send(endpoints.kyc.create, individual(t.clock.now, await idCardPhotos(client)));
    expect(res.status).toBe(200);
    // Not before the delay.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await statusOf(user.id)).toBe(1);
    t.clock.advance(121_000);
    expect(await waitFor(async () => (await statusOf(user.id)) === 3)).toBe(true);
    const [app] = await t.db.select().from(kycApplications).where(eq(kycApplications.userId, user.id));
    expect(app).toMatchObject({ status: 3, reviewedBy: 'sandbox:auto-approve' });
    const events = await t.db.select().from(kycEvents).where(eq(kycEvents.userId, user.id));
    expect(events.map((e) => [e.action, e.actor])).toEqual([
      ['submitted', 'user'],
      ['approved', 'sandbox:auto-approve'],
    ]);
    // The message follows the committed decision.
    expect(
      await waitFor(async () => (await outboxTo(t, 'demo@example.com'))[0]?.kind === 'kycDecision'),
    ).toBe(true);
  });

  it('leaves a rejected application alone', async () => {
    const user = await aUser().email('rejected@example.com').kyc(2).create(t);
    t.clock.advance(600_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await statusOf(user.id)).toBe(2);
  });
});
