import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, verifiedAccount } from '../support/accounts';
import { openReady, prefer, useSession, watchConsole } from '../support/browser';
import { sendAndReadCode } from '../support/outbox';

/**
 * The developer docs (issue 38): a visitor reads /account/ApiDocument signed out (the footer links
 * to it); a verified user creates a read key on /account/api, copies the secret shown once, pastes
 * the key into the page's "try it", which signs in the browser, and reads the account and the
 * balances back, the rate-limit headers beside the answer.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let account: Account;

test.beforeAll(async ({ request }) => {
  account = await verifiedAccount(request, 'public-api');
});

test('a visitor reads the guide and the reference, signed out, from the footer link', async ({
  page,
  context,
}) => {
  const problems = watchConsole(page);
  await prefer(context);
  await openReady(page, '/help');
  await page.getByTestId('site-footer').getByRole('link', { name: 'API documentation' }).click();
  await expect(page).toHaveURL(/\/account\/ApiDocument$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer API' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Authentication and signing' })).toBeVisible();
  await expect(page.getByTestId('signing-headers')).toContainText('X-Api-Signature');
  // Every call of the reference names its method, path and permission.
  const info = page.locator('[data-operation="auth.getAccountInfo"]');
  await expect(info.getByTestId('operation-path')).toHaveText('/api/services/app/Profile/GetAccountInfo');
  await expect(info.getByTestId('operation-permission')).toHaveText('Needs read');
  const withdraw = page.getByTestId('api-operation').filter({ has: page.locator('text=Needs withdraw') });
  expect(await withdraw.count()).toBeGreaterThan(0);
  // Samples in each language, ready to copy.
  const sample = page.getByTestId('signing-sample');
  await sample.getByTestId('signing-sample-python').click();
  await expect(sample.getByTestId('signing-sample-code')).toContainText('hmac.new(');
  await sample.getByTestId('signing-sample-curl').click();
  await expect(sample.getByTestId('signing-sample-code')).toContainText('openssl dgst -sha256 -hmac');
  await expect(sample.getByTestId('signing-sample-code-copy')).toBeVisible();
  expect(problems).toEqual([]);
});

/** Types a fresh e-mailed code into the second factor of the key form. */
async function enterCode(page: Page, request: APIRequestContext) {
  const factor = page.getByTestId('create-key-form').getByTestId('second-factor');
  const code = await sendAndReadCode(page, request, factor.getByTestId('factor-send'), account.email);
  await factor.getByTestId('factor-code').fill(code);
}

test('a user creates a key, pastes it into "try it" and reads the account and balances signed', async ({
  page,
  context,
  request,
}) => {
  const problems = watchConsole(page);
  await useSession(context, account.tokens, { deviceId: account.deviceId });
  await page.goto('/account/ApiDocument');
  await page.getByTestId('manage-keys-link').click();
  await expect(page).toHaveURL(/\/account\/api$/);
  await page.getByTestId('create-key').click();
  const form = page.getByTestId('create-key-form');
  await form.getByTestId('key-remark').fill('Docs try-it key');
  await expect(form.getByRole('checkbox', { name: /^Read/ })).toBeChecked();
  await enterCode(page, request);
  await form.getByTestId('create-key-submit').click();
  const accessKey = (await page.getByTestId('secret-access-key').textContent()) ?? '';
  const secretKey = (await page.getByTestId('secret-secret-key').textContent()) ?? '';
  expect(secretKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  await page.getByTestId('secret-saved').check();
  await page.getByTestId('secret-done').click();

  await page.goto('/account/ApiDocument');
  const panel = page.getByTestId('try-it');
  await panel.getByTestId('try-access-key').fill(accessKey);
  await panel.getByTestId('try-secret').fill(secretKey);
  // The first call is the account information.
  await expect(panel.getByTestId('try-path')).toHaveText('/api/services/app/Profile/GetAccountInfo');
  const sent = page.waitForRequest((r) => r.url().endsWith('/Profile/GetAccountInfo'));
  await panel.getByTestId('try-send').click();
  const signed = await sent;
  // Signed in the browser: the signature travels, the secret and the session's token do not.
  expect(signed.headers()['x-api-signature']).toMatch(/^[0-9a-f]{64}$/);
  expect(signed.headers().authorization).toBeUndefined();
  expect(JSON.stringify(signed.headers())).not.toContain(secretKey);
  await expect(panel.getByTestId('try-status')).toHaveText('HTTP 200');
  await expect(panel.getByTestId('try-response')).toContainText(`"uid": "${account.uid}"`);
  await expect(panel.getByTestId('try-response-headers')).toContainText('X-Ratelimit-Remaining');

  // The balances, picked from the reference's own "try it" button.
  await page.locator('[data-operation="assets.getAssets"]').getByTestId('operation-try').click();
  await expect(panel.getByTestId('try-path')).toHaveText('/api/services/app/Assets/GetAssets');
  await panel.getByTestId('try-send').click();
  await expect(panel.getByTestId('try-status')).toHaveText('HTTP 200');
  await expect(panel.getByTestId('try-response')).toContainText('"items"');

  // A wrong secret is refused by the server with its documented code, and the page shows it.
  await panel.getByTestId('try-secret').fill(`${secretKey}x`);
  await panel.getByTestId('try-send').click();
  await expect(panel.getByTestId('try-status')).toHaveText('HTTP 401');
  await expect(panel.getByTestId('try-response')).toContainText('"code": 401');
  expect(problems.filter((p) => !/401/.test(p))).toEqual([]);
});
