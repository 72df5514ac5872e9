import { type EndpointInput, endpoints, errors } from '@coffer/contract';
import { call } from '../../../lib/http/client';

export type SubmitApplicationInput = EndpointInput<typeof endpoints.security.securityChangeSubmit>;

/**
 * Step two: the evidence and the new item → the application and its query token. An expired or
 * spent ticket is 50004 here, which must not end a signed-in user's session: the page handles it.
 */
export const submitApplication = (input: SubmitApplicationInput) =>
  call(endpoints.security.securityChangeSubmit, input, {
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
