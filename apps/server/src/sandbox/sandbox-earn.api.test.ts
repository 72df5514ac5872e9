import { endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anInvestor, at, earnClient, seeded } from '../../test/earn-helpers';
import { startTestApp, type TestApp } from '../../test/harness';
import { earnInterest, earnPositions } from '../db/schema';

const ageUrl = '/api/sandbox/earn/age';

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([startTestApp({ sandboxTools: true }), startTestApp()]);
});
afterAll(async () => {
  await Promise.all([on.close(), off.close()]);
});

const subscribe = async (t: TestApp, amount = '730') => {
  const user = await anInvestor(t, '1000');
  at(t, '2027-03-10T10:00:00Z');
  const position = await earnClient(t, user).call(endpoints.earn.createDeposit, {
    productId: seeded.usdtFlexible,
    amount,
  });
  return position.positionId;
};

describe('the sandbox tool that ages an earn position', () => {
  it('is not there unless SANDBOX_TOOLS is on', async () => {
    const positionId = await subscribe(off);
    const res = await off.call({ method: 'POST', url: ageUrl, payload: { positionId, days: 5 } });
    expect(res.status).toBe(404);
    const [row] = await off.db.select().from(earnPositions).where(eq(earnPositions.id, positionId));
    expect(row?.accrualStartDay).toBe('2027-03-12');
  });

  it('moves the position back whole days and lets the interest job pay the days now behind it', async () => {
    const positionId = await subscribe(on);
    const res = await on.call({ method: 'POST', url: ageUrl, payload: { positionId, days: 5 } });
    expect(res.status).toBe(200);
    // Subscribed 03-05 by the aged clock: interest from 03-07; 03-07, 03-08, 03-09 are behind 03-10.
    expect(res.body.result).toEqual({ paidDays: 3 });
    const [row] = await on.db.select().from(earnPositions).where(eq(earnPositions.id, positionId));
    expect(row).toMatchObject({
      subscribedAt: new Date('2027-03-05T10:00:00Z'),
      accrualStartDay: '2027-03-07',
      paidThroughDay: '2027-03-09',
      interestTotal: '0.300000000000000000',
    });
    const days = await on.db.select().from(earnInterest).where(eq(earnInterest.positionId, positionId));
    expect(days.map((d) => [d.day, d.amount])).toEqual([
      ['2027-03-07', '0.100000000000000000'],
      ['2027-03-08', '0.100000000000000000'],
      ['2027-03-09', '0.100000000000000000'],
    ]);
    // A position already paid is not aged again (its paid days would move under it).
    const again = await on.call({ method: 'POST', url: ageUrl, payload: { positionId, days: 1 } });
    expect(again.status).toBe(404);
  });

  it('refuses bad input and answers on loopback only, changing nothing', async () => {
    const positionId = await subscribe(on);
    for (const payload of [{}, { positionId, days: 0 }, { positionId, days: 'x' }]) {
      const res = await on.call({ method: 'POST', url: ageUrl, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const remote = await on.call({
      method: 'POST',
      url: ageUrl,
      payload: { positionId, days: 5 },
      remoteAddress: '203.0.113.9',
    });
    expect(remote.status).toBe(403);
    const [row] = await on.db.select().from(earnPositions).where(eq(earnPositions.id, positionId));
    expect(row?.accrualStartDay).toBe('2027-03-12');
  });
});
