import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoPassword, type Envelope, signInByApi, type TokenSession, webClient } from '../support/accounts';
import { expectSentToLogIn, useSession, watchConsole } from '../support/browser';
import * as outbox from '../support/outbox';
import { eachScreenshotVariant, screenshot } from '../support/screens';

/**
 * The assets journey of a verified user (issue 7): a deposit address, a sandbox deposit that shows
 * up without a reload, withdrawals with the fund PIN and the e-mailed code (one revoked, one
 * completed), and a transfer between wallets. The sandbox tools (SANDBOX_TOOLS=1, set by
 * scripts/e2e-server.mjs) stand in for the operator's console, which cannot open the server's
 * embedded database while it runs.
 */

const email = 'alice@demo.coffer.test';
const fundPin = '135790';
/** One device for this file: after its first sign-in (and code, if the account knows others) it is known. */
const deviceHeaders = webClient('e2e-assets-spec');

// The steps share one account's balances and its single web session: one after the other.
test.describe.configure({ mode: 'serial' });

/** The latest message to the account of `kind` (`verificationCode`, `withdrawalCode`). */
const latestMessage = (request: APIRequestContext, kind: string) =>
  outbox.latestMessage(request, email, kind);
/** Waits for a message of `kind` newer than `afterId` and answers its 6-digit code. */
const codeAfter = (request: APIRequestContext, kind: string, afterId: number) =>
  outbox.codeAfter(request, email, afterId, { kind });

/** A mark on the window: still there later means the page never reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { e2eMark: string }).e2eMark = 'same page';
  });
const expectSamePage = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('same page');

const walletRow = (page: Page, wallet: number, coin: string) =>
  page.getByTestId(`wallet-${wallet}-row`).filter({ has: page.getByText(coin, { exact: true }) });

let tokens: TokenSession;

test.beforeAll(async ({ request }) => {
  tokens = await signInByApi(request, email, { secret: demoPassword, headers: deviceHeaders });
});

test('a verified user gets a deposit address; a sandbox deposit appears without a reload', async ({
  page,
  context,
  request,
}) => {
  // Two deposits, each waiting for 19 sandbox confirmations and the scan jobs: its own waits add
  // up to more than the default 30 s.
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await useSession(context, tokens);
  await page.goto('/assets/recharge?coin=USDT&network=TRC20');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deposit crypto');
  const address = (await page.getByTestId('deposit-address').textContent()) ?? '';
  expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByTestId('deposit-qr')).toBeVisible();
  await expect(page.getByTestId('deposit-minimum')).toHaveText('1 USDT');
  await expect(page.getByTestId('deposit-confirmations')).toHaveText('19');
  // The same address on the next visit (derived once per user and address family).
  await page.reload();
  await expect(page.getByTestId('deposit-address')).toHaveText(address);

  // The operator sends a deposit; the list shows it confirming, then credited, without a reload.
  await markPage(page);
  const sent = await request.post('/api/sandbox/chain/deposit', {
    data: { address, amount: '25.5', coin: 'USDT', network: 'TRC20' },
  });
  expect(((await sent.json()) as Envelope<unknown>).success).toBe(true);
  const row = page.getByTestId('deposits-row').filter({ hasText: '25.50' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('Credited')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId('deposit-confirmation-count')).toHaveText('19/19');
  await expectSamePage(page);

  // On the overview the spot balance grows when a second deposit is credited, again without a reload.
  await page.getByRole('navigation', { name: 'Assets' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByTestId('assets-total')).toBeVisible();
  const usdt = walletRow(page, 0, 'USDT');
  await expect(usdt).toContainText('12,525.50');
  await request.post('/api/sandbox/chain/deposit', {
    data: { address, amount: '4.5', coin: 'USDT', network: 'TRC20' },
  });
  await expect(usdt).toContainText('12,530.00', { timeout: 30_000 });
  await expectSamePage(page);
  expect(problems).toEqual([]);
});

/** Picks a seeded address-book entry and fills amount and PIN on the withdrawal form. */
async function fillWithdrawal(page: Page, amount: string, pin: string) {
  await page.getByTestId('withdraw-address').click();
  await page.getByRole('option', { name: /Exchange account/ }).click();
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-pin').fill(pin);
}

