import { randomBytes } from 'node:crypto';
import { constants } from '@coffer/contract';
import { encodeBase32NoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';

const { digits, periodSeconds, driftSteps, secretBytes, issuer } = constants.totp;

export const newTotpSecret = () => new Uint8Array(randomBytes(secretBytes));

/** The RFC 6238 time step (the HOTP counter) at a moment. */
export const totpStepAt = (at: Date) => Math.floor(at.getTime() / (periodSeconds * 1000));

export type TotpMatch = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replay' };

/**
 * Checks a code against the steps around `at` (one step of drift either way). A code of a step at
 * or before `lastStep` was already spent (or is older than one that was): a replay. The steps are
 * counted from the injected clock, not the library's Date.now(), so tests can move time.
 */
export function matchTotp(secret: Uint8Array, code: string, at: Date, lastStep: number): TotpMatch {
  const now = totpStepAt(at);
  let replay = false;
  for (let step = now - driftSteps; step <= now + driftSteps; step++) {
    if (!verifyHOTP(secret, BigInt(step), digits, code)) continue;
    if (step > lastStep) return { ok: true, step };
    replay = true;
  }
  return { ok: false, reason: replay ? 'replay' : 'wrong' };
}

export const totpSecretText = (secret: Uint8Array) => encodeBase32NoPadding(secret);

/** The text of the QR code an authenticator app scans. */
export const totpKeyUri = (accountName: string, secret: Uint8Array) =>
  createTOTPKeyURI(issuer, accountName, secret, periodSeconds, digits);
