import { randomInt } from 'node:crypto';
import { endpoints } from '@coffer/contract';
import { users } from '../src/db/schema';
import { goodPassword, testHasher } from './builders';
import type { TestApp } from './harness';

export { goodPassword, testHasher } from './builders';
export { lastCode, outboxTo } from './codes';
export { consent, yes } from './fixtures';

export const paths = {
  sendCode: endpoints.auth.sendVerificationCode.path,
  registerEmail: endpoints.auth.registerByEmailAddress.path,
  registerPhone: endpoints.auth.registerByPhoneNumber.path,
  merchantRegister: endpoints.auth.merchantRegister.path,
  upload: endpoints.auth.imageUpload.path,
  signInEmail: endpoints.auth.authenticateByEmailAddress.path,
  signInPhone: endpoints.auth.authenticateByPhoneNumber.path,
  securityVerification: endpoints.auth.securityVerification.path,
  accountInfo: endpoints.auth.getAccountInfo.path,
  refresh: endpoints.auth.refreshToken.path,
  exit: endpoints.auth.exit.path,
  getKeis: endpoints.auth.getKeis.path,
  ptr: endpoints.auth.ptr.path,
  resetEmailVerify: endpoints.auth.resetPasswordByEmailAddressVerification.path,
  resetEmail: endpoints.auth.resetPasswordByEmailAddress.path,
  resetPhoneVerify: endpoints.auth.resetPasswordByPhoneNumberVerification.path,
  resetPhone: endpoints.auth.resetPasswordByPhoneNumber.path,
  qrGenerate: endpoints.auth.qrLoginGenerate.path,
  qrScan: endpoints.auth.qrLoginScan.path,
  qrConfirm: endpoints.auth.qrLoginConfirm.path,
  qrPoll: endpoints.auth.qrLoginPoll.path,
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type ErrorBody = {
  code: number;
  details: string | null;
  validationErrors: { field: string; message: string }[] | null;
  data?: Record<string, unknown>;
};
export const errorOf = (res: { body: Record<string, unknown> }) => res.body.error as ErrorBody;

export function post(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.call({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
}

/** A user straight in the database, as the seed makes them. */
export async function createUser(
  t: TestApp,
  fields: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = goodPassword, ...rest } = fields;
  const [row] = await t.db
    .insert(users)
    .values({
      uid: String(randomInt(30_000_000, 99_999_999)),
      passwordHash: await testHasher.hash(password),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('no user');
  return row;
}

export async function signInByEmail(
  t: TestApp,
  emailAddress: string,
  password = goodPassword,
  headers: Record<string, string> = {},
) {
  return post(t, paths.signInEmail, { emailAddress, password }, headers);
}

export type Session = { accessToken: string; refreshToken: string; accessTokenExpireInSeconds: number };
export const sessionOf = (res: { body: Record<string, unknown> }) => res.body.result as Session;
