import { endpoints, errors, type VerificationChannel } from '@coffer/contract';
import { call } from '../../../lib/http/client';

type Address = { emailAddress: string } | { areaCode: string; phoneNumber: string };

const handle = [errors.invalidInput.code, errors.tooManyRequests.code, errors.loginExpired.code];

/**
 * A `security` code to an item the account still has. Signed out it goes to the address given
 * (only if registered; the answer is the same either way); signed in, the server sends it to the
 * account's own address on that channel.
 */
export const sendSecurityCode = (channel: VerificationChannel, to: Address | Record<string, never>) =>
  call(
    endpoints.auth.sendVerificationCode,
    { purpose: 'security', channel, ...to },
    { notify: false, handle },
  );

/** The new e-mail or phone proves itself with a `bind` code, allowed by the open step-one ticket. */
export const sendBindCode = (ticket: string, to: Address) =>
  call(
    endpoints.auth.sendVerificationCode,
    { purpose: 'bind', ticket, ...to },
    {
      notify: false,
      handle: [...handle, errors.emailAlreadyRegistered.code, errors.phoneAlreadyRegistered.code],
    },
  );
