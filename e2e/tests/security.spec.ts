import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type Account, password, verifiedAccount } from '../support/accounts';
import { expectSignedIn, signInWithForm, signOut, useSession } from '../support/browser';
import { codeAfter, latestId } from '../support/outbox';
import { codeResendSeconds } from '../support/server-settings';

// The security centre in the browser (issue 5): an authenticator bound from the page's own secret
// and then asked at sign-in; a password change and a sign-in with the new one; a fund PIN; the
// rule that the last address cannot be removed; and the security log listing all of it. Each test
// makes its own verified account (sign-up, identity documents, and the operator's approval through
// the running server's console socket), so nothing is shared with other files.

const newPassword = 'Changed#E2e-2027';
/** One code per address per interval (a minute in production, shortened on the test server). */
const codeIntervalMs = (codeResendSeconds + 1) * 1000;

const openSession = (context: BrowserContext, account: Account) =>
  useSession(context, account.tokens, { deviceId: account.deviceId, seedOnce: true });

/** Waits out the minute between codes to one address, then clicks "send" and reads the code. */
async function sendEmailCode(page: Page, request: APIRequestContext, account: Account, testId: string) {
  await page.waitForTimeout(Math.max(0, account.lastCodeAt + codeIntervalMs - Date.now()));
  const before = await latestId(request, account.email, 'verificationCode');
  await page.getByTestId(`${testId}-send`).click();
  account.lastCodeAt = Date.now();
  await expect(page.getByTestId(`${testId}-send`)).toHaveText(/Again in \d+ s/);
  return codeAfter(request, account.email, before, { kind: 'verificationCode' });
}

/**
 * TOTP codes of the secret the page showed. The server never takes a step twice, and takes a code
 * one step away from its clock (drift, the contract's `constants.totp.driftSteps`): a second code
 * is the next step's, taken at once, so only a third within one 30 s step waits for the clock.
 */
function authenticator(secretText: string) {
  const key = decodeBase32IgnorePadding(secretText.replace(/\s+/g, ''));
  let lastStep = 0;
  return async (page: Page) => {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, lastStep + 1);
    if (step > now + 1) await page.waitForTimeout((step - 1) * 30_000 - Date.now() + 200);
    lastStep = step;
    return generateHOTP(key, BigInt(step), 6);
  };
}

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
  const beforeSms = await latestId(request, phone, 'verificationCode');
  await form.getByTestId('new-code-input-send').click();
  await form
    .getByTestId('new-code-input')
    .fill(await codeAfter(request, phone, beforeSms, { kind: 'verificationCode' }));
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
