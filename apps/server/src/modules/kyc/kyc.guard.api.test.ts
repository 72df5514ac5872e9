import { kycStatus } from '@coffer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createKycGuard, type KycGuard } from './kyc.guard';

const t = useTestApp(
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
let guard: KycGuard;
beforeAll(async () => {
  guard = createKycGuard(t.db);
});

describe('kyc guard: requireVerified', () => {
  it('lets a verified user (3) through', async () => {
    const user = await aUser().email('ok@example.com').kyc(3).create(t);
    await expect(guard.requireVerified(user.id)).resolves.toBeUndefined();
    const res = await t.call({ method: 'POST', url: `/test/earn/stake?userId=${user.id}` });
    expect(res.status).toBe(200);
  });

  it.each([
    [kycStatus.members.unverified, /Verify your identity/],
    [kycStatus.members.underReview, /under review/],
    [kycStatus.members.failed, /failed/],
  ])('refuses kycStatus %i with 60013 and the status in error.data', async (status, details) => {
    const user = await aUser().email(`guard${status}@example.com`).kyc(status).create(t);
    const res = await t.call({ method: 'POST', url: `/test/earn/stake?userId=${user.id}` });
    expect(res.status).toBe(400);
    // A stand-in route outside the contract: its raw answer, read as the client reads one.
    const { error } = answerOf(res);
    expect(error).toMatchObject({ code: 60013, data: { kycStatus: status } });
    expect(error?.details).toMatch(details);
    await expect(guard.requireVerified(user.id)).rejects.toMatchObject({ errorName: 'kycNotCertified' });
  });

  it('refuses a user that does not exist, and reads inside a transaction when given one', async () => {
    await expect(guard.requireVerified(987654)).rejects.toBeInstanceOf(AppError);
    const user = await aUser().email('tx@example.com').kyc(3).create(t);
    await t.db.transaction(async (tx) => {
      await expect(guard.requireVerified(user.id, tx as unknown as Db)).resolves.toBeUndefined();
    });
  });
});
