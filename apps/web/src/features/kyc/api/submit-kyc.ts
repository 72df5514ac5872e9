import { errors } from '@coffer/contract/common';
import { type KycSubmissionInput, kycEndpoints } from '@coffer/contract/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/http/api-error';
import { call } from '../../../lib/http/client';
import { kycKeys } from './keys';

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
  call(mode === 'create' ? kycEndpoints.create : kycEndpoints.update, input, {
    notify: false,
    handle: submitFormCodes,
  });

/** Already verified, or the status moved meanwhile: the page then shows the status as it is. */
const statusMoved = (failure: unknown) =>
  isApiError(failure) &&
  (failure.code === errors.identityAlreadyVerified.code || failure.code === errors.conflict.code);

/** The saved record becomes the cached one; a status that moved meanwhile is fetched again. */
export function useSubmitKyc() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mode }: { input: KycSubmissionInput; mode: 'create' | 'update' }) =>
      submitKyc(input, mode),
    onSuccess: (saved) => qc.setQueryData(kycKeys.record, saved),
    onError: (failure) =>
      statusMoved(failure) ? qc.invalidateQueries({ queryKey: kycKeys.all }) : undefined,
  });
}
