import { appPath, describeEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import type { securityEndpointSchemas } from './security.endpoint-schemas';

/** §6: the merchant host serves profile and security calls to merchants. */
const both = ['base', 'merchant'] as const;
const user = { kind: 'user' } as const;
const changePassword = {
  businessType: 'changePassword',
  fields: ['oldPassword', 'newPassword', 'confirmPassword'],
} as const;
const fundPin = { businessType: 'fundPin', fields: ['fundPin', 'confirmFundPin'] } as const;

/** Spec §7 "Profile": the security centre, its log, and the sessions of the account. */
export const securityEndpoints = {
  bindPhoneNumber: describeEndpoint<typeof securityEndpointSchemas.bindPhoneNumber>()({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/BindPhoneNumber'),
    auth: user,
    fieldCodes: { [errors.phoneAlreadyRegistered.code]: 'phoneNumber' },
  }),
  updatePhoneNumber: describeEndpoint<typeof securityEndpointSchemas.updatePhoneNumber>()({
    hosts: both,
    method: 'PUT',
    path: appPath('Profile/UpdatePhoneNumber'),
    auth: user,
    fieldCodes: { [errors.phoneAlreadyRegistered.code]: 'phoneNumber' },
  }),
  unBindPhoneNumber: describeEndpoint<typeof securityEndpointSchemas.unBindPhoneNumber>()({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/UnBindPhoneNumber'),
    auth: user,
  }),
  bindEmailAddress: describeEndpoint<typeof securityEndpointSchemas.bindEmailAddress>()({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/BindEmailAddress'),
    auth: user,
    fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' },
  }),
  updateEmailAddress: describeEndpoint<typeof securityEndpointSchemas.updateEmailAddress>()({
    hosts: both,
    method: 'PUT',
    path: appPath('Profile/UpdateEmailAddress'),
    auth: user,
    fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' },
  }),
  unBindEmailAddress: describeEndpoint<typeof securityEndpointSchemas.unBindEmailAddress>()({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/UnBindEmailAddress'),
    auth: user,
  }),
  /** A new pending secret each call until one is bound; refused (409) while one is bound. */
  getGoogleBindInfo: describeEndpoint<typeof securityEndpointSchemas.getGoogleBindInfo>()({
    hosts: both,
    method: 'GET',
    path: appPath('Profile/GetGoogleBindInfo'),
    auth: user,
  }),
  bindGoogleCode: describeEndpoint<typeof securityEndpointSchemas.bindGoogleCode>()({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/BindGoogleCode'),
    auth: user,
  }),
  unBindGoogleCode: describeEndpoint<typeof securityEndpointSchemas.unBindGoogleCode>()({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/UnBindGoogleCode'),
    auth: user,
  }),
  /** 8–20 characters, the old password required; ends the account's other sessions. */
  updatePassword: describeEndpoint<typeof securityEndpointSchemas.updatePassword>()({
    hosts: both,
    method: 'PUT',
    path: appPath('Profile/UpdatePassword'),
    auth: user,
    encryptedFields: changePassword,
  }),
  setFundPassword: describeEndpoint<typeof securityEndpointSchemas.setFundPassword>()({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/SetFundPassword'),
    auth: user,
    encryptedFields: fundPin,
  }),
  updateFundPassword: describeEndpoint<typeof securityEndpointSchemas.updateFundPassword>()({
    hosts: both,
    method: 'PUT',
    path: appPath('Profile/UpdateFundPassword'),
    auth: user,
    encryptedFields: fundPin,
  }),
  getLoginHistory: describeEndpoint<typeof securityEndpointSchemas.getLoginHistory>()({
    hosts: both,
    method: 'GET',
    path: appPath('Profile/GetLoginHistory'),
    auth: user,
  }),
  getSafeOperationHistory: describeEndpoint<typeof securityEndpointSchemas.getSafeOperationHistory>()({
    hosts: both,
    method: 'GET',
    path: appPath('Profile/GetSafeOperationHistory'),
    auth: user,
  }),
  /** Beyond the spec: the account's live sessions with device, IP and last use. */
  getSessionList: describeEndpoint<typeof securityEndpointSchemas.getSessionList>()({
    hosts: both,
    method: 'GET',
    path: appPath('Profile/GetSessionList'),
    auth: user,
  }),
  revokeSession: describeEndpoint<typeof securityEndpointSchemas.revokeSession>()({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/RevokeSession'),
    auth: user,
  }),
  /** Signs out everywhere but here; answers how many sessions ended. */
  revokeOtherSessions: describeEndpoint<typeof securityEndpointSchemas.revokeOtherSessions>()({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/RevokeOtherSessions'),
    auth: user,
  }),
  /** Change application, step one; signed out, since a lost authenticator blocks sign-in. */
  securityChangeVerify: describeEndpoint<typeof securityEndpointSchemas.securityChangeVerify>()({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/SecurityChange/Verify'),
    auth: { kind: 'anonymous' },
    encryptedFields: { businessType: 'login', fields: ['password'] },
  }),
  securityChangeSubmit: describeEndpoint<typeof securityEndpointSchemas.securityChangeSubmit>()({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/SecurityChange/Submit'),
    auth: { kind: 'anonymous' },
  }),
  securityChangeGetStatus: describeEndpoint<typeof securityEndpointSchemas.securityChangeGetStatus>()({
    hosts: both,
    method: 'GET',
    path: appPath('Profile/SecurityChange/GetStatus'),
    auth: { kind: 'anonymous' },
  }),
};
