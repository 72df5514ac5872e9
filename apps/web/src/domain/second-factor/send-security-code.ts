import { authEndpoints, type VerificationChannel } from '@coffer/contract/auth';
import { errors } from '@coffer/contract/common';
import { call } from '../../lib/http/client';

export type CodeAddress = { emailAddress: string } | { areaCode: string; phoneNumber: string };

/** By default the caller shows a refused address or a too-early resend beside its own field. */
const shownByCaller = [errors.invalidInput.code, errors.tooManyRequests.code];

/**
 * A `security` code, the second factor of an operation. Signed in, the server sends it to the
 * account's own address on that channel; signed out it goes to the address given (only if
 * registered; the answer is the same either way). `handle`: the error codes the caller shows itself.
 */
export const sendSecurityCode = (
  channel: VerificationChannel,
  { to, handle = shownByCaller }: { to?: CodeAddress; handle?: readonly number[] } = {},
) =>
  call(
    authEndpoints.sendVerificationCode,
    { purpose: 'security', channel, ...to },
    { notify: false, handle },
  );
