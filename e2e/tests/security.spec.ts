import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';

// The security centre in the browser (issue 5): an authenticator bound from the page's own secret
// and then asked at sign-in; a password change and a sign-in with the new one; a fund PIN; the
// rule that the last address cannot be removed; and the security log listing all of it. Each test
// makes its own verified account (sign-up, identity documents, and the operator's approval through
// the running server's console socket), so nothing is shared with other files.

const password = 'Coffer#E2e-2026';
const newPassword = 'Changed#E2e-2027';
const yes = { over18: true, noConviction: true, noBankruptcy: true, authorityToAct: true };
const opsSocket = join(import.meta.dirname, '../../.test-output/e2e-data/run/ops.sock');
/** The server allows one code a minute per address (README "One-time codes"). */
const codeIntervalMs = 61_000;

interface TokenSession {
  accessToken: string;
  refreshToken: string;
  accessTokenExpireInSeconds: number;
}
type Envelope<T> = { success: boolean; result: T; error: { code: number; message: string } | null };

interface Account {
  email: string;
  uid: string;
  tokens: TokenSession;
  /** The device id the browser and the API calls share, so the device is known to the account. */
  deviceId: string;
  headers: Record<string, string>;
  /** When the last code went to the e-mail address (the next may go a minute later). */
  lastCodeAt: number;
}

let serial = 0;
const unique = () => `${Date.now().toString(36)}${process.pid}${++serial}`;

async function json<T>(res: { json(): Promise<unknown>; status(): number }): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}

/** The newest one-time code sent to `to` after message `afterId`. */
async function codeAfter(request: APIRequestContext, to: string, afterId: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `/api/sandbox/outbox/latest?to=${encodeURIComponent(to)}&kind=verificationCode`,
        );
        const m = (await json<{ id: number; body: string } | null>(res)).result;
        code = m && m.id > afterId ? (/\b(\d{6})\b/.exec(m.body)?.[1] ?? '') : '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

async function lastCodeId(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(
    `/api/sandbox/outbox/latest?to=${encodeURIComponent(to)}&kind=verificationCode`,
  );
  return (await json<{ id: number } | null>(res)).result?.id ?? 0;
}

