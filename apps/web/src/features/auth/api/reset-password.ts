import { authEndpoints } from '@coffer/contract/auth';
import type { EndpointInput } from '@coffer/contract/common';
import { call } from '../../../lib/http/client';

type Input<E extends keyof typeof authEndpoints> = EndpointInput<(typeof authEndpoints)[E]>;

export const verifyResetByEmail = (input: Input<'resetPasswordByEmailAddressVerification'>) =>
  call(authEndpoints.resetPasswordByEmailAddressVerification, input, { notify: false });

export const verifyResetByPhone = (input: Input<'resetPasswordByPhoneNumberVerification'>) =>
  call(authEndpoints.resetPasswordByPhoneNumberVerification, input, { notify: false });

export const resetByEmail = (input: Input<'resetPasswordByEmailAddress'>) =>
  call(authEndpoints.resetPasswordByEmailAddress, input, { notify: false });

export const resetByPhone = (input: Input<'resetPasswordByPhoneNumber'>) =>
  call(authEndpoints.resetPasswordByPhoneNumber, input, { notify: false });
