import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import {
  api,
  eligible,
  newEmail,
  password,
  registerByApi,
  sendResetCode,
  verifiedAccount,
} from '../support/accounts';
import { expectSignedIn, openReady, signInWithForm, signOut, storedToken } from '../support/browser';
import { file, png } from '../support/images';
import { codeAfter, latestId } from '../support/outbox';
import { codeResendSeconds } from '../support/server-settings';

// Accounts and sessions in the browser: sign-up (personal and merchant), sign-in, staying signed in,
// sign-out, the lockout, the new-device code, password reset and QR sign-in. One-time codes come
// from the sandbox outbox (SANDBOX_TOOLS=1 on the e2e server). Each test makes its own accounts.

const qr = {
  scan: '/api/TokenAuth/QrCodeLogin/Scan',
  confirm: '/api/TokenAuth/QrCodeLogin/Confirm',
};

/**
 * "Send code" to an address whose last code went out a moment ago: one code per address per
 * interval (a minute in production; `codeResendSeconds` on the test server), so the page says so
 * and counts down the seconds the server gave; then it sends.
 */
async function sendCodeAfterCoolDown(scope: Page | Locator, request: APIRequestContext, email: string) {
  const button = scope.getByTestId('send-code');
  // A code just now, so the click below falls inside the interval however long the page took.
  await sendResetCode(request, email);
  const before = await latestId(request, email);
  await button.click();
  await expect(scope.getByText('Too many requests. Please wait a moment and try again.')).toBeVisible();
  await expect(button).toHaveText(/Again in \d+ s/);
  await expect(button).toBeDisabled();
  await expect(button).toBeEnabled({ timeout: (codeResendSeconds + 5) * 1000 });
  await button.click();
  return codeAfter(request, email, before);
}

/** The account part of a sign-up form: e-mail, the code from the outbox, the password twice. */
async function fillAccount(page: Page, request: APIRequestContext, email: string) {
  await page.getByTestId('email-input').fill(email);
  const before = await latestId(request, email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toHaveText(/Again in \d+ s/);
  await page.getByTestId('code-input').fill(await codeAfter(request, email, before));
  await page.getByTestId('new-password-input').fill(password);
  await page.getByTestId('confirm-password-input').fill(password);
}

async function answerYesAndConsent(page: Page) {
  for (const question of Object.keys(eligible)) await page.getByTestId(`question-${question}-yes`).check();
  await page.getByTestId('consent-terms').check();
  await page.getByTestId('consent-privacy').check();
}

test('sign-up signs in, the result page leads on to verification, sign-out signs out', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = newEmail('reg');
  await openReady(page, '/user/register');
  await fillAccount(page, request, email);
  // A "no" stops the sign-up at once; answering yes lifts it.
  await page.getByTestId('question-over18-no').check();
  await expect(page.getByTestId('not-eligible')).toHaveText('Sorry, you are not eligible to register.');
  await expect(page.getByTestId('register-submit')).toBeDisabled();
  await answerYesAndConsent(page);
  await expect(page.getByTestId('not-eligible')).toHaveCount(0);
  await page.getByTestId('register-submit').click();

  // Signed in by the sign-up itself: nothing to type again (issue 12).
  await expect(page).toHaveURL(/\/user\/result\?type=register$/);
  await expect(page.getByTestId('result-register')).toBeVisible();
  await expectSignedIn(page);
  await expect(page.getByTestId('result-login')).toHaveCount(0);
  await page.getByTestId('result-verify').click();
  await expect(page).toHaveURL(/\/account\/verifiy$/);

  await page.reload();
  await expectSignedIn(page);
  // Signed in, the login page has nothing to offer: back out it goes.
  await page.goto('/user/login');
  await expect(page).not.toHaveURL(/\/user\/login/);
  await expectSignedIn(page);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByTestId('login-link')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await page.reload();
  await expect(page.getByTestId('login-link')).toBeVisible();
});

test('sign-in returns to the page that sent the user to sign in, else to /assets, never elsewhere', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await verifiedAccount(request, 'return');
  await page
    .context()
    .addInitScript((id) => localStorage.setItem('coffer.production.deviceId', id), account.deviceId);
  // From a page of the site: the header's log-in link carries it, and sign-in returns there.
  await page.goto('/notice/list');
  await page.getByTestId('login-link').click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fnotice%2Flist$/);
  await signInWithForm(page, account.email);
  await expect(page).toHaveURL(/\/notice\/list$/);
  await expectSignedIn(page);
  await signOut(page);

  // A signed-in page opened signed out sends the user to sign in, and back.
  await page.goto('/assets/withdraw?coin=BTC');
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
  await signInWithForm(page, account.email);
  await expect(page).toHaveURL(/\/assets\/withdraw\?coin=BTC$/);
  await signOut(page);

  // From the home page (no page to return to): the assets overview.
  await page.goto('/');
  await page.getByTestId('login-link').click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await signInWithForm(page, account.email);
  await expect(page).toHaveURL(/\/assets$/);
  await signOut(page);

  // Another site as the return address is not followed.
  await page.goto('/user/login?redirect=https%3A%2F%2Fevil.example%2F');
  await signInWithForm(page, account.email);
  await expect(page).toHaveURL(/\/assets$/);
});

