import { randomInt } from 'node:crypto';
import { type EndpointInput, endpoints } from '@coffer/contract';
import { bearer, createUser, errorOf, post } from './auth-helpers';
import { securityCode, sendCode, totpCode } from './codes';
import type { TestApp } from './harness';

export const sec = endpoints.security;
export const keyEndpoints = endpoints.apiKeys;

/** A user in the database with a token for a session of their own (as the harness makes them). */
export async function userWithToken(t: TestApp, fields: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, fields);
  const sessionId = `s-${user.id}-${randomInt(1e9)}`;
  const token = await t.tokenFor({ userId: user.id, uid: user.uid, sessionId });
  return { user, token, sessionId, auth: bearer(token) };
}

/** A fresh token for the same session (the clock moves past 15 minutes in long tests). */
export const retoken = (t: TestApp, u: { user: { id: number; uid: string }; sessionId: string }) =>
  t.tokenFor({ userId: u.user.id, uid: u.user.uid, sessionId: u.sessionId });

/** Sends a code signed out and reads it from the outbox at `to`. */
export const codeFor = (
  t: TestApp,
  to: string,
  payload: EndpointInput<typeof endpoints.auth.sendVerificationCode>,
  headers: Record<string, string> = {},
) => sendCode(t, null, payload, to, headers);

export { securityCode, sendCode, totpCode, wrongCode } from './codes';
export { uploadEvidence } from './fixtures';

export const call = (
  t: TestApp,
  endpoint: { method: string; path: string },
  token: string | null,
  payload: Record<string, unknown> = {},
  extra: { headers?: Record<string, string>; prefix?: string } = {},
) => {
  const headers = { ...(token ? bearer(token) : {}), ...extra.headers };
  const url = `${extra.prefix ?? ''}${endpoint.path}`;
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE')
    return t.call({
      method: endpoint.method,
      url,
      query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])),
      headers,
    });
  return t.call({ method: endpoint.method as 'POST', url, payload, headers });
};

/** Binds an authenticator for the user (bind info, then its first code and an e-mail code). */
export async function bindGoogle(t: TestApp, token: string, email: string) {
  const info = await call(t, sec.getGoogleBindInfo, token);
  const { secret } = info.body.result as { secret: string };
  const emailCode = await securityCode(t, token, 'email', email);
  const res = await post(
    t,
    sec.bindGoogleCode.path,
    { googleCode: totpCode(t, secret), emailCode },
    bearer(token),
  );
  if (res.status !== 200) throw new Error(`bind failed: ${JSON.stringify(errorOf(res))}`);
  // The next code must come from a later step (each step's code is spent once).
  t.clock.advance(30_000);
  return secret;
}

/** The headers of a signed API request (one definition, in the typed client). */
export { signedHeaders } from './api-client';