test('the user withdraws with PIN and e-mailed code: revokes one, completes another', async ({
  page,
  context,
  request,
}) => {
  // A journey of some fifteen calls that also waits up to 45 s for the chain to confirm.
  test.setTimeout(120_000);
  // The wrong fund PIN below is answered with HTTP 400, which Chromium logs.
  const problems = watchConsole(page, [/status of 400/]);
  await useSession(context, tokens);
  await page.goto('/assets/withdraw?coin=USDT&network=TRC20');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdraw crypto');
  await expect(page.getByTestId('withdraw-gate')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-fee')).toHaveText('1 USDT');

  // A text read two ways is refused with a message, never reinterpreted (issue 12: "1,2" became 12).
  await page.getByTestId('withdraw-amount').fill('1,2a3.45678999');
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('1,23.45678999');
  await expect(page.getByText(/could be read two ways/)).toBeVisible();
  // The amount input keeps digits, takes a lone comma as the point, cuts (not rounds) to USDT's 6 decimals.
  await page.getByTestId('withdraw-amount').fill('12a3,45678999');
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('123.456789');
  await expect(page.getByTestId('withdraw-receive')).toHaveText('123.456789 USDT');
  await expect(page.getByTestId('withdraw-total')).toHaveText('124.456789 USDT');
  // "Max" is the available balance less the fee.
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByTestId('withdraw-amount')).toHaveValue('12529');

  // Insufficient balance and a wrong PIN are told on the form, which stays where it is.
  await fillWithdrawal(page, '20000', fundPin);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByText('Insufficient balance: the amount plus the fee')).toBeVisible();
  await fillWithdrawal(page, '20', '000000');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByText('The fund PIN is wrong.')).toBeVisible();
  await expect(page).toHaveURL(/\/assets\/withdraw/);

  // First withdrawal: applied, then revoked from the list before its code is entered.
  let lastCode = (await latestMessage(request, 'withdrawalCode'))?.id ?? 0;
  await fillWithdrawal(page, '20', fundPin);
  await page.getByTestId('withdraw-submit').click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
  await expect(dialog).toContainText('a***@demo.coffer.test');
  await expect(dialog).toContainText('20.00 USDT');
  lastCode = Number((await latestMessage(request, 'withdrawalCode'))?.id ?? lastCode);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const first = page.getByTestId('withdrawals-row').filter({ hasText: '20.00' }).first();
  await expect(first.getByText('Awaiting your code')).toBeVisible();
  await first.getByTestId('withdrawal-revoke').click();
  await page
    .getByRole('dialog', { name: 'Revoke this withdrawal?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(first.getByText('Revoked')).toBeVisible();
  await expect(page.getByText('Available: 12,530.00 USDT')).toBeVisible();

  // Second withdrawal: confirmed with the code from the e-mail; it completes on its own.
  await markPage(page);
  await fillWithdrawal(page, '15', fundPin);
  await page.getByTestId('withdraw-submit').click();
  await expect(dialog).toBeVisible();
  const code = await codeAfter(request, 'withdrawalCode', lastCode);
  await dialog.locator('input').first().click();
  await page.keyboard.type(code);
  await dialog.getByTestId('withdraw-code-confirm').click();
  await expect(page.getByTestId('withdraw-done')).toContainText('15.00 USDT is on its way');
  await page.getByRole('button', { name: 'Done' }).click();
  const second = page.getByTestId('withdrawals-row').filter({ hasText: '15.00' }).first();
  await expect(second.getByText('Completed')).toBeVisible({ timeout: 45_000 });
  await expect(second.getByTestId('withdrawal-revoke')).toHaveCount(0);
  await expect(page.getByText('Available: 12,514.00 USDT')).toBeVisible();
  await expectSamePage(page);
  expect(problems).toEqual([]);
});

test('a wrong e-mailed code is refused in the dialog', async ({ page, context, request }) => {
  await useSession(context, tokens);
  await page.goto('/assets/withdraw?coin=USDT&network=TRC20');
  await fillWithdrawal(page, '10', fundPin);
  await page.getByTestId('withdraw-submit').click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
  await expect(dialog).toBeVisible();
  const real = await codeAfter(request, 'withdrawalCode', 0);
  const wrong = real === '123456' ? '654321' : '123456';
  await dialog.locator('input').first().click();
  await page.keyboard.type(wrong);
  await dialog.getByTestId('withdraw-code-confirm').click();
  await expect(page.getByTestId('withdraw-code-error')).toHaveText('The code is wrong or has expired.');
  await expect(page).toHaveURL(/\/assets\/withdraw/);
  // Revoked from the dialog: the reservation is released.
  await dialog.getByTestId('withdraw-code-revoke').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('withdrawals-row').first().getByText('Revoked')).toBeVisible();
});

