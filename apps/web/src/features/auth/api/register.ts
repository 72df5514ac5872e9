import { authEndpoints, type UploadPurpose } from '@coffer/contract/auth';
import type { EndpointInput } from '@coffer/contract/common';
import { call } from '../../../lib/http/client';

type Input<E extends keyof typeof authEndpoints> = EndpointInput<(typeof authEndpoints)[E]>;

/** Sign-up and reset codes go to the address typed in (purposes `register`, `resetPassword`). */
export const sendAddressCode = (
  purpose: 'register' | 'resetPassword',
  to: { emailAddress: string } | { areaCode: string; phoneNumber: string },
) => call(authEndpoints.sendVerificationCode, { purpose, ...to }, { notify: false });

export const registerByEmail = (input: Input<'registerByEmailAddress'>) =>
  call(authEndpoints.registerByEmailAddress, input, { notify: false });

export const registerByPhone = (input: Input<'registerByPhoneNumber'>) =>
  call(authEndpoints.registerByPhoneNumber, input, { notify: false });

export const registerMerchant = (input: Input<'merchantRegister'>) =>
  call(authEndpoints.merchantRegister, input, { notify: false });

/** foundation/FileUpload/ImageUpload as multipart: the purpose and the file. */
export const uploadImage = (purpose: UploadPurpose, file: File) =>
  call(authEndpoints.imageUpload, { purpose }, { notify: false, file: { blob: file, name: file.name } });
