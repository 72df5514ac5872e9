import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { ops } from './console';
import { file, png } from './images';
import { codeAfter, latestId } from './outbox';

/**
 * Accounts made and signed in through the API, as fixtures for the browser tests. Each test makes
 * its own account where it can: the server keeps one session per user and client type, so a demo
 * account is held by one spec file only.
 */

export const api = {
  sendCode: '/api/services/app/Basic/SendVerificationCode',
  register: '/api/services/app/Account/RegisterByEmailAddress',
  registerMerchant: '/api/services/app/identity/Merchant/Register',
  signIn: '/api/TokenAuth/AuthenticateByEmailAddress',
  securityVerification: '/api/TokenAuth/SecurityVerification',
  accountInfo: '/api/services/app/Profile/GetAccountInfo',
  upload: '/api/services/app/foundation/FileUpload/ImageUpload',
  kycCreate: '/api/services/app/KYC/Create',
};

/** The password of every demo account (README "Demo accounts"). */
export const demoPassword = 'Coffer#Demo2026';
/** The password of the accounts the tests make. */
export const password = 'Coffer#E2e-2026';
/** Yes to every sign-up question. */
export const eligible = { over18: true, noConviction: true, noBankruptcy: true, authorityToAct: true };

export interface TokenSession {
  accessToken: string;
  refreshToken: string;
  accessTokenExpireInSeconds: number;
}
export type Envelope<T> = {
  success: boolean;
  result: T;
  error: { code: number; message: string; data?: Record<string, unknown> } | null;
};

