import { type EndpointDescriptor, type EndpointInput, errors } from '@coffer/contract/common';
import { securityEndpoints } from '@coffer/contract/security';
import { call } from '../../../lib/http/client';

/** A step of the change review whose listed refusals all stay on its form: no toast, no sign-out. */
const onTheForm =
  <E extends EndpointDescriptor>(endpoint: E, handle: number[]) =>
  (input: EndpointInput<E>) =>
    call(endpoint, input, { notify: false, handle });

/**
 * Step one: the password and a code for every item that remains → a 30-minute ticket. Anonymous
 * (a lost authenticator blocks sign-in), so every refusal stays on the form.
 */
export const verifyAccount = onTheForm(securityEndpoints.securityChangeVerify, [
  errors.invalidInput.code,
  errors.emailOrPasswordInvalid.code,
  errors.phoneOrPasswordInvalid.code,
  errors.conflict.code,
  errors.userBanned.code,
  errors.tooManyRequests.code,
]);

/**
 * Step two: the evidence and the new item → the application and its query token. An expired or
 * spent ticket is 50004 here, which must not end a signed-in user's session: the page handles it.
 */
export const submitApplication = onTheForm(securityEndpoints.securityChangeSubmit, [
  errors.invalidInput.code,
  errors.loginExpired.code,
  errors.uploadFileMissing.code,
  errors.conflict.code,
  errors.emailAlreadyRegistered.code,
  errors.phoneAlreadyRegistered.code,
  errors.securityVerificationFailed.code,
]);
