import { kycStatus, statusEnums } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';

const t = useTestApp();

describe('GET Basic/GetEnum', () => {
  it('lists every status enum with its numbers, on the base and the merchant host', async () => {
    for (const prefix of ['', '/m']) {
      const res = await t.call({ method: 'GET', url: `${prefix}/api/services/app/Basic/GetEnum` });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.error).toBeNull();
      const result = res.body.result as Record<string, { key: string; value: number }[]>;
      expect(Object.keys(result).sort()).toEqual(Object.keys(statusEnums).sort());
      expect(result.kycStatus).toEqual([
        { key: 'unverified', value: kycStatus.members.unverified },
        { key: 'underReview', value: 1 },
        { key: 'failed', value: 2 },
        { key: 'verified', value: 3 },
      ]);
    }
  });

  it('is not on the content host', async () => {
    const res = await t.call({ method: 'GET', url: '/c/api/services/app/Basic/GetEnum' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ StatusCode: '404', Data: null, Error: { code: 404 } });
  });

  it('answers a wrong method with the 404 envelope, not an HTML page', async () => {
    const res = await t.call({ method: 'POST', url: '/api/services/app/Basic/GetEnum', payload: {} });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: { code: 404 } });
  });
});
