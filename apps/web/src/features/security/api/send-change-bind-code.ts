import { authEndpoints } from '@coffer/contract/auth';
import { errors } from '@coffer/contract/common';
import type { CodeAddress } from '../../../domain/second-factor/send-security-code';
import { call } from '../../../lib/http/client';

/** The codes this flow shows beside its fields: a refused address, a resend too soon, a lapsed ticket. */
export const changeFlowHandles = [
  errors.invalidInput.code,
  errors.tooManyRequests.code,
  errors.loginExpired.code,
] as const;

/** The new e-mail or phone proves itself with a `bind` code, allowed by the open step-one ticket. */
export const sendChangeBindCode = (ticket: string, to: CodeAddress) =>
  call(
    authEndpoints.sendVerificationCode,
    { purpose: 'bind', ticket, ...to },
    {
      notify: false,
      handle: [...changeFlowHandles, errors.emailAlreadyRegistered.code, errors.phoneAlreadyRegistered.code],
    },
  );
