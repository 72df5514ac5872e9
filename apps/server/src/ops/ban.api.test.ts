import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, errorOf, paths, sessionOf, signInByEmail } from '../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../test/harness';
import { banCommand } from './ban';

let t: TestApp;
const lines: string[] = [];
const run = (values: Record<string, unknown>) =>
  banCommand.run({ database: t.database, values, out: (l) => lines.push(l) });

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('ops user:ban', () => {
  it('ends the sessions (80001), refuses sign-in (50010), and lifts', async () => {
    const user = await createUser(t, { email: 'rogue@example.com' });
    const session = sessionOf(await signInByEmail(t, 'rogue@example.com'));
    await run({ uid: user.uid });
    expect(lines.at(-1)).toBe(`User ${user.uid} is banned; 1 session(s) ended.`);
    const call = await t.call({
      method: 'GET',
      url: paths.accountInfo,
      headers: bearer(session.accessToken),
    });
    expect(errorOf(call).code).toBe(80001);
    expect(errorOf(await signInByEmail(t, 'rogue@example.com')).code).toBe(50010);
    await run({ uid: user.uid, lift: true });
    expect((await signInByEmail(t, 'rogue@example.com')).status).toBe(200);
  });

  it('needs a known uid', async () => {
    await expect(run({})).rejects.toThrow(/--uid/);
    await expect(run({ uid: '00000000' })).rejects.toThrow(/No user/);
  });
});
