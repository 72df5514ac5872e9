import { authEndpoints } from '@coffer/contract/auth';
import { call } from '../../../lib/http/client';

/** A `bind` code to a new address, which proves the user holds it. */
export const sendBindCode = (to: { emailAddress: string } | { areaCode: string; phoneNumber: string }) =>
  call(authEndpoints.sendVerificationCode, { purpose: 'bind', ...to }, { notify: false });
