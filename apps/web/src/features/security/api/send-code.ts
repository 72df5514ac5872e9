import { endpoints } from '@coffer/contract';
import { call } from '../../../lib/http/client';

/** A `security` code to the account's own e-mail or phone (the second factor of an operation). */
export const sendSecurityCode = (channel: 'email' | 'sms') =>
  call(endpoints.auth.sendVerificationCode, { purpose: 'security', channel }, { notify: false });

/** A `bind` code to a new address, which proves the user holds it. */
export const sendBindCode = (to: { emailAddress: string } | { areaCode: string; phoneNumber: string }) =>
  call(endpoints.auth.sendVerificationCode, { purpose: 'bind', ...to }, { notify: false });
