import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { type Account, bearer, type Envelope, verifiedAccount } from '../support/accounts';
import { expectSentToLogIn, useSession, watchConsole } from '../support/browser';
import { ops } from '../support/console';
import { setFundPinInBrowser } from '../support/fund-pin';
import { sendAndReadCode } from '../support/outbox';
import { eachScreenshotVariant, screenshot } from '../support/screens';

/**
 * Fiat cash (issue 33): a verified user applies for the cash account, the operator approves it
 * (`cash:account`), the user tops up EUR by a sandbox bank transfer (`cash:payin`) and sees it
 * credited, saves a bank account in their own name (a wrong account number refused under its
 * field), withdraws to it and follows the order live to success; a payout the bank refuses fails
 * and gives the money back. The screenshots use the same open account, so the spec runs serially.
 */
test.describe.configure({ mode: 'serial' });

let account: Account;
const fundPin = '135790';
const authOf = (a: Account) => ({ ...a.headers, ...bearer(a.tokens) });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  account = await verifiedAccount(request, 'cash');
});

async function signIn(page: Page, context: BrowserContext, expected: RegExp[] = []) {
  await useSession(context, account.tokens, { deviceId: account.deviceId });
  return watchConsole(page, expected);
}

/** The EUR line of the cash account as the API answers it, read as exact decimals. */
async function eurBalance(request: APIRequestContext) {
  const res = await request.get('/api/services/app/Assets/GetCashAssets', { headers: authOf(account) });
  const body = (await res.json()) as Envelope<{ currency: string; available: string; frozen: string }[]>;
  const eur = body.result.find((b) => b.currency === 'EUR');
  return {
    available: new Decimal(eur?.available ?? 0).toString(),
    frozen: new Decimal(eur?.frozen ?? 0).toString(),
  };
}

/** The user's internal id, as the operator's list of applications shows it beside the uid. */
async function applicantId(): Promise<string> {
  const listed = await ops('cash:account');
  const line = listed.split('\n').find((l) => l.includes(account.uid));
  const id = /^user (\d+) /.exec(line ?? '')?.[1];
  expect(id, listed).toBeDefined();
  return id as string;
}

/** Types a fresh e-mailed code into the second factor of `scope` (a form or dialog). */
async function fillCode(page: Page, request: APIRequestContext, scope: ReturnType<Page['getByTestId']>) {
  const factor = scope.getByTestId('second-factor');
  const code = await sendAndReadCode(
    page,
    request,
    factor.getByTestId('factor-send'),
    account.email,
    'verificationCode',
  );
  await factor.getByTestId('factor-code').fill(code);
}

const setFundPin = (page: Page, request: APIRequestContext) =>
  setFundPinInBrowser(page, request, account, fundPin);

async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByTestId(select).click();
  await page.getByRole('option', { name: option }).click();
}

