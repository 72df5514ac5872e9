import { type EndpointInput, errors } from '@coffer/contract/common';
import { securityEndpoints } from '@coffer/contract/security';
import { call } from '../../../lib/http/client';

export type SubmitApplicationInput = EndpointInput<typeof securityEndpoints.securityChangeSubmit>;

/**
 * Step two: the evidence and the new item → the application and its query token. An expired or
 * spent ticket is 50004 here, which must not end a signed-in user's session: the page handles it.
 */
export const submitApplication = (input: SubmitApplicationInput) =>
  call(securityEndpoints.securityChangeSubmit, input, {
    notify: false,
    handle: [
      errors.invalidInput.code,
      errors.loginExpired.code,
      errors.uploadFileMissing.code,
      errors.conflict.code,
      errors.emailAlreadyRegistered.code,
      errors.phoneAlreadyRegistered.code,
      errors.securityVerificationFailed.code,
    ],
  });
