import { endpoints } from '@coffer/contract';
import { call } from '../../../lib/http/client';

/** A `bind` code to a new address, which proves the user holds it. */
export const sendBindCode = (to: { emailAddress: string } | { areaCode: string; phoneNumber: string }) =>
  call(endpoints.auth.sendVerificationCode, { purpose: 'bind', ...to }, { notify: false });
