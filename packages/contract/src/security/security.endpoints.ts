import { anonymous, byRole, describeEndpoints, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { securityEndpointSchemas } from './security.endpoint-schemas';

const changePassword = {
  businessType: 'changePassword',
  fields: ['oldPassword', 'newPassword', 'confirmPassword'],
} as const;
const fundPin = { businessType: 'fundPin', fields: ['fundPin', 'confirmFundPin'] } as const;
/** Binding or changing to an address another account has is an error on the address field. */
const phoneTaken = { fieldCodes: { [errors.phoneAlreadyRegistered.code]: 'phoneNumber' } } as const;
const emailTaken = { fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' } } as const;

/** Spec §7 "Profile": the security centre, its log, and the sessions of the account. */
export const securityEndpoints = describeEndpoints<typeof securityEndpointSchemas>()({
  bindPhoneNumber: byRole.post('Profile/BindPhoneNumber', user, phoneTaken),
  updatePhoneNumber: byRole.put('Profile/UpdatePhoneNumber', user, phoneTaken),
  unBindPhoneNumber: byRole.post('Profile/UnBindPhoneNumber', user),
  bindEmailAddress: byRole.post('Profile/BindEmailAddress', user, emailTaken),
  updateEmailAddress: byRole.put('Profile/UpdateEmailAddress', user, emailTaken),
  unBindEmailAddress: byRole.post('Profile/UnBindEmailAddress', user),
  /** A new pending secret each call until one is bound; refused (409) while one is bound. */
  getGoogleBindInfo: byRole.get('Profile/GetGoogleBindInfo', user),
  bindGoogleCode: byRole.post('Profile/BindGoogleCode', user),
  unBindGoogleCode: byRole.post('Profile/UnBindGoogleCode', user),
  /** 8–20 characters, the old password required; ends the account's other sessions. */
  updatePassword: byRole.put('Profile/UpdatePassword', user, { encryptedFields: changePassword }),
  setFundPassword: byRole.post('Profile/SetFundPassword', user, { encryptedFields: fundPin }),
  updateFundPassword: byRole.put('Profile/UpdateFundPassword', user, { encryptedFields: fundPin }),
  getLoginHistory: byRole.get('Profile/GetLoginHistory', user),
  getSafeOperationHistory: byRole.get('Profile/GetSafeOperationHistory', user),
  /** Beyond the spec: the account's live sessions with device, IP and last use. */
  getSessionList: byRole.get('Profile/GetSessionList', user),
  revokeSession: byRole.post('Profile/RevokeSession', user),
  /** Signs out everywhere but here; answers how many sessions ended. */
  revokeOtherSessions: byRole.post('Profile/RevokeOtherSessions', user),
  /** Change application, step one; signed out, since a lost authenticator blocks sign-in. */
  securityChangeVerify: byRole.post('Profile/SecurityChange/Verify', anonymous, {
    encryptedFields: { businessType: 'login', fields: ['password'] },
  }),
  securityChangeSubmit: byRole.post('Profile/SecurityChange/Submit', anonymous),
  securityChangeGetStatus: byRole.get('Profile/SecurityChange/GetStatus', anonymous),
});
