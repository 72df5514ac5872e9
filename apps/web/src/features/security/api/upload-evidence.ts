import { authEndpoints } from '@coffer/contract/auth';
import { constants, errors } from '@coffer/contract/common';
import { call } from '../../../lib/http/client';

export const evidenceRules = constants.uploads.securityEvidence;

/** foundation/FileUpload/ImageUpload, purpose `securityEvidence` (signed out allowed): the ID photo or selfie. */
export const uploadEvidence = (file: File) =>
  call(
    authEndpoints.imageUpload,
    { purpose: 'securityEvidence' },
    {
      notify: false,
      file: { blob: file, name: file.name },
      handle: [errors.invalidInput.code, errors.tooManyRequests.code, errors.uploadFailed.code],
    },
  );