/** Withdraws `amount` EUR to the saved account, confirmed with the PIN and a code; lands on the orders. */
async function withdraw(page: Page, request: APIRequestContext, amount: string) {
  await page.goto('/assets/cash/withdraw?currency=EUR');
  // The new account is usable after the cool-off (seconds on the test server): until then its
  // option is disabled, and a reload shows it ready.
  await expect(async () => {
    await page.reload();
    await page.getByTestId('cash-withdraw-payee').click();
    await page
      .getByRole('option', { name: 'Main EUR (your account)', exact: true })
      .click({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByTestId('cash-withdraw-amount').fill(amount);
  await expect(page.getByTestId('cash-withdraw-warning')).toHaveText(
    'A cash withdrawal cannot be cancelled once it is submitted.',
  );
  await page.getByTestId('cash-withdraw-submit').click();
  const dialog = page.getByTestId('cash-withdraw-confirm');
  await expect(dialog.getByTestId('cash-confirm-fee')).toHaveText('1.00 EUR');
  await expect(dialog.getByTestId('cash-withdraw-facts')).toContainText('IBANDE89370400440532013000');
  await dialog.getByTestId('cash-withdraw-pin').fill(fundPin);
  await fillCode(page, request, dialog);
  await dialog.getByTestId('cash-withdraw-confirm-submit').click();
  await expect(page).toHaveURL(/\/assets\/cash\/order\?kind=withdraw/);
}

test('a verified user opens the cash account, tops up, adds a bank account, withdraws and follows it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  // Refused on purpose: a wrong IBAN (400); a code asked again before its interval is over (429,
  // which sendAndReadCode waits out).
  const problems = await signIn(page, context, [/status of 400/, /status of 429/]);

  await page.goto('/assets/cash');
  await page.getByTestId('cash-apply-submit').click();
  await expect(page.getByText('Say what you will use the account for.')).toBeVisible();
  await page.getByTestId('cash-purpose').fill('Salary and savings');
  await page.getByTestId('cash-apply-submit').click();
  await expect(page.getByTestId('cash-state')).toHaveText('Submitted, awaiting review');
  await screenshot(page, 'page-cash-submitted', { width: 1280, height: 720, lang: 'en', scheme: 'light' });

  // The operator approves; the bank opens it and the page shows the balances without a reload.
  await ops('cash:account', await applicantId(), '--approve');
  await expect(page.getByTestId('cash-balance-EUR')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('cash-available-EUR')).toHaveText('0.00');

  // Top-up: the standing reference, paid by a sandbox bank transfer in the holder's name.
  await page.getByTestId('cash-balance-EUR').getByRole('link', { name: 'Top up' }).click();
  await expect(page).toHaveURL(/\/assets\/cash\/deposit\?currency=EUR/);
  const reference = (await page.getByTestId('cash-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^CU/);
  await expect(page.getByTestId('cash-pay-iban')).toBeVisible();
  await ops('cash:payin', reference, '250', 'EUR');
  await page.goto('/assets/cash/order');
  await expect(page.getByTestId('cash-orders-topUp').getByTestId('cash-order-status').first()).toHaveText(
    'Success',
  );
  await page.goto('/assets/cash');
  await expect(page.getByTestId('cash-available-EUR')).toHaveText('250.00');

  await setFundPin(page, request);

  // A bank account in the user's own name: the channel's fields come from its descriptor.
  await page.goto('/assets/cash/bank');
  await choose(page, 'cash-payee-currency', 'GBP');
  await expect(page.getByTestId('cash-payee-channel')).toHaveValue('Faster Payments');
  await page.getByTestId('cash-field-sort_code').fill('089999');
  await page.getByTestId('cash-field-account_number').fill('6637495');
  await page.getByTestId('cash-payee-friendlyName').fill('Main GBP');
  await page.getByTestId('cash-payee-pin').fill(fundPin);
  await page.getByTestId('factor-code').fill('123456');
  await page.getByTestId('cash-payee-submit').click();
  // Seven digits is not a UK account number: refused in the browser, under its field.
  await expect(page.getByText('This Account number is not valid. Check it and try again.')).toBeVisible();

  await choose(page, 'cash-payee-currency', 'EUR');
  await expect(page.getByTestId('cash-payee-channel')).toHaveValue('SEPA');
  await expect(page.getByTestId('cash-payee-firstName')).toHaveValue('Verified');
  await page.getByTestId('cash-payee-friendlyName').fill('Main EUR');
  await choose(page, 'cash-payee-country', 'DE');
  await page.getByTestId('cash-field-iban').fill('DE89 3704 0044 0532 0130 01');
  await page.getByTestId('cash-field-bic').fill('COBADEFFXXX');
  await page.getByTestId('cash-payee-pin').fill(fundPin);
  const form = page.getByTestId('cash-payee-form');
  await fillCode(page, request, form);
  await page.getByTestId('cash-payee-submit').click();
  // The IBAN's check digits are wrong: the bank library refuses it, under the IBAN.
  await expect(page.getByText('This IBAN is not valid. Check it and try again.')).toBeVisible();
  await page.getByTestId('cash-field-iban').fill('DE89370400440532013000');
  await page.getByTestId('cash-payee-submit').click();
  await expect(page.getByTestId('cash-bank-accounts').getByText('Main EUR')).toBeVisible();

  // Withdraw 100 EUR: in progress at once (amount + fee held), then the bank settles it, live.
  await withdraw(page, request, '100');
  const latest = page.getByTestId('cash-orders-withdraw').getByTestId('cash-order-status').first();
  await expect(latest).toHaveText('In progress');
  await expect(latest).toHaveText('Success', { timeout: 60_000 });
  expect(await eurBalance(request)).toEqual({ available: '149', frozen: '0' });

  // A payout the bank refuses (the sandbox refuses amounts ending in .66) fails and gives it all back.
  await withdraw(page, request, '20.66');
  await expect(latest).toHaveText('Failed', { timeout: 60_000 });
  await expect(page.getByTestId('cash-orders-withdraw').getByTestId('cash-order-reason').first()).toHaveText(
    'Reason: The beneficiary account is closed.',
  );
  expect(await eurBalance(request)).toEqual({ available: '149', frozen: '0' });

  // The fiat records: every movement typed, the failed payout's hold released with its reason.
  await page.getByTestId('cash-order-kind').getByText('Fiat records').click();
  const records = page.getByTestId('cash-records');
  await expect(records.getByText('Unfreeze').first()).toBeVisible();
  await expect(records.getByTestId('cash-record-reason').first()).toHaveText(
    'The beneficiary account is closed.',
  );
  await page.getByTestId('cash-records-type').click();
  await page.getByRole('option', { name: 'Recharge' }).click();
  await expect(records.getByText('Unfreeze')).toHaveCount(0);
  await expect(records.getByText('Recharge').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('an exact-amount top-up waits for its transfer; a wrong amount goes to review, not to the balance', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = await signIn(page, context);
  const before = await eurBalance(request);
  const order = async (amount: string) => {
    await page.goto('/assets/cash/deposit?currency=EUR');
    await page.getByTestId('cash-topup-amount').fill(amount);
    await page.getByTestId('cash-topup-submit').click();
    await expect(page.getByTestId('cash-pay-amount')).toHaveText(`${amount}.00 EUR`);
    const reference = (await page.getByTestId('cash-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^CT/);
    return reference;
  };
  const exact = await order('40');
  const short = await order('30');

  await page.goto('/assets/cash/order');
  const rows = page.getByTestId('cash-orders-topUp');
  await expect(rows.getByTestId('cash-order-status').first()).toHaveText('Pending payment');
  // A waiting order's bank details are one click away in the list.
  await rows.getByTestId('cash-order-pay').first().click();
  await expect(page.getByTestId('cash-order-pay-in').getByTestId('cash-reference')).toHaveText(short);
  await page.keyboard.press('Escape');

  await ops('cash:payin', exact, '40', 'EUR');
  await ops('cash:payin', short, '29', 'EUR');
  await expect(rows.getByText('Pending review')).toBeVisible();
  await expect(rows.getByText('Success').first()).toBeVisible();
  expect(await eurBalance(request)).toEqual({
    available: new Decimal(before.available).plus(40).toString(),
    frozen: '0',
  });
  expect(problems).toEqual([]);
});

test('the user adds a GBP beneficiary with its Faster Payments fields and finds it in the list', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const problems = await signIn(page, context, [/status of 429/]);
  await page.goto('/apps/beneficiary');
  await choose(page, 'cash-payee-currency', 'GBP');
  await expect(page.getByTestId('cash-payee-country')).toHaveValue('GB');
  await page.getByTestId('cash-payee-friendlyName').fill('Landlord');
  await page.getByTestId('cash-payee-firstName').fill('Jane');
  await page.getByTestId('cash-payee-lastName').fill('Smith');
  await page.getByTestId('cash-field-sort_code').fill('08-99-99');
  await page.getByTestId('cash-field-account_number').fill('66374958');
  await page.getByTestId('cash-payee-pin').fill(fundPin);
  await fillCode(page, request, page.getByTestId('cash-payee-form'));
  await page.getByTestId('cash-payee-submit').click();
  await expect(page.getByText('Beneficiary saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Beneficiaries' }).click();
  const list = page.getByTestId('cash-beneficiaries');
  await expect(list.getByText('Landlord')).toBeVisible();
  await expect(list.getByText('Account number: 66374958')).toBeVisible();
  // Own bank accounts are not beneficiaries.
  await expect(list.getByText('Main EUR')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('signed out, the cash pages send the visitor to log in', async ({ page }) => {
  await expectSentToLogIn(page, '/assets/cash/withdraw');
});

test('screenshots of the cash account, top-up, bank accounts, withdraw, orders and beneficiaries', {
  tag: '@screens',
}, async ({ browser }) => {
  test.setTimeout(300_000);
  await eachScreenshotVariant(browser, account, async (page, variant) => {
    const shots = [
      ['/assets/cash', 'cash-balances', 'page-cash'],
      ['/assets/cash/deposit?currency=EUR', 'cash-pay-in', 'page-cash-deposit'],
      ['/assets/cash/bank', 'cash-payee-form', 'page-cash-bank'],
      ['/assets/cash/withdraw?currency=EUR', 'cash-withdraw-form', 'page-cash-withdraw'],
      ['/assets/cash/order?kind=withdraw', 'cash-order-status', 'page-cash-order'],
      ['/apps/beneficiary', 'cash-payee-form', 'page-beneficiary'],
      ['/apps/beneficiary/list', 'cash-payee-delete', 'page-beneficiary-list'],
      ['/assets/cash/order?kind=records', 'cash-record-reason', 'page-cash-records'],
    ] as const;
    for (const [url, ready, name] of shots) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await screenshot(page, name, variant);
    }
    // The confirmation, with its facts, the warning and the PIN and code.
    await page.goto('/assets/cash/withdraw?currency=EUR');
    await choose(page, 'cash-withdraw-payee', /^Main EUR/);
    await page.getByTestId('cash-withdraw-amount').fill('10');
    await page.getByTestId('cash-withdraw-submit').click();
    await expect(page.getByTestId('cash-withdraw-facts')).toBeVisible();
    await screenshot(page, 'page-cash-withdraw-confirm', variant);
  });
});