test('the form refuses what the server refuses, with the same messages', async ({ page }) => {
  await openReady(page, '/user/register');
  await page.getByTestId('email-input').fill('not-an-address');
  await page.getByTestId('new-password-input').fill('short');
  await page.getByTestId('confirm-password-input').fill('other');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Use 12 to 20 characters.')).toBeVisible();
  await expect(page.getByText('Please answer this question.')).toHaveCount(4);
  await expect(page.getByText('Please agree to the Terms of Use.')).toBeVisible();
  // The consent links lead to the protocol documents of common setting type 6.
  await expect(page.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
    'href',
    '/help/detail?id=1',
  );
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/help/detail?id=2',
  );
});

test('register a merchant with a business registration certificate', async ({ page, request }) => {
  const email = newEmail('merchant');
  await openReady(page, '/user/register?type=merchant');
  await expect(page.getByTestId('merchant-register-form')).toBeVisible();
  await fillAccount(page, request, email);
  await page.getByTestId('company-full-name').fill(`E2E Trading ${email.slice(9, 20)} Ltd`);
  await page.getByTestId('company-short-name').fill('E2E Trading');
  await page.getByTestId('company-address').fill('1 Test Street, Singapore');
  await page.getByTestId('company-scope').fill('Retail of coffee and tea');
  await page.locator('input[type="file"]').setInputFiles(file('certificate.png', 'image/png', png()));
  await expect(page.getByTestId('certificate-uploaded')).toBeVisible();
  await answerYesAndConsent(page);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/user\/result\?type=merchant$/);
  // Signed in by the sign-up; verification comes next.
  await expectSignedIn(page);
  await expect(page.getByTestId('result-verify')).toHaveAttribute('href', '/account/verifiy');
  const token = await storedToken(page);
  const info = await request.get(`/m${api.accountInfo}`, { headers: { authorization: `Bearer ${token}` } });
  expect((await info.json()).result).toMatchObject({ accountType: 1, isOfficial: false });
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('official-label')).toHaveText('Not official');
});

test('five wrong passwords lock sign-in, the attempts left counting down', async ({ page, request }) => {
  const email = newEmail('lock');
  await registerByApi(request, email);
  await page.goto('/user/login');
  const error = page.getByTestId('signin-error');
  for (const left of [4, 3, 2, 1]) {
    await signInWithForm(page, email, 'Wrong#Password1');
    await expect(error).toContainText('The e-mail address or password is incorrect.');
    await expect(error).toContainText(`Attempts left before sign-in is locked for 2 hours: ${left}.`);
  }
  await signInWithForm(page, email, 'Wrong#Password1');
  await expect(error).toContainText('Too many wrong passwords. Sign-in is locked until');
  // Even the right password waits out the lock.
  await signInWithForm(page, email);
  await expect(error).toContainText('Sign-in is locked until');
  await expect(page.getByTestId('login-link')).toBeVisible();
});

test('forgot password: a code, a new password, and the new password signs in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = newEmail('reset');
  await registerByApi(request, email);
  await openReady(page, '/user/login');
  await page.getByTestId('forgot-link').click();
  await expect(page).toHaveURL(/\/user\/forget$/);
  // The URL changes when the navigation starts; until the new page renders, the sign-in form (with
  // its own e-mail field) is still what shows, so the test types only into the reset page.
  const forget = page.getByTestId('forget-page');
  await expect(forget).toBeVisible();
  await forget.getByTestId('email-input').fill(email);
  await forget.getByTestId('code-input').fill(await sendCodeAfterCoolDown(forget, request, email));
  await forget.getByTestId('forget-next').click();
  const newPassword = 'Brand#New-Pass9';
  await page.getByTestId('new-password-input').fill(newPassword);
  await page.getByTestId('confirm-password-input').fill(newPassword);
  await page.getByTestId('forget-submit').click();
  await expect(page).toHaveURL(/\/user\/result\?type=reset$/);

  await page.getByTestId('result-login').click();
  await signInWithForm(page, email, newPassword);
  await expectSignedIn(page);
});

