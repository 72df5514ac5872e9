import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  api,
  demoPassword,
  type Envelope,
  signInByApi,
  type TokenSession,
  uidOf,
  webClient,
} from '../support/accounts';
import { useSession, watchConsole } from '../support/browser';
import { sendAndReadCode } from '../support/outbox';

/**
 * API keys (issue 5): a verified user creates a read key on /account/api and copies the secret
 * shown once; a signed request with it (HMAC-SHA256 over timestamp, method, path and body) reads
 * the account; the key is edited on /account/modifyApi; once deleted, the signed call is refused.
 * Every change needs the second factor: codes come from the sandbox outbox (SANDBOX_TOOLS=1).
 *
 * The enterprise demo account, not alice: a new web sign-in ends the account's older web session
 * (SINGLE_SESSION), and the assets journey holds alice's.
 */
const email = 'ent@demo.coffer.test';
const phone = '+852 51000002';
const deviceHeaders = webClient('e2e-api-keys-spec');

// One code a minute per address: a step may wait out that minute on the page's own countdown.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

/**
 * The second factor on the page: picks the channel, presses "send code" and types the code from the
 * outbox. One code a minute per address: when the server says wait, the button counts down and the
 * test presses it again once it is enabled.
 */
async function enterFactorCode(page: Page, request: APIRequestContext, channel: 'email' | 'sms') {
  const scope = page.getByTestId('second-factor');
  await scope.getByText(channel === 'email' ? 'E-mail' : 'Phone', { exact: true }).click();
  const to = channel === 'email' ? email : phone;
  const code = await sendAndReadCode(page, request, scope.getByTestId('factor-send'), to);
  await scope.getByTestId('factor-code').fill(code);
}

/** A signed request as a client program makes it (docs/areas/api-keys.md "Signed API requests"). */
async function signedGet(request: APIRequestContext, key: { accessKey: string; secretKey: string }) {
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', key.secretKey)
    .update(`${timestamp}\nGET\n${api.accountInfo}\n`)
    .digest('hex');
  return request.get(api.accountInfo, {
    headers: { 'x-api-key': key.accessKey, 'x-api-timestamp': timestamp, 'x-api-signature': signature },
  });
}

let tokens: TokenSession;
let uid = '';
const key = { accessKey: '', secretKey: '' };

test.beforeAll(async ({ request }) => {
  tokens = await signInByApi(request, email, { secret: demoPassword, headers: deviceHeaders });
  uid = await uidOf(request, tokens);
});

test('creates a read key, shows its secret once, and a signed request with it reads the account', async ({
  page,
  context,
  request,
}) => {
  const problems = watchConsole(page);
  await useSession(context, tokens);
  await page.goto('/account/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await page.getByTestId('create-key').click();
  const dialog = page.getByTestId('create-key-form');
  await dialog.getByTestId('key-remark').fill('E2E read key');
  await expect(dialog.getByRole('checkbox', { name: /^Read/ })).toBeChecked();
  await expect(dialog.getByTestId('key-validity-note')).toContainText('expires 90 days after');
  await enterFactorCode(page, request, 'sms');
  await dialog.getByTestId('create-key-submit').click();

  const secret = page.getByTestId('secret-secret-key');
  await expect(secret).toBeVisible();
  await expect(page.getByTestId('secret-warning')).toContainText('only time the secret key is shown');
  key.accessKey = (await page.getByTestId('secret-access-key').textContent()) ?? '';
  key.secretKey = (await secret.textContent()) ?? '';
  expect(key.secretKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  await expect(page.getByTestId('secret-done')).toBeDisabled();
  await page.getByTestId('secret-saved').check();
  await page.getByTestId('secret-done').click();
  await expect(page.getByTestId('secret-secret-key')).toHaveCount(0);
  // Gone from the page for good: the list shows the access key only.
  await expect(page.getByText(key.secretKey)).toHaveCount(0);
  const row = page.getByTestId('api-key-row').filter({ hasText: 'E2E read key' });
  await expect(row.getByTestId('key-access-key')).toHaveText(key.accessKey);
  await expect(row.getByTestId('key-status')).toHaveText('Enabled');
  await expect(row.getByTestId('key-validity')).toContainText('Expires');

  const signed = await signedGet(request, key);
  expect(signed.status()).toBe(200);
  expect(((await signed.json()) as Envelope<{ uid: string }>).result.uid).toBe(uid);
  expect(problems).toEqual([]);
});

test('edits the key on /account/modifyApi: remark and a bound IP', async ({ page, context, request }) => {
  await useSession(context, tokens);
  await page.goto('/account/api');
  const row = page.getByTestId('api-key-row').filter({ hasText: 'E2E read key' });
  await row.getByTestId('key-edit').click();
  await expect(page).toHaveURL(/\/account\/modifyApi\?id=\d+/);
  const form = page.getByTestId('edit-key-form');
  await expect(form.getByTestId('edit-access-key')).toHaveText(key.accessKey);
  await expect(form.getByRole('switch', { name: /Enabled/ })).toBeChecked();
  await form.getByTestId('key-remark').fill('E2E read key (edited)');
  // A wrong IP is refused in the browser, as the server would.
  await form.getByTestId('key-ips').fill('127.0.0.1, 10.0.0.0/33');
  await enterFactorCode(page, request, 'email');
  await form.getByTestId('edit-key-submit').click();
  await expect(form.getByText('Enter valid IP addresses or ranges, separated by commas.')).toBeVisible();
  await form.getByTestId('key-ips').fill('127.0.0.1, ::1');
  await expect(form.getByTestId('key-validity-note')).toHaveText('Bound to IPs: this key does not expire.');
  await form.getByTestId('edit-key-submit').click();

  await expect(page).toHaveURL(/\/account\/api$/);
  const edited = page.getByTestId('api-key-row').filter({ hasText: 'E2E read key (edited)' });
  await expect(edited.getByTestId('key-ips-text')).toHaveText('127.0.0.1, ::1');
  await expect(edited.getByTestId('key-validity')).toHaveText('Does not expire (bound to IPs)');
  await expect(edited.getByTestId('key-status')).toHaveText('Enabled');
  // Still the same key: the signed call from this machine (loopback, now bound) still reads.
  expect((await signedGet(request, key)).status()).toBe(200);
});

test('deletes the key with confirmation; the signed call is refused from then on', async ({
  page,
  context,
  request,
}) => {
  await useSession(context, tokens);
  await page.goto('/account/api');
  const row = page.getByTestId('api-key-row').filter({ hasText: 'E2E read key (edited)' });
  await row.getByTestId('key-delete').click();
  const dialog = page.getByTestId('delete-key-dialog');
  await expect(dialog).toContainText('Programs that use it stop working at once');
  await enterFactorCode(page, request, 'sms');
  await page.getByTestId('delete-key-confirm').click();
  await expect(row).toHaveCount(0);
  const refused = await signedGet(request, key);
  expect(refused.status()).toBe(401);
});
