import { demoAccountsSchema } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { demoAccounts, demoPassword } from '../seed/demo-accounts';

// The sandbox tools themselves (the outbox reader, deposits) are tested in sandbox-tools.api.test.ts.
const paths = { demo: '/api/services/app/Basic/GetDemoAccounts' };

describe('with the defaults (no demo mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists no demo accounts and no password', async () => {
    const res = await t.call({ method: 'GET', url: paths.demo });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ enabled: false, password: null, accounts: [] });
  });
});

describe('with demo mode on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoMode: true });
  });
  afterAll(() => t.close());

  it('lists the demo accounts and their password', async () => {
    const res = await t.call({ method: 'GET', url: paths.demo });
    const result = demoAccountsSchema.parse(res.body.result);
    expect(result.enabled).toBe(true);
    expect(result.password).toBe(demoPassword);
    expect(result.accounts.map((a) => a.email)).toEqual(demoAccounts.map((a) => a.email));
  });
});

describe('in production mode (NODE_ENV=production) with the demo data seeded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoMode: true, production: true });
  });
  afterAll(() => t.close());

  it('lists no demo accounts and no password', async () => {
    const res = await t.call({ method: 'GET', url: paths.demo });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ enabled: false, password: null, accounts: [] });
  });
});