test('a transfer between wallets moves the balance and is listed', async ({ page, context }) => {
  const problems = watchConsole(page);
  await useSession(context, tokens);
  await page.goto('/assets/transfer?coin=USDT&from=0&to=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transfer between wallets');
  await expect(page.getByTestId('transfer-from')).toHaveValue('Digital assets');
  await expect(page.getByTestId('transfer-to')).toHaveValue('Flash exchange');
  await page.getByTestId('transfer-amount').fill('100.5');
  await expect(page.getByTestId('transfer-receive')).toHaveText('100.50 USDT');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByText('Moved 100.50 USDT from Digital assets to Flash exchange.')).toBeVisible();
  await expect(page.getByTestId('transfers-row').first()).toContainText('100.50');
  // Swapping the wallets, then too much: refused on the form.
  await page.getByTestId('transfer-swap').click();
  await expect(page.getByTestId('transfer-from')).toHaveValue('Flash exchange');
  await page.getByTestId('transfer-amount').fill('100000');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByText('Insufficient balance in this wallet.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Assets' }).getByRole('link', { name: 'Overview' }).click();
  await page.getByTestId('wallet-tab-1').click();
  await expect(walletRow(page, 1, 'USDT')).toContainText('600.50');
  expect(problems).toEqual([]);
});

test('the address book asks for the fund PIN and a security code to add an entry, and the PIN to delete one', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  // The wrong PIN below is a refused call (400), which the browser logs as a failed resource.
  const problems = watchConsole(page, [/status of 400/]);
  await useSession(context, tokens);
  await page.goto('/assets/address?coin=USDT&network=TRC20');
  const form = page.getByTestId('address-form');
  const address = 'TDNPB3vNUi2UAzwpjuX9qVxDeVoNiVACFB';
  await form.getByTestId('address-input').fill(address);
  await form.getByTestId('address-label').fill('Cold wallet');
  // Without the PIN and the code nothing is sent.
  await form.getByTestId('address-submit').click();
  await expect(form.getByText('The fund PIN must be exactly 6 digits.')).toBeVisible();
  await expect(page.getByTestId('addresses').getByText('Cold wallet')).toHaveCount(0);

  await form.getByTestId('address-pin').fill(fundPin);
  const factor = form.getByTestId('second-factor');
  await factor.getByText('E-mail', { exact: true }).click();
  const code = await outbox.sendAndReadCode(
    page,
    request,
    factor.getByTestId('factor-send'),
    email,
    'verificationCode',
  );
  await factor.getByTestId('factor-code').fill(code);
  await form.getByTestId('address-submit').click();
  const row = page.getByTestId('addresses').getByText('Cold wallet');
  await expect(row.first()).toBeVisible();

  // Deleting asks again: a wrong PIN is refused on its field and the entry stays.
  await page
    .getByRole('button', { name: `Delete ${address}` })
    .first()
    .click();
  const dialog = page.getByTestId('address-delete-form');
  await dialog.getByTestId('address-delete-pin').fill('000000');
  await dialog.getByTestId('factor-code').fill('000000');
  await dialog.getByTestId('address-delete-confirm').click();
  await expect(dialog.getByText('The fund PIN is wrong.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('signed out, the assets pages send the visitor to log in', async ({ page }) => {
  await expectSentToLogIn(page, '/assets/withdraw');
});

test('screenshots of /assets, recharge and withdraw', { tag: '@screens' }, async ({ browser }) => {
  test.setTimeout(180_000);
  await eachScreenshotVariant(browser, { tokens }, async (page, variant) => {
    for (const [path, testId, ready] of [
      ['/assets', 'page-assets', 'distribution-chart'],
      ['/assets/recharge?coin=BTC&network=BTC', 'page-recharge', 'deposit-qr'],
      ['/assets/withdraw?coin=USDT&network=TRC20', 'page-withdraw', 'withdraw-fee'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByTestId(ready)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
      if (path === '/assets') {
        // The records load as the reader scrolls near them: scroll there, so the page is whole.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.getByTestId('records-export')).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await screenshot(page, testId, variant);
    }
  });
});
