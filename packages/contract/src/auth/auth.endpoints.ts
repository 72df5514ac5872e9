import { appPath, describeEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import type { authEndpointSchemas } from './auth.endpoint-schemas';
import { sessionEndpoints } from './session.endpoints';

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
  sendVerificationCode: describeEndpoint<typeof authEndpointSchemas.sendVerificationCode>()({
    hosts: both,
    method: 'POST',
    path: appPath('Basic/SendVerificationCode'),
    auth: { kind: 'anonymous' },
    fieldCodes: addressTaken,
  }),
  getKeis: describeEndpoint<typeof authEndpointSchemas.getKeis>()({
    hosts: both,
    method: 'GET',
    path: appPath('Basic/GetKEIS'),
    auth: { kind: 'anonymous' },
  }),
  ptr: describeEndpoint<typeof authEndpointSchemas.ptr>()({
    hosts: both,
    method: 'POST',
    path: appPath('Basic/PTR'),
    auth: { kind: 'anonymous' },
  }),
  imageUpload: describeEndpoint<typeof authEndpointSchemas.imageUpload>()({
    hosts: both,
    method: 'POST',
    path: appPath('foundation/FileUpload/ImageUpload'),
    auth: { kind: 'anonymous' },
    body: 'multipart',
  }),
  /** An uploaded file's bytes, for its owner or the holder of a signed link (see the schema). */
  getFile: describeEndpoint<typeof authEndpointSchemas.getFile>()({
    hosts: both,
    method: 'GET',
    path: appPath('foundation/FileUpload/GetFile'),
    auth: { kind: 'anonymous' },
    binary: 'private',
  }),
  registerByPhoneNumber: describeEndpoint<typeof authEndpointSchemas.registerByPhoneNumber>()({
    hosts: ['base'],
    method: 'POST',
    path: appPath('Account/RegisterByPhoneNumber'),
    auth: { kind: 'anonymous' },
    encryptedFields: signUpPasswords,
    fieldCodes: { [errors.phoneAlreadyRegistered.code]: 'phoneNumber' },
  }),
  registerByEmailAddress: describeEndpoint<typeof authEndpointSchemas.registerByEmailAddress>()({
    hosts: ['base'],
    method: 'POST',
    path: appPath('Account/RegisterByEmailAddress'),
    auth: { kind: 'anonymous' },
    encryptedFields: signUpPasswords,
    fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' },
  }),
  merchantRegister: describeEndpoint<typeof authEndpointSchemas.merchantRegister>()({
    hosts: both,
    method: 'POST',
    path: appPath('identity/Merchant/Register'),
    auth: { kind: 'anonymous' },
    encryptedFields: signUpPasswords,
    fieldCodes: addressTaken,
  }),
  authenticateByPhoneNumber: describeEndpoint<typeof authEndpointSchemas.authenticateByPhoneNumber>()({
    hosts: both,
    method: 'POST',
    path: '/api/TokenAuth/AuthenticateByPhoneNumber',
    auth: { kind: 'anonymous' },
    encryptedFields: loginPassword,
  }),
  authenticateByEmailAddress: describeEndpoint<typeof authEndpointSchemas.authenticateByEmailAddress>()({
    hosts: both,
    method: 'POST',
    path: '/api/TokenAuth/AuthenticateByEmailAddress',
    auth: { kind: 'anonymous' },
    encryptedFields: loginPassword,
  }),
  /** Finishes a sign-in that answered 50002 (new device) with a code sent for `login`. */
  securityVerification: describeEndpoint<typeof authEndpointSchemas.securityVerification>()({
    hosts: both,
    method: 'POST',
    path: '/api/TokenAuth/SecurityVerification',
    auth: { kind: 'anonymous' },
  }),
  resetPasswordByPhoneNumberVerification: describeEndpoint<
    typeof authEndpointSchemas.resetPasswordByPhoneNumberVerification
  >()({
    hosts: both,
    method: 'POST',
    path: appPath('Account/ResetPasswordByPhoneNumberVerification'),
    auth: { kind: 'anonymous' },
  }),
  resetPasswordByPhoneNumber: describeEndpoint<typeof authEndpointSchemas.resetPasswordByPhoneNumber>()({
    hosts: both,
    method: 'POST',
    path: appPath('Account/ResetPasswordByPhoneNumber'),
    auth: { kind: 'anonymous' },
    encryptedFields: resetPasswords,
  }),
  resetPasswordByEmailAddressVerification: describeEndpoint<
    typeof authEndpointSchemas.resetPasswordByEmailAddressVerification
  >()({
    hosts: both,
    method: 'POST',
    path: appPath('Account/ResetPasswordByEmailAddressVerification'),
    auth: { kind: 'anonymous' },
  }),
  resetPasswordByEmailAddress: describeEndpoint<typeof authEndpointSchemas.resetPasswordByEmailAddress>()({
    hosts: both,
    method: 'POST',
    path: appPath('Account/ResetPasswordByEmailAddress'),
    auth: { kind: 'anonymous' },
    encryptedFields: resetPasswords,
  }),
  /** QR sign-in, step 1: the signed-out page gets a ticket to draw and a secret to poll with. */
  qrLoginGenerate: describeEndpoint<typeof authEndpointSchemas.qrLoginGenerate>()({
    hosts: ['base'],
    method: 'POST',
    path: '/api/TokenAuth/QrCodeLogin/Generate',
    auth: { kind: 'anonymous' },
  }),
  /** Step 2: a signed-in client (the app) scans it and is shown where the page runs. */
  qrLoginScan: describeEndpoint<typeof authEndpointSchemas.qrLoginScan>()({
    hosts: both,
    method: 'POST',
    path: '/api/TokenAuth/QrCodeLogin/Scan',
    auth: { kind: 'user' },
  }),
  /** Step 3: the same client approves (or refuses) the sign-in. */
  qrLoginConfirm: describeEndpoint<typeof authEndpointSchemas.qrLoginConfirm>()({
    hosts: both,
    method: 'POST',
    path: '/api/TokenAuth/QrCodeLogin/Confirm',
    auth: { kind: 'user' },
  }),
  /** The page polls: the status, and once approved the session (handed over once). */
  qrLoginPoll: describeEndpoint<typeof authEndpointSchemas.qrLoginPoll>()({
    hosts: ['base'],
    method: 'POST',
    path: '/api/TokenAuth/QrCodeLogin/Poll',
    auth: { kind: 'anonymous' },
  }),
};

/** The area's calls: sign-up, sign-in, reset and codes, and the session (profile, refresh, exit). */
export const authEndpoints = { ...accountEndpoints, ...sessionEndpoints };
