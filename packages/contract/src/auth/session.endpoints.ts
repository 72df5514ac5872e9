import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';
import { accountType, kycStatus } from './account.schemas';

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
  accountType: accountType.schema,
  kycStatus: kycStatus.schema,
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

export const sessionEndpoints = {
  /** "Host by role": merchants (types 1 and 3) call it on the merchant host. */
  getAccountInfo: defineEndpoint({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('Profile/GetAccountInfo'),
    input: z.object({}),
    result: accountInfoSchema,
    // A signed-in user, or a signed API request whose key may read (§6).
    auth: { kind: 'apiKey', permission: 'read' },
  }),
  /** Rotating refresh: the old refresh token is spent; reusing it revokes the whole family. */
  refreshToken: defineEndpoint({
    hosts: ['base', 'merchant'],
    method: 'POST',
    path: '/api/TokenAuth/RefreshToken',
    input: z.object({ refreshToken: z.string().min(1).max(512) }),
    result: tokenSessionSchema,
    auth: { kind: 'anonymous' },
  }),
  /** Log out: revokes this session server-side. */
  exit: defineEndpoint({
    hosts: ['base', 'merchant'],
    method: 'POST',
    path: appPath('Profile/Exit'),
    input: z.object({}),
    result: z.boolean(),
    auth: { kind: 'user' },
  }),
};
