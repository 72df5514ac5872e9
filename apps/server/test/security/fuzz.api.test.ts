import { type Endpoint, endpoints, type Host } from '@coffer/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callEndpoint, catalogueProblem } from './call';
import { changedTables, fingerprint } from './fingerprint';
import { endpointTable as table, useSecurityFixture } from './fixture';
import { inputArbitrary } from './schema-arbitrary';

/**
 * Fuzzing every endpoint's input: values generated from its zod schema (through JSON Schema), mixed
 * with hostile ones (negative, zero, exponent, huge and over-precise amounts, prototype keys, wrong
 * types, control and odd Unicode, 10 000-character strings), sent by the right kind of caller. No
 * answer is a 5xx, every failure is a catalogued code with its catalogued status, no error escapes
 * the catalogue, and a refused call changes nothing but the counters listed below. Bounded: a few
 * inputs per endpoint (RELIABILITY_LONG=1: many more), with a fixed seed unless FUZZ_SEED is set.
 */
const runs = process.env.RELIABILITY_LONG === '1' ? 100 : 8;
const seed = Number(process.env.FUZZ_SEED ?? 20261122);

/**
 * Tables a refused call may still write, and why: each is a record of the refusal that the product
 * needs (attempt counters, rate limits, spent one-time material, the security log).
 */
const secondFactor = ['security_operations', 'user_totp', 'verification_codes'];
/** `<area>.<call>` of the endpoint table: a renamed key fails to compile here, not silently. */
type EndpointName = {
  [A in keyof typeof endpoints]: `${A}.${Extract<keyof (typeof endpoints)[A], string>}`;
}[keyof typeof endpoints];

const refusalWrites: Partial<Record<EndpointName, string[]>> = {
  // already-registered answers and invalid requests count against the per-address/IP limits
  'auth.sendVerificationCode': ['rate_limits'],
  // a wrong password counts toward the lockout and is a row of the security log
  'auth.authenticateByEmailAddress': ['login_history', 'login_failures', 'rate_limits'],
  'auth.authenticateByPhoneNumber': ['login_history', 'login_failures', 'rate_limits'],
  // a wrong code counts toward its five attempts
  'auth.registerByEmailAddress': ['verification_codes'],
  'auth.registerByPhoneNumber': ['verification_codes'],
  'auth.merchantRegister': ['verification_codes'],
  'auth.resetPasswordByEmailAddressVerification': ['verification_codes'],
  'auth.resetPasswordByPhoneNumberVerification': ['verification_codes'],
  'auth.securityVerification': ['verification_codes', 'auth_tickets'],
  // a wrong withdrawal code counts toward its five attempts
  'withdrawals.confirm': ['withdrawals'],
  'contact.addContactUs': ['rate_limits'],
  // anonymous payment calls count every try against the per-address limits (a scan for codes or
  // refund tokens is what the limits stop)
  'payments.receiptCodeCreateOrder': ['rate_limits'],
  'payments.getPublicRefundLink': ['rate_limits'],
  'payments.submitRefundAddress': ['rate_limits'],
  // a wrong authenticator code counts toward its lockout (user_totp.failed_count; the lock itself and
  // a replayed code are rows of the security log), a wrong e-mail or SMS code toward that code's five
  // attempts — on every call that takes the second factor
  'security.bindGoogleCode': secondFactor,
  'security.unBindGoogleCode': secondFactor,
  'security.bindPhoneNumber': secondFactor,
  'security.updatePhoneNumber': secondFactor,
  'security.unBindPhoneNumber': secondFactor,
  'security.bindEmailAddress': secondFactor,
  'security.updateEmailAddress': secondFactor,
  'security.unBindEmailAddress': secondFactor,
  'apiKeys.create': secondFactor,
  'apiKeys.update': secondFactor,
  'apiKeys.delete': secondFactor,
  // a change application starts signed out with the password: a wrong one counts toward the lockout
  'security.securityChangeVerify': ['login_failures', 'login_history', ...secondFactor],
};

const fx = useSecurityFixture();

/** A session of its own per endpoint: fuzzing Profile/Exit ends the session it is called with. */
async function headersFor(key: string, endpoint: Endpoint): Promise<Record<string, string>> {
  if (endpoint.auth.kind === 'anonymous') return {};
  const user = endpoint.auth.kind === 'merchant' ? fx.merchant : fx.a;
  const token = await fx.t.tokenFor({
    userId: user.id,
    uid: user.uid,
    accountType: user.accountType,
    sessionId: `fuzz-${key}`,
  });
  return { authorization: `Bearer ${token}` };
}

describe('fuzzing every endpoint', () => {
  it.each(table.map((e) => [e.key, e.endpoint] as const))(
    '%s',
    { timeout: 120_000 },
    async (key, endpoint) => {
      const host = (endpoint.hosts.includes('base') ? 'base' : endpoint.hosts[0]) as Host;
      const allowed = new Set(refusalWrites[key as EndpointName] ?? []);
      const headers = await headersFor(key, endpoint);
      // The database as the last refused call left it: nothing else writes between two inputs (the
      // test app runs no job by itself), so it is the next input's "before" too, which halves the
      // digests of every table, the most of this file's time. An accepted call may change
      // anything: then the next input digests afresh.
      let current: Map<string, string> | undefined;
      await fc.assert(
        fc.asyncProperty(inputArbitrary(endpoint.input), async (input) => {
          const before = current ?? (await fingerprint(fx.t.db));
          current = undefined;
          const answer = await callEndpoint(fx.t, endpoint, host, input, headers);
          const what = `${key} ${JSON.stringify(input)?.slice(0, 300)} → ${answer.status} ${answer.code ?? ''}`;
          expect(answer.status, what).toBeLessThan(500);
          expect(catalogueProblem(answer), what).toBeUndefined();
          if (answer.status >= 400) {
            const after = await fingerprint(fx.t.db);
            const changed = changedTables(before, after).filter((t) => !allowed.has(t));
            expect(changed, `a refused call changed the database: ${what}`).toEqual([]);
            current = after;
          }
        }),
        { seed, numRuns: runs, endOnFailure: true },
      );
    },
  );

  it('refuses a body over 1 MB with 413 and changes nothing', async () => {
    const headers = await headersFor('big-body', endpoints.transfers.transfer);
    const before = await fingerprint(fx.t.db);
    const res = await fx.t.call({
      method: 'POST',
      url: endpoints.transfers.transfer.path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ coin: 'USDT', amount: '1', note: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect((res.body.error as { code: number }).code).toBe(413);
    expect(changedTables(before, await fingerprint(fx.t.db))).toEqual([]);
  });

  it('refuses bodies that are not JSON, or JSON of the wrong shape, with catalogued 400s', async () => {
    for (const payload of ['{"coin":', 'null', '[]', '"text"', '{"__proto__":{"isAdmin":true}}']) {
      const res = await fx.t.call({
        method: 'POST',
        url: endpoints.transfers.transfer.path,
        headers: { ...(await fx.headersOf(fx.a)), 'content-type': 'application/json' },
        payload,
      });
      expect(res.status, `${payload} ${JSON.stringify(res.body)}`).toBe(400);
      expect((res.body.error as { code: number }).code, payload).toBe(400);
    }
  });

  it('left no error outside the catalogue', () => {
    expect(fx.unhandled).toEqual([]);
  });
});
