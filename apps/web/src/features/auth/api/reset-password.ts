import { type EndpointInput, endpoints } from '@coffer/contract';
import { call } from '../../../lib/http/client';

type Input<E extends keyof typeof endpoints.auth> = EndpointInput<(typeof endpoints.auth)[E]>;

export const verifyResetByEmail = (input: Input<'resetPasswordByEmailAddressVerification'>) =>
  call(endpoints.auth.resetPasswordByEmailAddressVerification, input, { notify: false });

export const verifyResetByPhone = (input: Input<'resetPasswordByPhoneNumberVerification'>) =>
  call(endpoints.auth.resetPasswordByPhoneNumberVerification, input, { notify: false });

export const resetByEmail = (input: Input<'resetPasswordByEmailAddress'>) =>
  call(endpoints.auth.resetPasswordByEmailAddress, input, { notify: false });

export const resetByPhone = (input: Input<'resetPasswordByPhoneNumber'>) =>
  call(endpoints.auth.resetPasswordByPhoneNumber, input, { notify: false });
