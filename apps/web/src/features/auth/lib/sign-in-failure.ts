import type { securityVerificationInputSchema } from '@coffer/contract/auth';
import { errors } from '@coffer/contract/common';
import type { z } from 'zod';
import { type ApiError, errorNumber, errorText, isApiError } from '../../../lib/http/api-error';

/** How a sign-in is confirmed: a code to the e-mail or phone, or the authenticator's code. */
export type SignInChannel = z.infer<typeof securityVerificationInputSchema>['channel'];

/** What the 50002 answer of a sign-in carries: where a code can go to confirm this device. */
export interface VerificationChallenge {
  ticket: string;
  channels: SignInChannel[];
  /** Masked addresses to show beside each channel. */
  email: string | null;
  phone: string | null;
  expireInSeconds: number;
}

export type SignInFailure =
  | { kind: 'wrongPassword'; remainingAttempts: number | null }
  | { kind: 'locked'; lockedUntil: string | null }
  | { kind: 'verify'; challenge: VerificationChallenge }
  | { kind: 'banned' }
  | { kind: 'expired' }
  | { kind: 'fields'; fields: { field: string; message: string }[] }
  | { kind: 'other'; error: ApiError | null };

const credentialCodes: readonly number[] = [
  errors.accountOrPasswordInvalid.code,
  errors.emailOrPasswordInvalid.code,
  errors.phoneOrPasswordInvalid.code,
];

const channelsOf = (error: ApiError): SignInChannel[] => {
  const raw = error.data.channels;
  const list = Array.isArray(raw) ? raw : [];
  return list.filter((c): c is SignInChannel => c === 'email' || c === 'sms' || c === 'google');
};

/**
 * Reads a failed sign-in (docs/areas/auth.md "Sign-in"): a wrong password with the attempts left, a lock with
 * its end, the new-device second factor (50002 with its ticket), a ban, an expired verification,
 * fields the server refused, or anything else (the shell's text for it).
 */
export function classifySignInFailure(error: unknown): SignInFailure {
  if (!isApiError(error)) return { kind: 'other', error: null };
  if (error.code !== null && credentialCodes.includes(error.code)) {
    const remainingAttempts = errorNumber(error, 'remainingAttempts');
    const lockedUntil = errorText(error, 'lockedUntil');
    if (lockedUntil !== null || remainingAttempts === 0) return { kind: 'locked', lockedUntil };
    return { kind: 'wrongPassword', remainingAttempts };
  }
  if (error.code === errors.securityVerificationFailed.code) {
    const ticket = errorText(error, 'ticket');
    const channels = channelsOf(error);
    if (ticket && channels.length > 0)
      return {
        kind: 'verify',
        challenge: {
          ticket,
          channels,
          email: errorText(error, 'email'),
          phone: errorText(error, 'phone'),
          expireInSeconds: errorNumber(error, 'expireInSeconds') ?? 300,
        },
      };
  }
  if (error.code === errors.userBanned.code) return { kind: 'banned' };
  if (error.code === errors.loginExpired.code) return { kind: 'expired' };
  if (error.validationErrors && error.validationErrors.length > 0)
    return { kind: 'fields', fields: error.validationErrors };
  return { kind: 'other', error };
}
