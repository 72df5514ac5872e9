import { randomInt } from 'node:crypto';
import { constants, type EndpointInput, endpoints } from '@coffer/contract';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { api, type Caller } from './api-client';
import { bearer, createUser, errorOf, lastCode, paths, post } from './auth-helpers';
import type { TestApp } from './harness';

export const sec = endpoints.security;
export const keyEndpoints = endpoints.apiKeys;

/** A client address of its own for each send, so the per-IP daily cap on codes never bites. */
const someIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

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

/**
 * Sends a code and reads it from the outbox. The clock moves a minute first: one code per target
 * per minute. `to` is the address the outbox shows (an e-mail, or `+86 138…`).
 */
export async function codeFor(
  t: TestApp,
  to: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<string> {
  t.clock.advance(61_000);
  const res = await t.call({
    method: 'POST',
    url: paths.sendCode,
    payload,
    headers,
    remoteAddress: someIp(),
  });
  if (res.status !== 200) throw new Error(`code not sent: ${JSON.stringify(res.body)}`);
  return lastCode(t, to);
}

/**
 * Sends a code as a signed-in user (the user, or a bare token) and reads it from the outbox at `to`.
 * The clock moves a minute first: one code per target per minute.
 */
export async function sendCode(
  t: TestApp,
  who: Caller | string,
  input: EndpointInput<typeof endpoints.auth.sendVerificationCode>,
  to: string,
) {
  t.clock.advance(61_000);
  await api(t)
    .as(typeof who === 'string' ? { token: who } : who)
    .with({ remoteAddress: someIp() })
    .call(endpoints.auth.sendVerificationCode, input);
  return lastCode(t, to);
}

/** A `security` code to the signed-in user's own e-mail or phone. */
export const securityCode = (t: TestApp, who: Caller | string, channel: 'email' | 'sms', to: string) =>
  sendCode(t, who, { purpose: 'security', channel }, to);

/** The authenticator app: the code of the current 30-second step of the harness clock. */
export function totpCode(t: TestApp, secretBase32: string, stepOffset = 0) {
  const step = Math.floor(t.clock.now.getTime() / (constants.totp.periodSeconds * 1000)) + stepOffset;
  return generateHOTP(decodeBase32IgnorePadding(secretBase32), BigInt(step), constants.totp.digits);
}

/** A different 6-digit code than `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

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

/** A small PNG and its upload as a signed-out applicant (purpose `securityEvidence`). */
export async function uploadEvidence(t: TestApp, seed: number): Promise<string> {
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, seed)]);
  const boundary = '----coffer-security-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nsecurityEvidence\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.call({
    method: 'POST',
    url: paths.upload,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return (res.body.result as { fileId: string }).fileId;
}
