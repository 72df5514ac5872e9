import { constants } from '@coffer/contract';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpKeyUri, totpSecretText, totpStepAt } from './totp.fns';

const secret = newTotpSecret();
const at = new Date('2026-11-22T10:00:10Z');
const step = totpStepAt(at);
const codeAt = (s: number) => generateHOTP(secret, BigInt(s), 6);

describe('TOTP', () => {
  it('matches the RFC 6238 test vector (SHA-1, T = 59 s)', () => {
    const rfcKey = new TextEncoder().encode('12345678901234567890');
    const t59 = new Date(59_000);
    expect(generateHOTP(rfcKey, BigInt(totpStepAt(t59)), 8)).toBe('94287082');
    expect(matchTotp(rfcKey, '287082', t59, 0)).toEqual({ ok: true, step: 1 });
  });

  it('accepts this step and one either side, nothing further', () => {
    expect(matchTotp(secret, codeAt(step), at, 0)).toEqual({ ok: true, step });
    expect(matchTotp(secret, codeAt(step - 1), at, 0)).toEqual({ ok: true, step: step - 1 });
    expect(matchTotp(secret, codeAt(step + 1), at, 0)).toEqual({ ok: true, step: step + 1 });
    expect(matchTotp(secret, codeAt(step - 2), at, 0).ok).toBe(false);
  });

  it('calls a code of a spent step a replay', () => {
    expect(matchTotp(secret, codeAt(step), at, step)).toEqual({ ok: false, reason: 'replay' });
    expect(matchTotp(secret, codeAt(step - 1), at, step)).toEqual({ ok: false, reason: 'replay' });
    expect(matchTotp(secret, '000000' === codeAt(step) ? '111111' : '000000', at, 0)).toEqual({
      ok: false,
      reason: 'wrong',
    });
  });

  it('writes the secret in base32 and the otpauth URI apps scan', () => {
    expect(decodeBase32IgnorePadding(totpSecretText(secret))).toEqual(secret);
    const uri = new URL(totpKeyUri('a***@example.com', secret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(totpSecretText(secret));
    expect(uri.searchParams.get('issuer')).toBe(constants.totp.issuer);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
