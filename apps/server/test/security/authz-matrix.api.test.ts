import { randomBytes } from 'node:crypto';
import { type Endpoint, errors, type Host } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/lib/tokens';
import { type AuthzEntry, authzEntries } from './authz-entries';
import { callEndpoint, catalogueProblem } from './call';
import { changedTables, fingerprint } from './fingerprint';
import { endpointTable as table, useSecurityFixture } from './fixture';

/**
 * The authorization matrix, generated from the contract's endpoint table: every signed-in endpoint,
 * on every host that serves it, refuses the anonymous caller, a bad, foreign-signed, expired or
 * signed-out token (401) and a role it is not for (403); every endpoint whose input names a user's
 * record refuses user A with user B's (authz-entries.ts). Nothing in the database changes on any of
 * these calls. A correctly signed API-key request is refused by every endpoint that does not take
 * keys (403), and by the key endpoints when the key lacks their permission (403).
 */

const fx = useSecurityFixture();

describe('authorization matrix', () => {
  it('has a row for every endpoint of the contract, and none for endpoints that are gone', () => {
    const keys = table.map((e) => e.key);
    expect(
      keys.filter((k) => !(k in authzEntries)),
      'endpoints without a row in authz-entries.ts',
    ).toEqual([]);
    expect(
      Object.keys(authzEntries).filter((k) => !keys.includes(k)),
      'rows of removed endpoints',
    ).toEqual([]);
  });

  const signedIn = table.filter((e) => e.endpoint.auth.kind !== 'anonymous');
  it('covers the API-key endpoints (a key without the permission is among the callers)', () => {
    expect(table.filter((e) => e.endpoint.auth.kind === 'apiKey').length).toBeGreaterThan(0);
  });

  it.each(signedIn.map((e) => [e.key, e.endpoint] as const))(
    '%s refuses missing, bad, expired and signed-out tokens, the wrong role and API keys',
    async (_key, endpoint) => {
      const { t } = fx;
      const foreignSigner = createTokenService(randomBytes(32), 900);
      const saved = t.clock.now;
      t.clock.now = new Date(saved.getTime() - 16 * 60_000);
      const expired = await fx.headersOf(fx.a);
      t.clock.now = saved;
      const callers: [string, Record<string, string>, number][] = [
        ['anonymous', {}, errors.unauthorized.code],
        ['garbage token', { authorization: 'Bearer not.a.token' }, errors.unauthorized.code],
        ['basic scheme', { authorization: 'Basic YTpi' }, errors.unauthorized.code],
        [
          'token signed with another key',
          {
            authorization: `Bearer ${await foreignSigner.sign({ userId: fx.a.id, uid: fx.a.uid, accountType: 0, sessionId: `test-session-${fx.a.id}` })}`,
          },
          errors.unauthorized.code,
        ],
        ['expired token', expired, errors.unauthorized.code],
        ['signed-out session', fx.revokedHeaders, errors.sessionInvalid.code],
      ];
      if (endpoint.auth.kind === 'merchant' || endpoint.auth.kind === 'acceptor')
        callers.push(['personal user (wrong role)', await fx.headersOf(fx.a), errors.forbidden.code]);
      const before = await fingerprint(t.db);
      for (const host of endpoint.hosts as Host[]) {
        // The merchant host answers account types 1 and 3 only (§6), whatever the call.
        const wrongHost: typeof callers =
          host === 'merchant' && endpoint.auth.kind !== 'merchant'
            ? [['personal user on the merchant host', await fx.headersOf(fx.a), errors.forbidden.code]]
            : [];
        for (const [who, headers, code] of [...callers, ...wrongHost]) {
          const answer = await callEndpoint(t, endpoint, host, {}, headers);
          expect(answer.code, `${who} on ${host}`).toBe(code);
          expect(catalogueProblem(answer), `${who} on ${host}`).toBeUndefined();
        }
        // A signed request with a valid key that lacks the permission, or that the endpoint does not
        // take at all: 403 either way. Every key reads, so a read call has no key to refuse.
        const permission = endpoint.auth.kind === 'apiKey' ? endpoint.auth.permission : undefined;
        const keyHeaders = fx.keyHeadersWithout(permission ?? 'trade');
        if (keyHeaders) {
          const who = permission ? `API key without ${permission}` : 'API key (not accepted)';
          const answer = await callEndpoint(t, endpoint, host, {}, (url, body) =>
            keyHeaders(endpoint.method, url, body),
          );
          expect(answer.code, `${who} on ${host}`).toBe(errors.forbidden.code);
          expect(catalogueProblem(answer), `${who} on ${host}`).toBeUndefined();
        }
      }
      // A signed call refused for its permission still counts against its key's rate limit (so a
      // client hammering refusals is throttled too): the counter is the one row that may change.
      expect(changedTables(before, await fingerprint(t.db)).filter((name) => name !== 'rate_limits')).toEqual(
        [],
      );
    },
  );

  const owned = table.filter(
    (e): e is { key: string; endpoint: Endpoint } & { entry: Extract<AuthzEntry, { ids: 'owned' }> } =>
      authzEntries[e.key]?.ids === 'owned',
  );
  it.each(owned.map((e) => [e.key, e.endpoint] as const))(
    "%s refuses user A with user B's record and changes nothing",
    async (key, endpoint) => {
      const entry = authzEntries[key] as Extract<AuthzEntry, { ids: 'owned' }>;
      const { input, expect: expected } = entry.foreign(fx);
      const before = await fingerprint(fx.t.db);
      for (const host of endpoint.hosts as Host[]) {
        const answer = await callEndpoint(fx.t, endpoint, host, input, await fx.headersOf(fx.a));
        // A (personal) is refused by the merchant host itself (§6) before any record is looked at.
        const code =
          host === 'merchant' && endpoint.auth.kind !== 'anonymous'
            ? errors.forbidden.code
            : errors[expected].code;
        expect(answer.code, host).toBe(code);
        expect(catalogueProblem(answer), host).toBeUndefined();
      }
      expect(changedTables(before, await fingerprint(fx.t.db))).toEqual([]);
    },
  );

  it('left no error outside the catalogue', () => {
    expect(fx.unhandled).toEqual([]);
  });
});
