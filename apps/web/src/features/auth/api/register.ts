import { type EndpointInput, endpoints, type UploadPurpose } from '@coffer/contract';
import { call } from '../../../lib/http/client';

type Input<E extends keyof typeof endpoints.auth> = EndpointInput<(typeof endpoints.auth)[E]>;

/** Sign-up and reset codes go to the address typed in (purposes `register`, `resetPassword`). */
export const sendAddressCode = (
  purpose: 'register' | 'resetPassword',
  to: { emailAddress: string } | { areaCode: string; phoneNumber: string },
) => call(endpoints.auth.sendVerificationCode, { purpose, ...to }, { notify: false });

export const registerByEmail = (input: Input<'registerByEmailAddress'>) =>
  call(endpoints.auth.registerByEmailAddress, input, { notify: false });

export const registerByPhone = (input: Input<'registerByPhoneNumber'>) =>
  call(endpoints.auth.registerByPhoneNumber, input, { notify: false });

export const registerMerchant = (input: Input<'merchantRegister'>) =>
  call(endpoints.auth.merchantRegister, input, { notify: false });

/** foundation/FileUpload/ImageUpload as multipart: the purpose and the file. */
export const uploadImage = (purpose: UploadPurpose, file: File) =>
  call(endpoints.auth.imageUpload, { purpose }, { notify: false, file: { blob: file, name: file.name } });