let serial = 0;
/** An address no other test (or earlier run on the same data) has used. */
export const newEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${process.pid}-${++serial}@e2e.coffer.test`.toLowerCase();

/** A fresh device id in the form the web app makes them. */
export const newDeviceId = () => `5ec0${randomBytes(2).toString('hex')}-${randomBytes(6).toString('hex')}`;

/** The headers of a web client on device `deviceId`. */
export const webClient = (deviceId: string) => ({ 'x-device-id': deviceId, 'x-client-type': '0' });

export const bearer = (tokens: TokenSession) => ({ authorization: `Bearer ${tokens.accessToken}` });

/** What sign-up answers: the new account, signed in (issue 12). */
export interface SignedUp {
  codeSentAt: number;
  uid: string;
  tokens: TokenSession;
}

/** The kinds of account the API signs up: 0 personal and 2 enterprise here, merchants apart. */
export type SignUpKind = 'personal' | 'enterprise' | 'merchant';

/**
 * A client address of its own for each sign-up, as each is a different person: the server caps
 * code sends and anonymous uploads per address a day (constants.verificationCode.dailyCapPerIp),
 * and a whole run signs up more accounts than one person may. The e2e server trusts the header
 * (TRUST_PROXY in scripts/e2e-server.mjs), as production does behind its proxy.
 */
const fromOwnAddress = (headers: Record<string, string>) => ({
  ...headers,
  'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
});

/** Sends the sign-up code to `email` and reads it from the outbox. */
async function signUpCode(request: APIRequestContext, email: string, headers: Record<string, string>) {
  const before = await latestId(request, email);
  const sent = await request.post(api.sendCode, {
    headers,
    data: { purpose: 'register', emailAddress: email },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const codeSentAt = Date.now();
  return { code: await codeAfter(request, email, before), codeSentAt };
}

/**
 * A password-reset code to `email` through the API, which starts the address's wait for the next
 * one now; if the address is still waiting after an earlier code, after that wait.
 */
export async function sendResetCode(request: APIRequestContext, email: string) {
  for (;;) {
    const sent = await request.post(api.sendCode, {
      headers: fromOwnAddress({}),
      data: { purpose: 'resetPassword', emailAddress: email },
    });
    if (sent.status() !== 429) {
      expect(sent.ok(), await sent.text()).toBe(true);
      return;
    }
    const { error } = (await sent.json()) as Envelope<unknown>;
    await new Promise((resolve) => setTimeout(resolve, Number(error?.data?.retryAfterSeconds ?? 1) * 1000));
  }
}

/** The company part of a merchant sign-up, with its certificate uploaded (signed out) first. */
async function merchantCompany(request: APIRequestContext, email: string, headers: Record<string, string>) {
  const upload = await request.post(api.upload, {
    headers,
    multipart: {
      purpose: 'merchantCertificate',
      file: file('certificate.png', 'image/png', png({ seed: 7 })),
    },
  });
  const uploaded = (await upload.json()) as Envelope<{ fileId: string }>;
  expect(uploaded.success, JSON.stringify(uploaded.error)).toBe(true);
  return {
    fullName: `E2E ${email.split('@')[0]} Ltd`.slice(0, 200),
    shortName: 'E2E Merchant',
    address: '1 Test Street, Singapore',
    businessScope: 'Retail of coffee and tea',
    receiptCurrency: 'USDT',
    certificateFileId: uploaded.result.fileId,
  };
}

/**
 * An account with an e-mail through the API (personal unless `kind` says otherwise); sign-up
 * signs it in, so its answer carries the session.
 */
export async function registerByApi(
  request: APIRequestContext,
  email: string,
  { headers = {}, kind = 'personal' }: { headers?: Record<string, string>; kind?: SignUpKind } = {},
): Promise<SignedUp> {
  const client = fromOwnAddress(headers);
  const { code, codeSentAt } = await signUpCode(request, email, client);
  const common = {
    emailAddress: email,
    code,
    password,
    confirmPassword: password,
    questionnaire: eligible,
    consent: { terms: true, privacy: true },
  };
  const res =
    kind === 'merchant'
      ? await request.post(api.registerMerchant, {
          headers,
          data: { ...common, ...(await merchantCompany(request, email, client)) },
        })
      : await request.post(api.register, {
          headers,
          data: { ...common, accountType: kind === 'enterprise' ? 2 : 0 },
        });
  expect(res.status(), await res.text()).toBe(200);
  const { uid, accessToken, refreshToken, accessTokenExpireInSeconds } = (
    (await res.json()) as Envelope<TokenSession & { uid: string }>
  ).result;
  return { codeSentAt, uid, tokens: { accessToken, refreshToken, accessTokenExpireInSeconds } };
}

/**
 * Signs in through the API as the sign-in page does. A device the account has not used answers
 * 50002: then the `login` code from the outbox confirms it.
 */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  {
    secret = password,
    headers = webClient(newDeviceId()),
  }: { secret?: string; headers?: Record<string, string> } = {},
): Promise<TokenSession> {
  const res = await request.post(api.signIn, { headers, data: { emailAddress: email, password: secret } });
  const body = (await res.json()) as Envelope<TokenSession>;
  if (body.success) return body.result;
  expect(body.error?.code, JSON.stringify(body.error)).toBe(50002);
  const ticket = body.error?.data?.ticket as string;
  const before = await latestId(request, email, 'verificationCode');
  const sent = await request.post(api.sendCode, {
    headers,
    data: { purpose: 'login', ticket, channel: 'email' },
  });
  expect(((await sent.json()) as Envelope<unknown>).success).toBe(true);
  const code = await codeAfter(request, email, before, { kind: 'verificationCode' });
  const verified = await request.post(api.securityVerification, {
    headers,
    data: { ticket, channel: 'email', code },
  });
  const session = (await verified.json()) as Envelope<TokenSession>;
  expect(session.success, JSON.stringify(session.error)).toBe(true);
  return session.result;
}

export async function uidOf(request: APIRequestContext, tokens: TokenSession): Promise<string> {
  const res = await request.get(api.accountInfo, { headers: bearer(tokens) });
  const uid = ((await res.json()) as Envelope<{ uid: string }>).result.uid;
  expect(uid).toMatch(/\d+/);
  return uid;
}

/** Uploads an identity photo as the verification form does; answers its file id. */
export async function uploadKycPhoto(
  request: APIRequestContext,
  headers: Record<string, string>,
  photo: Buffer,
): Promise<string> {
  const res = await request.post(api.upload, {
    headers,
    multipart: { purpose: 'kycPhoto', file: file('photo.png', 'image/png', photo) },
  });
  const body = (await res.json()) as Envelope<{ fileId: string }>;
  expect(body.success, JSON.stringify(body.error)).toBe(true);
  return body.result.fileId;
}

/** An identity submission through the API as the form makes it: photos first, then KYC/Create. */
export async function submitKycByApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: Record<string, unknown>,
) {
  const res = await request.post(api.kycCreate, { headers, data });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as Envelope<unknown>).success).toBe(true);
}

export interface Account {
  email: string;
  uid: string;
  tokens: TokenSession;
  /** The device id the browser and the API calls share, so the device is known to the account. */
  deviceId: string;
  headers: Record<string, string>;
  /** When the last code went to the e-mail address (the next may go a minute later). */
  lastCodeAt: number;
}

/**
 * An account of its own (personal unless `kind` says otherwise), signed in by its sign-up, its
 * identity verified: documents through the API, then the operator's `kyc:approve` through the
 * running server's console.
 */
export async function verifiedAccount(
  request: APIRequestContext,
  tag: string,
  { kind = 'personal' }: { kind?: SignUpKind } = {},
): Promise<Account> {
  const email = newEmail(`v-${tag}`);
  const deviceId = newDeviceId();
  const headers = webClient(deviceId);
  const { codeSentAt, uid, tokens } = await registerByApi(request, email, { headers, kind });
  const auth = { ...headers, ...bearer(tokens) };
  await submitKycByApi(request, auth, {
    kind: 'individual',
    country: 'GB',
    certificateType: 2,
    certificateNumber: `P${Date.now().toString(36)}${process.pid}${++serial}`.slice(0, 20),
    startDate: '2020-01-01',
    expiryDate: '2035-01-01',
    firstName: 'Verified',
    lastName: tag,
    city: 'London',
    address: '1 Test Street',
    frontPhotoId: await uploadKycPhoto(request, auth, png({ seed: 10 })),
    selfiePhotoId: await uploadKycPhoto(request, auth, png({ seed: 20 })),
  });
  await ops('kyc:approve', uid, '--by', 'e2e');
  return { email, uid, tokens, deviceId, headers, lastCodeAt: codeSentAt };
}
