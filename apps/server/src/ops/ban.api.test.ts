import { endpoints } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { api, resultOf } from '../../test/api-client';
import { aUser, goodPassword } from '../../test/builders';
import { useTestApp } from '../../test/harness';
import { banCommand } from './ban';

const t = useTestApp();
const lines: string[] = [];
const run = (values: Record<string, unknown>) =>
  banCommand.run({ database: t.database, modules: t.modules, values, out: (l) => lines.push(l) });

const signIn = (emailAddress: string) =>
  api(t).send(endpoints.auth.authenticateByEmailAddress, { emailAddress, password: goodPassword });

describe('ops user:ban', () => {
  it('ends the sessions (80001), refuses sign-in (50010), and lifts', async () => {
    const user = await aUser().email('rogue@example.com').create(t);
    const session = resultOf(await signIn('rogue@example.com'));
    await run({ uid: user.uid });
    expect(lines.at(-1)).toBe(`User ${user.uid} is banned; 1 session(s) ended.`);
    const call = await api(t).as({ token: session.accessToken }).fails(endpoints.auth.getAccountInfo);
    expect(call.code).toBe(80001);
    expect(
      (
        await api(t).fails(endpoints.auth.authenticateByEmailAddress, {
          emailAddress: 'rogue@example.com',
          password: goodPassword,
        })
      ).code,
    ).toBe(50010);
    await run({ uid: user.uid, lift: true });
    expect((await signIn('rogue@example.com')).status).toBe(200);
  });

  it('needs a known uid', async () => {
    await expect(run({})).rejects.toThrow(/--uid/);
    await expect(run({ uid: '00000000' })).rejects.toThrow(/No user/);
  });
});