/** A 24×16 PNG made here: uploads check the bytes, not the name. */
function smallPng(seed: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const [width, height] = [24, 16];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows.set([seed, 120 + y * 4, 100 + x * 4], y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Runs an operator console command on the e2e server (its socket in DATA_DIR/run). */
function ops(argv: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(opsSocket);
    let buffer = '';
    const out: string[] = [];
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv })}\n`));
    socket.on('data', (data) => {
      buffer += data.toString();
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        const reply = JSON.parse(buffer.slice(0, i)) as { out?: string; done?: boolean; error?: string };
        buffer = buffer.slice(i + 1);
        if (reply.out !== undefined) out.push(reply.out);
        if (reply.done) {
          socket.end();
          if (reply.error) reject(new Error(reply.error));
          else resolve(out.join('\n'));
        }
      }
    });
    socket.on('error', reject);
  });
}

/** A personal account with an e-mail, signed in through the API, its identity verified. */
async function verifiedAccount(request: APIRequestContext, tag: string): Promise<Account> {
  const email = `sec-${tag}-${unique()}@e2e.coffer.test`.toLowerCase();
  const deviceId = `5ec0${randomBytes(2).toString('hex')}-${randomBytes(6).toString('hex')}`;
  const headers = { 'x-device-id': deviceId, 'x-client-type': '0' };
  const before = await lastCodeId(request, email);
  const sent = await request.post('/api/services/app/Basic/SendVerificationCode', {
    headers,
    data: { purpose: 'register', emailAddress: email },
  });
  expect((await json(sent)).success).toBe(true);
  const lastCodeAt = Date.now();
  const code = await codeAfter(request, email, before);
  const registered = await request.post('/api/services/app/Account/RegisterByEmailAddress', {
    headers,
    data: {
      emailAddress: email,
      code,
      accountType: 0,
      password,
      confirmPassword: password,
      questionnaire: yes,
      consent: { terms: true, privacy: true },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const signedIn = await json<TokenSession>(
    await request.post('/api/TokenAuth/AuthenticateByEmailAddress', {
      headers,
      data: { emailAddress: email, password },
    }),
  );
  expect(signedIn.success, JSON.stringify(signedIn.error)).toBe(true);
  const tokens = signedIn.result;
  const auth = { ...headers, authorization: `Bearer ${tokens.accessToken}` };
  const upload = async (seed: number) => {
    const res = await request.post('/api/services/app/foundation/FileUpload/ImageUpload', {
      headers: auth,
      multipart: {
        purpose: 'kycPhoto',
        file: { name: `p${seed}.png`, mimeType: 'image/png', buffer: smallPng(seed) },
      },
    });
    const body = await json<{ fileId: string }>(res);
    expect(body.success, JSON.stringify(body.error)).toBe(true);
    return body.result.fileId;
  };
  const kyc = await request.post('/api/services/app/KYC/Create', {
    headers: auth,
    data: {
      kind: 'individual',
      country: 'GB',
      certificateType: 2,
      certificateNumber: `P${unique()}`.slice(0, 20),
      startDate: '2020-01-01',
      expiryDate: '2035-01-01',
      firstName: 'Sec',
      lastName: tag,
      city: 'London',
      address: '1 Test Street',
      frontPhotoId: await upload(10),
      selfiePhotoId: await upload(20),
    },
  });
  expect((await json(kyc)).success, await kyc.text()).toBe(true);
  const info = await json<{ uid: string }>(
    await request.get('/api/services/app/Profile/GetAccountInfo', { headers: auth }),
  );
  await ops(['kyc:approve', info.result.uid, '--by', 'e2e']);
  return { email, uid: info.result.uid, tokens, deviceId, headers, lastCodeAt };
}

/**
 * The account's tokens and device id where lib/session keeps them, once per tab: a later
 * navigation must not bring back tokens the test has since signed out of.
 */
async function openSession(context: BrowserContext, account: Account) {
  await context.addInitScript(
    ([t, deviceId]) => {
      localStorage.setItem('coffer.production.deviceId', deviceId as string);
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      const session = t as TokenSession;
      localStorage.setItem('coffer.production.token', session.accessToken);
      localStorage.setItem('coffer.production.refreshToken', session.refreshToken);
      localStorage.setItem(
        'coffer.production.tokenExpiresAt',
        String(Date.now() + session.accessTokenExpireInSeconds * 1000),
      );
      localStorage.setItem('coffer.production.lang', 'en');
    },
    [account.tokens, account.deviceId] as const,
  );
}

/** Waits out the minute between codes to one address, then clicks "send" and reads the code. */
async function sendEmailCode(page: Page, request: APIRequestContext, account: Account, testId: string) {
  await page.waitForTimeout(Math.max(0, account.lastCodeAt + codeIntervalMs - Date.now()));
  const before = await lastCodeId(request, account.email);
  await page.getByTestId(`${testId}-send`).click();
  account.lastCodeAt = Date.now();
  await expect(page.getByTestId(`${testId}-send`)).toHaveText(/Again in \d+ s/);
  return codeAfter(request, account.email, before);
}

/** TOTP codes of the secret the page showed, one 30 s step each (the server refuses a step twice). */
function authenticator(secretText: string) {
  const key = decodeBase32IgnorePadding(secretText.replace(/\s+/g, ''));
  let lastStep = 0;
  return async (page: Page) => {
    let step = Math.floor(Date.now() / 30_000);
    if (step <= lastStep) {
      await page.waitForTimeout((lastStep + 1) * 30_000 - Date.now() + 200);
      step = lastStep + 1;
    }
    lastStep = step;
    return generateHOTP(key, BigInt(step), 6);
  };
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login$/);
}

async function signInWithForm(page: Page, email: string, secret: string) {
  const form = page.getByTestId('signin-form-email');
  await form.getByTestId('email-input').fill(email);
  await form.getByTestId('password-input').fill(secret);
  await form.getByTestId('signin-submit').click();
}

const expectSignedIn = (page: Page) => expect(page.getByTestId('user-menu')).toBeVisible();

/** The security log's operations tab lists these, newest first. */
async function expectOperations(page: Page, names: string[]) {
  await page.goto('/account/record');
  const table = page.getByTestId('history-operations');
  for (const name of names) await expect(table).toContainText(name);
}

test.describe.configure({ timeout: 240_000 });

test('bind an authenticator from the page, then sign-in asks for its code', async ({
  page,
  context,
  request,
}) => {
  const account = await verifiedAccount(request, 'google');
  await openSession(context, account);
  await page.goto('/account/userInfo');
  await expect(page.getByTestId('item-google-state')).toHaveText('Not bound');
  await page.getByTestId('google-manage').click();
  await expect(page).toHaveURL(/\/account\/google$/);
  await expect(page.getByTestId('qr-code')).toBeVisible();
  const totp = authenticator(await page.getByTestId('google-secret').innerText());

  // The form refuses a short code before calling.
  await page.getByTestId('new-google-code-input').fill('123');
  await page.getByTestId('google-bind-submit').click();
  await expect(page.getByText('Enter the 6-digit code we sent you. It may be wrong or expired.')).toHaveCount(
    2,
  );

  const emailCode = await sendEmailCode(page, request, account, 'email-code-input');
  await page.getByTestId('email-code-input').fill(emailCode);
  await page.getByTestId('new-google-code-input').fill(await totp(page));
  await page.getByTestId('google-bind-submit').click();
  await expect(page.getByTestId('google-bound')).toBeVisible();

  await signOut(page);
  await signInWithForm(page, account.email, password);
  const verify = page.getByTestId('security-verification');
  await expect(verify).toContainText('authenticator app');
  await expect(verify.getByTestId('send-code')).toHaveCount(0);
  await verify.getByTestId('code-input').fill(await totp(page));
  await verify.getByTestId('verify-submit').click();
  await expectSignedIn(page);

  await page.goto('/account/userInfo');
  await expect(page.getByTestId('item-google-state')).toHaveText('Bound');
  await expectOperations(page, ['Authenticator bound']);
  await page.getByTestId('tab-login').click();
  await expect(page.getByTestId('history-login')).toContainText('Sign-in verification');
});

test('change the password and sign in with the new one; set a fund PIN', async ({
  page,
  context,
  request,
}) => {
  const account = await verifiedAccount(request, 'pass');
  await openSession(context, account);
  await page.goto('/account/password');
  await page.getByTestId('old-password-input').fill(password);
  await page.getByTestId('new-password-input').fill('short');
  await page.getByTestId('confirm-password-input').fill('short');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Use 8 to 20 characters.')).toBeVisible();

  await page.getByTestId('new-password-input').fill(newPassword);
  await page.getByTestId('confirm-password-input').fill(newPassword);
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-changed')).toContainText(
    'Your other sessions have been signed out.',
  );

  await signOut(page);
  await signInWithForm(page, account.email, password);
  await expect(page.getByText(/password is incorrect|attempts? left/i).first()).toBeVisible();
  await signInWithForm(page, account.email, newPassword);
  await expectSignedIn(page);

  await page.goto('/account/userInfo');
  await expect(page.getByTestId('item-fundPin-state')).toHaveText('Not set');
  await page.getByTestId('fund-pin-action').click();
  const dialog = page.getByTestId('fund-pin-dialog');
  await dialog.getByTestId('fund-pin-input').fill('246801');
  await dialog.getByTestId('fund-pin-confirm-input').fill('246810');
  await dialog
    .getByTestId('email-code-input')
    .fill(await sendEmailCode(page, request, account, 'email-code-input'));
  await dialog.getByTestId('fund-pin-submit').click();
  await expect(dialog.getByText('The two fund PINs do not match.')).toBeVisible();
  await dialog.getByTestId('fund-pin-confirm-input').fill('246801');
  await dialog.getByTestId('fund-pin-submit').click();
  await expect(page.getByTestId('fund-pin-dialog')).toHaveCount(0);
  await expect(page.getByTestId('item-fundPin-state')).toHaveText('Set');
  // A password change starts the 24-hour hold on withdrawals and transfers.
  await expect(page.getByTestId('security-hold')).toContainText(
    'withdrawals and transfers are blocked until',
  );

  await expectOperations(page, ['Login password changed', 'Fund PIN set']);
});

test('the last address cannot be unbound: the page explains, the server refuses; binding a phone lifts it', async ({
  page,
  context,
  request,
}) => {
  const account = await verifiedAccount(request, 'guard');
  const refused = await request.post('/api/services/app/Profile/UnBindEmailAddress', {
    headers: { ...account.headers, authorization: `Bearer ${account.tokens.accessToken}` },
    data: { emailCode: '123456' },
  });
  expect(refused.status()).toBe(400);

  await openSession(context, account);
  await page.goto('/account/userInfo');
  await expect(page.getByTestId('item-phone-state')).toHaveText('Not bound');
  await page.getByTestId('email-unbind').click();
  await expect(page.getByTestId('unbind-guard')).toHaveText(
    'Your account needs at least one way to reach you. Bind a phone number before you unbind your e-mail address.',
  );
  await expect(page.getByTestId('contact-submit')).toHaveCount(0);
  await page.getByTestId('guard-bind-other').click();

  const form = page.getByTestId('contact-form-phone-bind');
  await expect(form).toBeVisible();
  await form.getByTestId('area-code-select').selectOption('+44');
  const number = `7700${String(Date.now()).slice(-6)}`;
  await form.getByTestId('new-phone-input').fill(number);
  const phone = `+44 ${number}`;
  const beforeSms = await lastCodeId(request, phone);
  await form.getByTestId('new-code-input-send').click();
  await form.getByTestId('new-code-input').fill(await codeAfter(request, phone, beforeSms));
  await form
    .getByTestId('email-code-input')
    .fill(await sendEmailCode(page, request, account, 'email-code-input'));
  await form.getByTestId('contact-submit').click();
  await expect(page.getByTestId('item-phone-state')).toHaveText('Bound');

  // With a phone bound, unbinding the e-mail is a form with the code to that e-mail.
  await page.getByTestId('email-unbind').click();
  await expect(page.getByTestId('contact-form-email-unbind')).toBeVisible();
  await expect(page.getByTestId('unbind-guard')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await expectOperations(page, ['Phone bound']);
});
