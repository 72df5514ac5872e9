import { kycStatus } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, errorOf } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createKycGuard, type KycGuard } from './kyc.guard';

let t: TestApp;
let guard: KycGuard;
beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      // A stand-in for a later service (Earn, fiat, withdrawals) that checks the guard first.
      beforeReady: (app) => {
        app.post('/test/earn/stake', async (request) => {
          await guard.requireVerified(Number((request.query as { userId: string }).userId));
          return { staked: true };
        });
      },
    },
  );
  guard = createKycGuard(t.db);
});
afterAll(() => t.close());

describe('kyc guard: requireVerified', () => {
  it('lets a verified user (3) through', async () => {
    const user = await createUser(t, { email: 'ok@example.com', kycStatus: 3 });
    await expect(guard.requireVerified(user.id)).resolves.toBeUndefined();
    const res = await t.call({ method: 'POST', url: `/test/earn/stake?userId=${user.id}` });
    expect(res.status).toBe(200);
  });

  it.each([
    [kycStatus.members.unverified, /Verify your identity/],
    [kycStatus.members.underReview, /under review/],
    [kycStatus.members.failed, /failed/],
  ])('refuses kycStatus %i with 60013 and the status in error.data', async (status, details) => {
    const user = await createUser(t, { email: `guard${status}@example.com`, kycStatus: status });
    const res = await t.call({ method: 'POST', url: `/test/earn/stake?userId=${user.id}` });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 60013, data: { kycStatus: status } });
    expect(errorOf(res).details).toMatch(details);
    await expect(guard.requireVerified(user.id)).rejects.toMatchObject({ errorName: 'kycNotCertified' });
  });

  it('refuses a user that does not exist, and reads inside a transaction when given one', async () => {
    await expect(guard.requireVerified(987654)).rejects.toBeInstanceOf(AppError);
    const user = await createUser(t, { email: 'tx@example.com', kycStatus: 3 });
    await t.db.transaction(async (tx) => {
      await expect(guard.requireVerified(user.id, tx as unknown as Db)).resolves.toBeUndefined();
    });
  });
});
