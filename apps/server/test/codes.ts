import { randomInt } from 'node:crypto';
import { constants, type EndpointInput, endpoints } from '@coffer/contract';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema';
import { api, type Caller } from './api-client';
import type { TestApp } from './harness';

/**
 * The codes of the API tests: the one-time codes the server sends (read back from the outbox, as a
 * user reads their mail) and the authenticator app's codes (computed from its secret on the
 * harness clock).
 */

/** A client address of its own for each send, so the per-IP daily cap on codes never bites. */
const someIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/** The messages to this address, newest first. */
export const outboxTo = (t: TestApp, recipient: string) =>
  t.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));

/** The code in the newest outbox message to this address. */
export async function lastCode(t: TestApp, recipient: string): Promise<string> {
  const [message] = await outboxTo(t, recipient);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/**
 * Sends a code (signed out unless `who` says who: a user or a bare token) and reads it from the
 * outbox at `to` (an e-mail, or `+86 138…`). The clock moves a minute first: one code per target
 * per minute.
 */
export async function sendCode(
  t: TestApp,
  who: Caller | string | null,
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
