import { endpoints, errors, type VerificationChannel } from '@coffer/contract';
import { call } from '../../lib/http/client';

/** A `security` code to the signed-in user's own e-mail or phone (the second factor). */
export const sendSecurityCode = (channel: VerificationChannel) =>
  call(
    endpoints.auth.sendVerificationCode,
    { purpose: 'security', channel },
    { notify: false, handle: [errors.invalidInput.code, errors.tooManyRequests.code] },
  );
