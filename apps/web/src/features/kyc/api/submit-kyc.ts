import { endpoints, errors, type KycSubmissionInput } from '@coffer/contract';
import { call } from '../../../lib/http/client';

/** Codes the form shows itself: refused fields, photos not found, already verified or under review. */
export const submitFormCodes = [
  errors.invalidInput.code,
  errors.uploadFileMissing.code,
  errors.identityAlreadyVerified.code,
  errors.conflict.code,
  errors.notFound.code,
] as const;

/** KYC/Create the first time; KYC/Update to resubmit after a rejection (the same body). */
export const submitKyc = (input: KycSubmissionInput, mode: 'create' | 'update') =>
  call(mode === 'create' ? endpoints.kyc.create : endpoints.kyc.update, input, {
    notify: false,
    handle: submitFormCodes,
  });
