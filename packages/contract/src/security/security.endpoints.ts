import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import {
  emailChangeInputSchema,
  fundPasswordInputSchema,
  googleBindInfoSchema,
  googleCodeInputSchema,
  historyInputSchema,
  loginHistoryResultSchema,
  phoneChangeInputSchema,
  revokeSessionInputSchema,
  safeOperationResultSchema,
  secondFactorSchema,
  securityChangeApplicationSchema,
  securityChangeStatusInputSchema,
  securityChangeSubmitInputSchema,
  securityChangeSubmitResultSchema,
  securityChangeTicketSchema,
  securityChangeVerifyInputSchema,
  sessionListResultSchema,
  updatePasswordInputSchema,
} from './security.schemas';

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
  bindPhoneNumber: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/BindPhoneNumber'),
    input: phoneChangeInputSchema,
    result: z.boolean(),
    auth: user,
    fieldCodes: { [errors.phoneAlreadyRegistered.code]: 'phoneNumber' },
  }),
  updatePhoneNumber: defineEndpoint({
    hosts: both,
    method: 'PUT',
    path: appPath('Profile/UpdatePhoneNumber'),
    input: phoneChangeInputSchema,
    result: z.boolean(),
    auth: user,
    fieldCodes: { [errors.phoneAlreadyRegistered.code]: 'phoneNumber' },
  }),
  unBindPhoneNumber: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/UnBindPhoneNumber'),
    input: secondFactorSchema,
    result: z.boolean(),
    auth: user,
  }),
  bindEmailAddress: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/BindEmailAddress'),
    input: emailChangeInputSchema,
    result: z.boolean(),
    auth: user,
    fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' },
  }),
  updateEmailAddress: defineEndpoint({
    hosts: both,
    method: 'PUT',
    path: appPath('Profile/UpdateEmailAddress'),
    input: emailChangeInputSchema,
    result: z.boolean(),
    auth: user,
    fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' },
  }),
  unBindEmailAddress: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/UnBindEmailAddress'),
    input: secondFactorSchema,
    result: z.boolean(),
    auth: user,
  }),
  /** A new pending secret each call until one is bound; refused (409) while one is bound. */
  getGoogleBindInfo: defineEndpoint({
    hosts: both,
    method: 'GET',
    path: appPath('Profile/GetGoogleBindInfo'),
    input: z.object({}),
    result: googleBindInfoSchema,
    auth: user,
  }),
  bindGoogleCode: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/BindGoogleCode'),
    input: googleCodeInputSchema,
    result: z.boolean(),
    auth: user,
  }),
  unBindGoogleCode: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/UnBindGoogleCode'),
    input: googleCodeInputSchema,
    result: z.boolean(),
    auth: user,
  }),
  /** 8–20 characters, the old password required; ends the account's other sessions. */
  updatePassword: defineEndpoint({
    hosts: both,
    method: 'PUT',
    path: appPath('Profile/UpdatePassword'),
    input: updatePasswordInputSchema,
    result: z.boolean(),
    auth: user,
    encryptedFields: changePassword,
  }),
  setFundPassword: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/SetFundPassword'),
    input: fundPasswordInputSchema,
    result: z.boolean(),
    auth: user,
    encryptedFields: fundPin,
  }),
  updateFundPassword: defineEndpoint({
    hosts: both,
    method: 'PUT',
    path: appPath('Profile/UpdateFundPassword'),
    input: fundPasswordInputSchema,
    result: z.boolean(),
    auth: user,
    encryptedFields: fundPin,
  }),
  getLoginHistory: defineEndpoint({
    hosts: both,
    method: 'GET',
    path: appPath('Profile/GetLoginHistory'),
    input: historyInputSchema,
    result: loginHistoryResultSchema,
    auth: user,
  }),
  getSafeOperationHistory: defineEndpoint({
    hosts: both,
    method: 'GET',
    path: appPath('Profile/GetSafeOperationHistory'),
    input: historyInputSchema,
    result: safeOperationResultSchema,
    auth: user,
  }),
  /** Beyond the spec: the account's live sessions with device, IP and last use. */
  getSessionList: defineEndpoint({
    hosts: both,
    method: 'GET',
    path: appPath('Profile/GetSessionList'),
    input: z.object({}),
    result: sessionListResultSchema,
    auth: user,
  }),
  revokeSession: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/RevokeSession'),
    input: revokeSessionInputSchema,
    result: z.boolean(),
    auth: user,
  }),
  /** Signs out everywhere but here; answers how many sessions ended. */
  revokeOtherSessions: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/RevokeOtherSessions'),
    input: z.object({}),
    result: z.number().int(),
    auth: user,
  }),
  /** Change application, step one; signed out, since a lost authenticator blocks sign-in. */
  securityChangeVerify: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/SecurityChange/Verify'),
    input: securityChangeVerifyInputSchema,
    result: securityChangeTicketSchema,
    auth: { kind: 'anonymous' },
    encryptedFields: { businessType: 'login', fields: ['password'] },
  }),
  securityChangeSubmit: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('Profile/SecurityChange/Submit'),
    input: securityChangeSubmitInputSchema,
    result: securityChangeSubmitResultSchema,
    auth: { kind: 'anonymous' },
  }),
  securityChangeGetStatus: defineEndpoint({
    hosts: both,
    method: 'GET',
    path: appPath('Profile/SecurityChange/GetStatus'),
    input: securityChangeStatusInputSchema,
    result: securityChangeApplicationSchema,
    auth: { kind: 'anonymous' },
  }),
};
