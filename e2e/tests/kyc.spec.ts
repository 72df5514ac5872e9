import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';

/**
 * Identity verification (issue 6): a new user is sent to /account/verifiy wherever they go, submits
 * with real photos, is rejected by the operator with a reason, resubmits, is approved from the
 * operator's console and is let in without signing out. The console (`npm run ops -- kyc:…`) runs
 * its commands inside the e2e server through the server's socket (DATA_DIR/run/ops.sock).
 */

const root = join(import.meta.dirname, '../..');
const dataDir = join(root, '.test-output', 'e2e-data');
const shots = '/tmp/kyc-shots';
mkdirSync(shots, { recursive: true });
const run = promisify(execFile);

const api = {
  outbox: '/api/sandbox/Outbox',
  sendCode: '/api/services/app/Basic/SendVerificationCode',
  register: '/api/services/app/Account/RegisterByEmailAddress',
  signIn: '/api/TokenAuth/AuthenticateByEmailAddress',
  accountInfo: '/api/services/app/Profile/GetAccountInfo',
  upload: '/api/services/app/foundation/FileUpload/ImageUpload',
  kycCreate: '/api/services/app/KYC/Create',
};
const password = 'Coffer#E2e-2026';
const yes = { over18: true, noConviction: true, noBankruptcy: true, authorityToAct: true };
let serial = 0;
const newEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${process.pid}-${++serial}@e2e.coffer.test`.toLowerCase();

interface TokenSession {
  accessToken: string;
  refreshToken: string;
  accessTokenExpireInSeconds: number;
}

/** The operator's console, as an operator runs it, against the running e2e server. */
async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    timeout: 60_000,
  });
  return stdout;
}

async function nextCode(request: APIRequestContext, to: string, afterId: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${api.outbox}?to=${encodeURIComponent(to)}&limit=1`);
        const [latest] = ((await res.json()).result ?? []) as { id: number; body: string }[];
        if (latest && latest.id > afterId) code = /\b(\d{6})\b/.exec(latest.body)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** A new personal account through the API (the sign-up page is the auth spec's). */
async function registerByApi(request: APIRequestContext, email: string) {
  const res0 = await request.get(`${api.outbox}?to=${encodeURIComponent(email)}&limit=1`);
  const before = (((await res0.json()).result ?? []) as { id: number }[])[0]?.id ?? 0;
  const sent = await request.post(api.sendCode, { data: { purpose: 'register', emailAddress: email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await nextCode(request, email, before);
  const res = await request.post(api.register, {
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
  expect(res.status(), await res.text()).toBe(200);
}

async function signInByApi(request: APIRequestContext, email: string): Promise<TokenSession> {
  const res = await request.post(api.signIn, {
    headers: { 'x-device-id': `e2e-kyc-${serial}`, 'x-client-type': '0' },
    data: { emailAddress: email, password },
  });
  const body = await res.json();
  expect(body.success, JSON.stringify(body.error)).toBe(true);
  return body.result as TokenSession;
}

async function uidOf(request: APIRequestContext, tokens: TokenSession): Promise<string> {
  const res = await request.get(api.accountInfo, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  return (await res.json()).result.uid as string;
}

/** A small PNG made here, its colours varied by `seed` so every photo is a different file. */
function png(seed: number, [width, height] = [48, 30]): Buffer {
  const chunk = (kind: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(kind, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows.set(
        [(seed * 40 + x * 3) % 256, 90 + y * 3, (160 + seed * 25) % 256],
        y * (width * 3 + 1) + 1 + x * 3,
      );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG, drawn and encoded by the browser's canvas. */
async function jpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const g = canvas.getContext('2d');
    if (!g) return '';
    g.fillStyle = '#2b6cb0';
    g.fillRect(0, 0, 64, 40);
    g.fillStyle = '#f6e05e';
    g.fillRect(8, 8, 20, 24);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

async function pickCountry(page: Page, typed: string, option: RegExp) {
  await page.getByTestId('kyc-country').click();
  await page.getByTestId('kyc-country').fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function photo(page: Page, slot: string, upload: ReturnType<typeof file>) {
  await page.getByTestId(`photo-${slot}-input`).setInputFiles(upload);
  await expect(page.getByTestId(`photo-${slot}-done`)).toBeVisible();
  await expect(page.getByTestId(`photo-${slot}-preview`)).toBeVisible();
}

async function menuBadge(page: Page) {
  await page.getByTestId('user-menu').click();
  const badge = page.getByTestId('kyc-badge');
  const text = await badge.textContent();
  await page.keyboard.press('Escape');
  return text;
}

/** Console errors, except the ones a step provokes on purpose. */
function watchConsole(page: Page, expected: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !expected.some((e) => e.test(m.text()))) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test('a new user is held at verification, rejected with a reason, resubmits, is approved and let in', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const problems = watchConsole(page, [/status of 4\d\d/]);
  const email = newEmail('kyc');
  await registerByApi(request, email);

  await page.goto('/user/login');
  const form = page.getByTestId('signin-form-email');
  await form.getByTestId('email-input').fill(email);
  await form.getByTestId('password-input').fill(password);
  await form.getByTestId('signin-submit').click();
  // Spec §4: signed in but not verified, every page leads to verification.
  await expect(page).toHaveURL(/\/account\/verifiy$/);
  await expect(page.getByTestId('kyc-form')).toBeVisible();
  await page.goto('/assets');
  await expect(page).toHaveURL(/\/account\/verifiy$/);
  expect(await menuBadge(page)).toBe('Unverified');

  await pickCountry(page, 'United King', /United Kingdom \(GB\)/);
  await page.getByTestId('kyc-number').fill('ID-4455667');
  await page.getByTestId('kyc-start-date').fill('2021-05-01');
  await page.getByTestId('kyc-expiry-date').fill('2031-05-01');
  await page.getByTestId('kyc-first-name').fill('Grace');
  await page.getByTestId('kyc-last-name').fill('Hopper');
  await page.getByTestId('kyc-city').fill('London');
  await page.getByTestId('kyc-address').fill('221B Baker Street');

  // Not an image, though its name and type say PNG: refused by its bytes, nothing uploaded.
  await page
    .getByTestId('photo-front-input')
    .setInputFiles(
      file('front.png', 'image/png', Buffer.from('GIF89a, or rather plain text pretending to be a photo')),
    );
  await expect(page.getByTestId('photo-front-error')).toHaveText(
    'This file is not a PNG, JPG or BMP image. Choose a photo in one of these formats.',
  );
  await photo(page, 'front', file('front.png', 'image/png', png(1)));
  await expect(page.getByTestId('photo-front-error')).toHaveCount(0);
  await photo(page, 'back', file('back.jpg', 'image/jpeg', await jpeg(page)));
  await photo(page, 'selfie', file('selfie.png', 'image/png', png(2)));
  await page.screenshot({ path: join(shots, 'verify-form-filled-1280-en-light.png'), fullPage: true });
  await page.getByTestId('kyc-submit').click();

  await expect(page.getByTestId('kyc-under-review')).toBeVisible();
  await expect(page.getByTestId('kyc-summary')).toContainText('Grace Hopper');
  await expect(page.getByTestId('kyc-summary')).toContainText('United Kingdom');
  await expect(page.getByTestId('kyc-summary').locator('img')).toHaveCount(3);
  expect(await menuBadge(page)).toBe('Under review');

  const tokens = await page.evaluate(() => localStorage.getItem('coffer.production.token'));
  const uid = await uidOf(request, {
    accessToken: tokens ?? '',
    refreshToken: '',
    accessTokenExpireInSeconds: 0,
  });
  const reason = 'The selfie is blurred: hold the document next to your face.';
  expect(await ops('kyc:reject', uid, '--reason', reason, '--by', 'e2e')).toContain(uid);

  // The page asks again by itself while under review: the decision arrives without a reload.
  await expect(page.getByTestId('kyc-failed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('kyc-reason')).toHaveText(reason);
  expect(await menuBadge(page)).toBe('Failed');
  await page.goto('/assets');
  await expect(page).toHaveURL(/\/account\/verifiy$/);

  await page.getByTestId('kyc-resubmit').click();
  await expect(page.getByTestId('kyc-first-name')).toHaveValue('Grace');
  await expect(page.getByTestId('photo-front-preview')).toBeVisible();
  await photo(page, 'selfie', file('selfie-2.png', 'image/png', png(3)));
  await page.getByTestId('kyc-submit').click();
  await expect(page.getByTestId('kyc-under-review')).toBeVisible();

  expect(await ops('kyc:approve', uid, '--by', 'e2e')).toContain(uid);
  await expect(page.getByTestId('kyc-verified')).toBeVisible({ timeout: 20_000 });
  expect(await menuBadge(page)).toBe('Verified');
  await page.getByTestId('kyc-continue').click();
  await expect(page).toHaveURL(/\/assets$/);
  await expect(page.getByTestId('page-assets')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a business submits its licence and representative, and is approved', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = newEmail('kyc-biz');
  await registerByApi(request, email);
  const tokens = await signInByApi(request, email);
  await useSession(page.context(), tokens);
  await page.goto('/assets/withdraw');
  await expect(page).toHaveURL(/\/account\/verifiy$/);

  await page.getByText('A business', { exact: true }).click();
  await page.getByTestId('kyc-company-name').fill('Analytical Engines Ltd');
  await page.getByTestId('kyc-registration-number').fill('HK-20190311');
  await pickCountry(page, 'Hong Kong', /Hong Kong.*\(HK\)/);
  await page.getByTestId('kyc-start-date').fill('2019-03-11');
  await page.getByTestId('kyc-city').fill('Hong Kong');
  await page.getByTestId('kyc-address').fill('1 Harbour Road, Wan Chai');
  await page.getByTestId('kyc-rep-first-name').fill('Charles');
  await page.getByTestId('kyc-rep-last-name').fill('Babbage');
  await page.getByTestId('kyc-submit').click();
  await expect(page.getByTestId('photo-businessLicence-error')).toHaveText('Upload this photo.');
  await photo(page, 'businessLicence', file('licence.jpg', 'image/jpeg', await jpeg(page)));
  await page.getByTestId('kyc-submit').click();
  await expect(page.getByTestId('kyc-under-review')).toBeVisible();
  await expect(page.getByTestId('kyc-summary')).toContainText('Analytical Engines Ltd');

  await ops('kyc:approve', await uidOf(request, tokens));
  await expect(page.getByTestId('kyc-verified')).toBeVisible({ timeout: 20_000 });
  await page.goto('/assets/withdraw');
  await expect(page).toHaveURL(/\/assets\/withdraw$/);
});

async function useSession(
  context: BrowserContext,
  tokens: TokenSession,
  options: { lang?: string; scheme?: string } = {},
) {
  await context.addInitScript(
    ([t, lang, scheme]) => {
      const session = t as TokenSession;
      localStorage.setItem('coffer.production.token', session.accessToken);
      localStorage.setItem('coffer.production.refreshToken', session.refreshToken);
      localStorage.setItem(
        'coffer.production.tokenExpiresAt',
        String(Date.now() + session.accessTokenExpireInSeconds * 1000),
      );
      localStorage.setItem('coffer.production.lang', lang as string);
      localStorage.setItem('coffer.color-scheme', scheme as string);
    },
    [tokens, options.lang ?? 'en', options.scheme ?? 'light'] as const,
  );
}

/** A submission made through the API as the form makes it: photos first, then KYC/Create. */
async function submitByApi(request: APIRequestContext, tokens: TokenSession) {
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const ids: string[] = [];
  for (const seed of [4, 5, 6]) {
    const res = await request.post(api.upload, {
      headers,
      multipart: { purpose: 'kycPhoto', file: file(`p${seed}.png`, 'image/png', png(seed, [160, 100])) },
    });
    expect(res.status(), await res.text()).toBe(200);
    ids.push((await res.json()).result.fileId);
  }
  const res = await request.post(api.kycCreate, {
    headers,
    data: {
      kind: 'individual',
      country: 'CN',
      certificateType: 1,
      certificateNumber: '110101199003070011',
      startDate: '2020-03-07',
      expiryDate: '2040-03-07',
      firstName: 'Lin',
      lastName: 'Chen',
      city: 'Shanghai',
      address: 'Room 1201, 88 Century Avenue, Pudong New Area',
      frontPhotoId: ids[0],
      backPhotoId: ids[1],
      selfiePhotoId: ids[2],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('screenshots of the form, under review and failed: 1280 and 390 px, light and dark, en and zh-CN', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const users: Record<'form' | 'review' | 'failed', TokenSession> = {} as never;
  for (const state of ['form', 'review', 'failed'] as const) {
    const email = newEmail(`kyc-shot-${state}`);
    await registerByApi(request, email);
    users[state] = await signInByApi(request, email);
    if (state !== 'form') await submitByApi(request, users[state]);
  }
  await ops(
    'kyc:reject',
    await uidOf(request, users.failed),
    '--reason',
    'The number on the identity card does not match the photo. Please upload a clearer front photo.',
  );
  const ready = { form: 'kyc-form', review: 'kyc-under-review', failed: 'kyc-failed' } as const;
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const)
    for (const lang of ['en', 'zh-CN'])
      for (const scheme of ['light', 'dark'])
        for (const state of ['form', 'review', 'failed'] as const) {
          const context = await browser.newContext({ viewport: { width, height } });
          await useSession(context, users[state], { lang, scheme });
          const page = await context.newPage();
          const problems = watchConsole(page);
          await page.goto('/account/verifiy');
          await expect(page.getByTestId(ready[state])).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          if (state === 'form') {
            // Submitting empty shows every message, as a user who clicks too early sees them.
            await page.getByTestId('kyc-submit').click();
            await expect(page.getByTestId('photo-front-error')).toBeVisible();
            await page.evaluate(() => window.scrollTo(0, 0));
          } else await expect(page.getByTestId('kyc-summary').locator('img').first()).toBeVisible();
          // Nothing may stick out sideways on a phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.waitForTimeout(500);
          await page.screenshot({
            path: join(shots, `verify-${state}-${width}-${lang}-${scheme}.png`),
            fullPage: true,
          });
          expect(problems).toEqual([]);
          await context.close();
        }
});
