import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import {
  authenticateByEmailInputSchema,
  authenticateByPhoneInputSchema,
  getFileInputSchema,
  imageUploadInputSchema,
  imageUploadResultSchema,
  keyExchangeSchema,
  merchantRegisterInputSchema,
  privateFileResultSchema,
  ptrInputSchema,
  ptrResultSchema,
  qrConfirmInputSchema,
  qrGenerateResultSchema,
  qrLoginStatus,
  qrPollInputSchema,
  qrScanResultSchema,
  qrTicketInputSchema,
  registerByEmailInputSchema,
  registerByPhoneInputSchema,
  registerResultSchema,
  resetPasswordByEmailInputSchema,
  resetPasswordByPhoneInputSchema,
  resetTicketSchema,
  resetVerificationByEmailInputSchema,
  resetVerificationByPhoneInputSchema,
  securityVerificationInputSchema,
  sendVerificationCodeInputSchema,
  sendVerificationCodeResultSchema,
} from './auth.schemas';
import { sessionEndpoints, tokenSessionSchema } from './session.endpoints';

const both = ['base', 'merchant'] as const;
/** An address already registered belongs under the address typed. */
const addressTaken = {
  [errors.emailAlreadyRegistered.code]: 'emailAddress',
  [errors.phoneAlreadyRegistered.code]: 'phoneNumber',
} as const;
const signUpPasswords = { businessType: 'register', fields: ['password', 'confirmPassword'] } as const;
const resetPasswords = { businessType: 'resetPassword', fields: ['password', 'confirmPassword'] } as const;
const loginPassword = { businessType: 'login', fields: ['password'] } as const;

/** Spec §7 "Auth" and the key exchange, upload and code calls of "Base and session". */
const accountEndpoints = {
  sendVerificationCode: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Basic/SendVerificationCode'),
    input: sendVerificationCodeInputSchema,
    result: sendVerificationCodeResultSchema,
    auth: { kind: 'anonymous' },
    fieldCodes: addressTaken,
  }),
  getKeis: defineEndpoint({
    hosts: both,
    method: 'GET',
    path: appPath('Basic/GetKEIS'),
    input: z.object({}),
    result: keyExchangeSchema,
    auth: { kind: 'anonymous' },
  }),
  ptr: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Basic/PTR'),
    input: ptrInputSchema,
    result: ptrResultSchema,
    auth: { kind: 'anonymous' },
  }),
  imageUpload: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('foundation/FileUpload/ImageUpload'),
    input: imageUploadInputSchema,
    result: imageUploadResultSchema,
    auth: { kind: 'anonymous' },
    body: 'multipart',
  }),
  /** An uploaded file's bytes, for its owner or the holder of a signed link (see the schema). */
  getFile: defineEndpoint({
    hosts: both,
    method: 'GET',
    path: appPath('foundation/FileUpload/GetFile'),
    input: getFileInputSchema,
    result: privateFileResultSchema,
    auth: { kind: 'anonymous' },
    binary: 'private',
  }),
  registerByPhoneNumber: defineEndpoint({
    hosts: ['base'],
    method: 'POST',
    path: appPath('Account/RegisterByPhoneNumber'),
    input: registerByPhoneInputSchema,
    result: registerResultSchema,
    auth: { kind: 'anonymous' },
    encryptedFields: signUpPasswords,
    fieldCodes: { [errors.phoneAlreadyRegistered.code]: 'phoneNumber' },
  }),
  registerByEmailAddress: defineEndpoint({
    hosts: ['base'],
    method: 'POST',
    path: appPath('Account/RegisterByEmailAddress'),
    input: registerByEmailInputSchema,
    result: registerResultSchema,
    auth: { kind: 'anonymous' },
    encryptedFields: signUpPasswords,
    fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' },
  }),
  merchantRegister: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('identity/Merchant/Register'),
    input: merchantRegisterInputSchema,
    result: registerResultSchema,
    auth: { kind: 'anonymous' },
    encryptedFields: signUpPasswords,
    fieldCodes: addressTaken,
  }),
  authenticateByPhoneNumber: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: '/api/TokenAuth/AuthenticateByPhoneNumber',
    input: authenticateByPhoneInputSchema,
    result: tokenSessionSchema,
    auth: { kind: 'anonymous' },
    encryptedFields: loginPassword,
  }),
  authenticateByEmailAddress: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: '/api/TokenAuth/AuthenticateByEmailAddress',
    input: authenticateByEmailInputSchema,
    result: tokenSessionSchema,
    auth: { kind: 'anonymous' },
    encryptedFields: loginPassword,
  }),
  /** Finishes a sign-in that answered 50002 (new device) with a code sent for `login`. */
  securityVerification: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: '/api/TokenAuth/SecurityVerification',
    input: securityVerificationInputSchema,
    result: tokenSessionSchema,
    auth: { kind: 'anonymous' },
  }),
  resetPasswordByPhoneNumberVerification: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Account/ResetPasswordByPhoneNumberVerification'),
    input: resetVerificationByPhoneInputSchema,
    result: resetTicketSchema,
    auth: { kind: 'anonymous' },
  }),
  resetPasswordByPhoneNumber: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Account/ResetPasswordByPhoneNumber'),
    input: resetPasswordByPhoneInputSchema,
    result: z.boolean(),
    auth: { kind: 'anonymous' },
    encryptedFields: resetPasswords,
  }),
  resetPasswordByEmailAddressVerification: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Account/ResetPasswordByEmailAddressVerification'),
    input: resetVerificationByEmailInputSchema,
    result: resetTicketSchema,
    auth: { kind: 'anonymous' },
  }),
  resetPasswordByEmailAddress: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Account/ResetPasswordByEmailAddress'),
    input: resetPasswordByEmailInputSchema,
    result: z.boolean(),
    auth: { kind: 'anonymous' },
    encryptedFields: resetPasswords,
  }),
  /** QR sign-in, step 1: the signed-out page gets a ticket to draw and a secret to poll with. */
  qrLoginGenerate: defineEndpoint({
    hosts: ['base'],
    method: 'POST',
    path: '/api/TokenAuth/QrCodeLogin/Generate',
    input: z.object({}),
    result: qrGenerateResultSchema,
    auth: { kind: 'anonymous' },
  }),
  /** Step 2: a signed-in client (the app) scans it and is shown where the page runs. */
  qrLoginScan: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: '/api/TokenAuth/QrCodeLogin/Scan',
    input: qrTicketInputSchema,
    result: qrScanResultSchema,
    auth: { kind: 'user' },
  }),
  /** Step 3: the same client approves (or refuses) the sign-in. */
  qrLoginConfirm: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: '/api/TokenAuth/QrCodeLogin/Confirm',
    input: qrConfirmInputSchema,
    result: z.boolean(),
    auth: { kind: 'user' },
  }),
  /** The page polls: the status, and once approved the session (handed over once). */
  qrLoginPoll: defineEndpoint({
    hosts: ['base'],
    method: 'POST',
    path: '/api/TokenAuth/QrCodeLogin/Poll',
    input: qrPollInputSchema,
    result: z.object({ status: qrLoginStatus.schema, session: tokenSessionSchema.nullable() }),
    auth: { kind: 'anonymous' },
  }),
};

/** The area's calls: sign-up, sign-in, reset and codes, and the session (profile, refresh, exit). */
export const authEndpoints = { ...accountEndpoints, ...sessionEndpoints };
