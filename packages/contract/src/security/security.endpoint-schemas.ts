import { z } from 'zod';
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

/** Spec §7 "Profile": the security centre, its log, and the sessions of the account. */
export const securityEndpointSchemas = {
  bindPhoneNumber: {
    input: phoneChangeInputSchema,
    result: z.boolean(),
  },
  updatePhoneNumber: {
    input: phoneChangeInputSchema,
    result: z.boolean(),
  },
  unBindPhoneNumber: {
    input: secondFactorSchema,
    result: z.boolean(),
  },
  bindEmailAddress: {
    input: emailChangeInputSchema,
    result: z.boolean(),
  },
  updateEmailAddress: {
    input: emailChangeInputSchema,
    result: z.boolean(),
  },
  unBindEmailAddress: {
    input: secondFactorSchema,
    result: z.boolean(),
  },
  /** A new pending secret each call until one is bound; refused (409) while one is bound. */
  getGoogleBindInfo: {
    input: z.object({}),
    result: googleBindInfoSchema,
  },
  bindGoogleCode: {
    input: googleCodeInputSchema,
    result: z.boolean(),
  },
  unBindGoogleCode: {
    input: googleCodeInputSchema,
    result: z.boolean(),
  },
  /** 8–20 characters, the old password required; ends the account's other sessions. */
  updatePassword: {
    input: updatePasswordInputSchema,
    result: z.boolean(),
  },
  setFundPassword: {
    input: fundPasswordInputSchema,
    result: z.boolean(),
  },
  updateFundPassword: {
    input: fundPasswordInputSchema,
    result: z.boolean(),
  },
  getLoginHistory: {
    input: historyInputSchema,
    result: loginHistoryResultSchema,
  },
  getSafeOperationHistory: {
    input: historyInputSchema,
    result: safeOperationResultSchema,
  },
  /** Beyond the spec: the account's live sessions with device, IP and last use. */
  getSessionList: {
    input: z.object({}),
    result: sessionListResultSchema,
  },
  revokeSession: {
    input: revokeSessionInputSchema,
    result: z.boolean(),
  },
  /** Signs out everywhere but here; answers how many sessions ended. */
  revokeOtherSessions: {
    input: z.object({}),
    result: z.number().int(),
  },
  /** Change application, step one; signed out, since a lost authenticator blocks sign-in. */
  securityChangeVerify: {
    input: securityChangeVerifyInputSchema,
    result: securityChangeTicketSchema,
  },
  securityChangeSubmit: {
    input: securityChangeSubmitInputSchema,
    result: securityChangeSubmitResultSchema,
  },
  securityChangeGetStatus: {
    input: securityChangeStatusInputSchema,
    result: securityChangeApplicationSchema,
  },
};