test('a new device confirms the sign-in with a code sent to the account', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = newEmail('device');
  await registerByApi(request, email);
  // Signed in once from another device, this browser is new to the account.
  const first = await request.post(api.signIn, {
    data: { emailAddress: email, password },
    headers: { 'x-device-id': 'e2e-first-device' },
  });
  expect(first.status()).toBe(200);

  await page.goto('/user/login');
  await signInWithForm(page, email);
  const verification = page.getByTestId('security-verification');
  await expect(verification).toBeVisible();
  await expect(page.getByTestId('verify-address')).toContainText('@e2e.coffer.test');
  const code = await sendCodeAfterCoolDown(verification, request, email);
  await verification.getByTestId('code-input').fill(code === '000000' ? '111111' : '000000');
  await verification.getByTestId('verify-submit').click();
  await expect(verification.getByText('Enter the 6-digit code we sent you.')).toBeVisible();
  await verification.getByTestId('code-input').fill(code);
  await verification.getByTestId('verify-submit').click();
  await expectSignedIn(page);
});

test('QR sign-in, confirmed from a second signed-in browser as the app would', async ({
  browser,
  request,
}) => {
  const email = newEmail('qr');
  await registerByApi(request, email);
  const contexts: BrowserContext[] = [];
  try {
    // The "phone": signed in already.
    const phoneContext = await browser.newContext();
    contexts.push(phoneContext);
    const phone = await phoneContext.newPage();
    await phone.goto('/user/login');
    await signInWithForm(phone, email);
    await expectSignedIn(phone);
    const phoneToken = await storedToken(phone);
    expect(phoneToken).toBeTruthy();

    // The computer: shows the code.
    const desktopContext = await browser.newContext();
    contexts.push(desktopContext);
    const desktop = await desktopContext.newPage();
    await openReady(desktop, '/user/login');
    const generated = desktop.waitForResponse((r) => r.url().endsWith('/QrCodeLogin/Generate'));
    await desktop.getByTestId('tab-qr').click();
    const { ticket } = (await (await generated).json()).result as { ticket: string };
    await expect(desktop.getByTestId('qr-code')).toBeVisible();
    await expect(desktop.getByTestId('qr-countdown')).toContainText(/Expires in \d:\d\d/);

    // The app's calls: scan, then approve.
    const app = { authorization: `Bearer ${phoneToken}` };
    const scan = await request.post(qr.scan, { data: { ticket }, headers: app });
    expect(scan.status(), await scan.text()).toBe(200);
    await expect(desktop.getByText('Confirm the sign-in in the app to continue.')).toBeVisible();
    const confirm = await request.post(qr.confirm, { data: { ticket, approve: true }, headers: app });
    expect(confirm.status()).toBe(200);

    await expectSignedIn(desktop);
    const desktopToken = await storedToken(desktop);
    const info = await request.get(api.accountInfo, { headers: { authorization: `Bearer ${desktopToken}` } });
    // The desktop's session is the same account's.
    expect((await info.json()).result.email).toMatch(/@e2e\.coffer\.test$/);
  } finally {
    for (const context of contexts) await context.close();
  }
});

test('what is typed (or autofilled) into the prerendered sign-in form before the app takes over signs in', async ({
  page,
  request,
}) => {
  const email = newEmail('early');
  await registerByApi(request, email);
  // The app's scripts are held back: the page is the prerendered HTML alone, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/user/login', { waitUntil: 'commit' });
  const form = page.getByTestId('signin-form-email');
  await form.getByTestId('email-input').fill(email);
  await form.getByTestId('password-input').fill(password);
  await expect(form.getByTestId('signin-submit')).toBeDisabled();
  release();
  await expect(form.getByTestId('signin-submit')).toBeEnabled();
  await expect(form.getByTestId('email-input')).toHaveValue(email);
  await form.getByTestId('signin-submit').click();
  // A new account is signed in and sent on to verification (spec §4).
  await expect(page).toHaveURL(/\/account\/verifiy$/);
  expect(await storedToken(page)).not.toBeNull();
});

test('demo mode lists the demo accounts, one click from a filled-in form', async ({ page }) => {
  await page.goto('/user/login');
  const demo = page.getByTestId('demo-accounts');
  await expect(demo).toContainText('alice@demo.coffer.test');
  await expect(page.getByTestId('demo-password')).toHaveText('Coffer#Demo2026');
  await demo.getByRole('button', { name: 'Use ent@demo.coffer.test' }).click();
  await expect(page.getByTestId('email-input')).toHaveValue('ent@demo.coffer.test');
  await expect(page.getByTestId('password-input')).toHaveValue('Coffer#Demo2026');
});

test('the login page in Chinese: tabs, phone sign-in fields and the QR code', async ({ page }) => {
  await openReady(page, '/user/login?lang=zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录');
  await page.getByTestId('tab-phone').click();
  await expect(page.getByTestId('area-code-select')).toHaveValue('+86');
  await page.getByTestId('phone-input').fill('12');
  await page.getByTestId('password-input').fill('x');
  await page.getByTestId('signin-submit').click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await page.getByTestId('tab-qr').click();
  await expect(page.getByTestId('qr-code')).toBeVisible();
  await expect(page.getByText('使用 Coffer App 扫码登录')).toBeVisible();
});
