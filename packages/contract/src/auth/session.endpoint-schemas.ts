import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { accountType, kycStatus } from './account.enums';

/** Spec §3 token session: what sign-in and refresh answer. */
export const tokenSessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessTokenExpireInSeconds: z.number().int().positive(),
});
export type TokenSession = z.infer<typeof tokenSessionSchema>;

/** Spec §3 user info, plus what the security centre and the layout need to know. */
const accountInfoSchema = z.object({
  uid: z.string(),
  name: z.string(),
  accountType: enumSchema(accountType),
  kycStatus: enumSchema(kycStatus),
  /** ISO 8601; the layout treats a user as signed in with a token and a lastLoginTime (§6). */
  lastLoginTime: z.string().nullable(),
  isOfficial: z.boolean(),
  /** Masked, as `a***@example.com`; null when not bound. */
  email: z.string().nullable(),
  areaCode: z.string().nullable(),
  /** Masked, as `138****0005`; null when not bound. */
  phoneNumber: z.string().nullable(),
  googleAuthBound: z.boolean(),
  fundPasswordSet: z.boolean(),
  /** Withdrawals and transfers are held until then after a security change (§9); null when none. */
  securityHoldUntil: z.string().nullable(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/**
 * The schemas of the endpoints in session.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const sessionEndpointSchemas = {
  getAccountInfo: {
    input: z.object({}),
    result: accountInfoSchema,
  },
  refreshToken: {
    input: z.object({ refreshToken: z.string().min(1).max(512) }),
    result: tokenSessionSchema,
  },
  exit: {
    input: z.object({}),
    result: z.boolean(),
  },
};
