import { authEndpoints } from '@coffer/contract/auth';
import { errors } from '@coffer/contract/common';
import { call } from '../../../lib/http/client';

/** Codes the photo field shows under itself rather than as the shell's message. */
export const uploadCodes = [
  errors.invalidInput.code,
  errors.payloadTooLarge.code,
  errors.uploadFileMissing.code,
  errors.uploadFailed.code,
  errors.tooManyFiles.code,
  errors.tooManyRequests.code,
] as const;

/** foundation/FileUpload/ImageUpload with purpose `kycPhoto`, reporting how much has been sent. */
export const uploadKycPhoto = (
  file: File,
  options: { onProgress: (fraction: number) => void; signal?: AbortSignal },
) =>
  call(
    authEndpoints.imageUpload,
    { purpose: 'kycPhoto' },
    {
      notify: false,
      handle: uploadCodes,
      file: { blob: file, name: file.name },
      onUploadProgress: options.onProgress,
      signal: options.signal,
    },
  );
