import { authEndpoints, type VerificationChannel } from '@coffer/contract/auth';
import { type EndpointInput, errors } from '@coffer/contract/common';
import { call } from '../../../lib/http/client';

/** The codes the sign-in page handles itself: the new-device second factor and its expiry. */
const ownCodes = [errors.securityVerificationFailed.code, errors.loginExpired.code];

export const signInByEmail = (input: EndpointInput<typeof authEndpoints.authenticateByEmailAddress>) =>
  call(authEndpoints.authenticateByEmailAddress, input, { notify: false, handle: ownCodes });

export const signInByPhone = (input: EndpointInput<typeof authEndpoints.authenticateByPhoneNumber>) =>
  call(authEndpoints.authenticateByPhoneNumber, input, { notify: false, handle: ownCodes });

/** The 50002 path: a code for the account behind the ticket, on the channel chosen. */
export const sendLoginCode = (ticket: string, channel: VerificationChannel) =>
  call(
    authEndpoints.sendVerificationCode,
    { purpose: 'login', ticket, channel },
    { notify: false, handle: ownCodes },
  );

export const verifySignIn = (input: EndpointInput<typeof authEndpoints.securityVerification>) =>
  call(authEndpoints.securityVerification, input, { notify: false, handle: ownCodes });
