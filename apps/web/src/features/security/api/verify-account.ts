import { type EndpointInput, errors } from '@coffer/contract/common';
import { securityEndpoints } from '@coffer/contract/security';
import { call } from '../../../lib/http/client';

export type VerifyAccountInput = EndpointInput<typeof securityEndpoints.securityChangeVerify>;

/**
 * Step one: the password and a code for every item that remains → a 30-minute ticket. Anonymous
 * (a lost authenticator blocks sign-in), so every refusal stays on the form.
 */
export const verifyAccount = (input: VerifyAccountInput) =>
  call(securityEndpoints.securityChangeVerify, input, {
    notify: false,
    handle: [
      errors.invalidInput.code,
      errors.emailOrPasswordInvalid.code,
      errors.phoneOrPasswordInvalid.code,
      errors.conflict.code,
      errors.userBanned.code,
      errors.tooManyRequests.code,
    ],
  });
