import { type EndpointInput, endpoints, errors, type VerificationChannel } from '@coffer/contract';
import { call } from '../../../lib/http/client';

/** The codes the sign-in page handles itself: the new-device second factor and its expiry. */
const ownCodes = [errors.securityVerificationFailed.code, errors.loginExpired.code];

export const signInByEmail = (input: EndpointInput<typeof endpoints.auth.authenticateByEmailAddress>) =>
  call(endpoints.auth.authenticateByEmailAddress, input, { notify: false, handle: ownCodes });

export const signInByPhone = (input: EndpointInput<typeof endpoints.auth.authenticateByPhoneNumber>) =>
  call(endpoints.auth.authenticateByPhoneNumber, input, { notify: false, handle: ownCodes });

/** The 50002 path: a code for the account behind the ticket, on the channel chosen. */
export const sendLoginCode = (ticket: string, channel: VerificationChannel) =>
  call(
    endpoints.auth.sendVerificationCode,
    { purpose: 'login', ticket, channel },
    { notify: false, handle: ownCodes },
  );

export const verifySignIn = (input: EndpointInput<typeof endpoints.auth.securityVerification>) =>
  call(endpoints.auth.securityVerification, input, { notify: false, handle: ownCodes });
