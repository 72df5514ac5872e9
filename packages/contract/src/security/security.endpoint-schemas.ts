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
  getSessionList: {
    input: z.object({}),
    result: sessionListResultSchema,
  },
  revokeSession: {
    input: revokeSessionInputSchema,
    result: z.boolean(),
  },
  revokeOtherSessions: {
    input: z.object({}),
    result: z.number().int(),
  },
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
