import { anonymous, byRole, describeEndpoints, onBase, routesOn, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { authEndpointSchemas } from './auth.endpoint-schemas';
import { sessionEndpoints } from './session.endpoints';

/** An address already registered belongs under the address typed. */
const addressTaken = {
  [errors.emailAlreadyRegistered.code]: 'emailAddress',
  [errors.phoneAlreadyRegistered.code]: 'phoneNumber',
} as const;
const signUpPasswords = { businessType: 'register', fields: ['password', 'confirmPassword'] } as const;
const resetPasswords = { businessType: 'resetPassword', fields: ['password', 'confirmPassword'] } as const;
const loginPassword = { businessType: 'login', fields: ['password'] } as const;

const api = routesOn(['base', 'merchant'], '/api/');
const apiBase = routesOn(['base'], '/api/');

/** Spec §7 "Auth" and the key exchange, upload and code calls of "Base and session". */
const accountEndpoints = describeEndpoints<typeof authEndpointSchemas>()({
  sendVerificationCode: byRole.post('Basic/SendVerificationCode', anonymous, { fieldCodes: addressTaken }),
  getKeis: byRole.get('Basic/GetKEIS', anonymous),
  ptr: byRole.post('Basic/PTR', anonymous),
  imageUpload: byRole.post('foundation/FileUpload/ImageUpload', anonymous, { body: 'multipart' }),
  /** An uploaded file's bytes, for its owner or the holder of a signed link (see the schema). */
  getFile: byRole.get('foundation/FileUpload/GetFile', anonymous, { binary: 'private' }),
  registerByPhoneNumber: onBase.post('Account/RegisterByPhoneNumber', anonymous, {
    encryptedFields: signUpPasswords,
    fieldCodes: { [errors.phoneAlreadyRegistered.code]: 'phoneNumber' },
  }),
  registerByEmailAddress: onBase.post('Account/RegisterByEmailAddress', anonymous, {
    encryptedFields: signUpPasswords,
    fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' },
  }),
  merchantRegister: byRole.post('identity/Merchant/Register', anonymous, {
    encryptedFields: signUpPasswords,
    fieldCodes: addressTaken,
  }),
  authenticateByPhoneNumber: api.post('TokenAuth/AuthenticateByPhoneNumber', anonymous, {
    encryptedFields: loginPassword,
  }),
  authenticateByEmailAddress: api.post('TokenAuth/AuthenticateByEmailAddress', anonymous, {
    encryptedFields: loginPassword,
  }),
  /** Finishes a sign-in that answered 50002 (new device) with a code sent for `login`. */
  securityVerification: api.post('TokenAuth/SecurityVerification', anonymous),
  resetPasswordByPhoneNumberVerification: byRole.post(
    'Account/ResetPasswordByPhoneNumberVerification',
    anonymous,
  ),
  resetPasswordByPhoneNumber: byRole.post('Account/ResetPasswordByPhoneNumber', anonymous, {
    encryptedFields: resetPasswords,
  }),
  resetPasswordByEmailAddressVerification: byRole.post(
    'Account/ResetPasswordByEmailAddressVerification',
    anonymous,
  ),
  resetPasswordByEmailAddress: byRole.post('Account/ResetPasswordByEmailAddress', anonymous, {
    encryptedFields: resetPasswords,
  }),
  /** QR sign-in, step 1: the signed-out page gets a ticket to draw and a secret to poll with. */
  qrLoginGenerate: apiBase.post('TokenAuth/QrCodeLogin/Generate', anonymous),
  /** Step 2: a signed-in client (the app) scans it and is shown where the page runs. */
  qrLoginScan: api.post('TokenAuth/QrCodeLogin/Scan', user),
  /** Step 3: the same client approves (or refuses) the sign-in. */
  qrLoginConfirm: api.post('TokenAuth/QrCodeLogin/Confirm', user),
  /** The page polls: the status, and once approved the session (handed over once). */
  qrLoginPoll: apiBase.post('TokenAuth/QrCodeLogin/Poll', anonymous),
});

/** The area's calls: sign-up, sign-in, reset and codes, and the session (profile, refresh, exit). */
export const authEndpoints = { ...accountEndpoints, ...sessionEndpoints };
