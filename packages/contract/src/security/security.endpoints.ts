import { anonymous, describeEndpoints, routesOn, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { securityEndpointSchemas } from './security.endpoint-schemas';

const changePassword = {
  businessType: 'changePassword',
  fields: ['oldPassword', 'newPassword', 'confirmPassword'],
} as const;
const fundPin = { businessType: 'fundPin', fields: ['fundPin', 'confirmFundPin'] } as const;

/** §6: the merchant host serves profile and security calls to merchants. */
const on = routesOn(['base', 'merchant']);

/** Spec §7 "Profile": the security centre, its log, and the sessions of the account. */
export const securityEndpoints = describeEndpoints<typeof securityEndpointSchemas>()({
  bindPhoneNumber: on.post('Profile/BindPhoneNumber', user, {
    fieldCodes: { [errors.phoneAlreadyRegistered.code]: 'phoneNumber' },
  }),
  updatePhoneNumber: on.put('Profile/UpdatePhoneNumber', user, {
    fieldCodes: { [errors.phoneAlreadyRegistered.code]: 'phoneNumber' },
  }),
  unBindPhoneNumber: on.post('Profile/UnBindPhoneNumber', user),
  bindEmailAddress: on.post('Profile/BindEmailAddress', user, {
    fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' },
  }),
  updateEmailAddress: on.put('Profile/UpdateEmailAddress', user, {
    fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' },
  }),
  unBindEmailAddress: on.post('Profile/UnBindEmailAddress', user),
  /** A new pending secret each call until one is bound; refused (409) while one is bound. */
  getGoogleBindInfo: on.get('Profile/GetGoogleBindInfo', user),
  bindGoogleCode: on.post('Profile/BindGoogleCode', user),
  unBindGoogleCode: on.post('Profile/UnBindGoogleCode', user),
  /** 8–20 characters, the old password required; ends the account's other sessions. */
  updatePassword: on.put('Profile/UpdatePassword', user, { encryptedFields: changePassword }),
  setFundPassword: on.post('Profile/SetFundPassword', user, { encryptedFields: fundPin }),
  updateFundPassword: on.put('Profile/UpdateFundPassword', user, { encryptedFields: fundPin }),
  getLoginHistory: on.get('Profile/GetLoginHistory', user),
  getSafeOperationHistory: on.get('Profile/GetSafeOperationHistory', user),
  /** Beyond the spec: the account's live sessions with device, IP and last use. */
  getSessionList: on.get('Profile/GetSessionList', user),
  revokeSession: on.post('Profile/RevokeSession', user),
  /** Signs out everywhere but here; answers how many sessions ended. */
  revokeOtherSessions: on.post('Profile/RevokeOtherSessions', user),
  /** Change application, step one; signed out, since a lost authenticator blocks sign-in. */
  securityChangeVerify: on.post('Profile/SecurityChange/Verify', anonymous, {
    encryptedFields: { businessType: 'login', fields: ['password'] },
  }),
  securityChangeSubmit: on.post('Profile/SecurityChange/Submit', anonymous),
  securityChangeGetStatus: on.get('Profile/SecurityChange/GetStatus', anonymous),
});
