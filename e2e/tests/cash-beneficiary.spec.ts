import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { type Account, bearer, type Envelope, verifiedAccount } from '../support/accounts';
import { useSession, watchConsole } from '../support/browser';
import { ops } from '../support/console';
import { setFundPinInBrowser } from '../support/fund-pin';
import { sendAndReadCode } from '../support/outbox';
import { eachScreenshotVariant, screenshot } from '../support/screens';
import { payeeCoolOffSeconds } from '../support/server-settings';

/**
 * Beneficiaries (issue 33): from the apps hub a user with an open, funded cash account adds a EUR
 * and a GBP beneficiary, watches their cool-off end on the saved accounts page (no reload), pays
 * the EUR one and follows the order from In progress to Success live; renames one (still usable),
 * changes the other's account (a new cool-off, said before and after saving) and deletes one.
 * The account is opened and funded through the API and the operator's console; serial, one account.
 */
test.describe.configure({ mode: 'serial' });

let account: Account;
const fundPin = '246801';
const app = '/api/services/app';
const authOf = (a: Account) => ({ ...a.headers, ...bearer(a.tokens) });

async function apiCall<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data = {}) {
  const res =
    method === 'get'
      ? await request.get(`${app}/${path}`, { headers: authOf(account), params: data })
      : await request.post(`${app}/${path}`, { headers: authOf(account), data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.success, JSON.stringify(body.error)).toBe(true);
  return body.result;
}

/** Applies, has the operator approve, waits for the bank to open it, and tops up 300 EUR. */
async function openFundedAccount(request: APIRequestContext) {
  await apiCall(request, 'post', 'Cash/Cash/CreateCustomer', { purpose: 'Paying my family' });
  const listed = await ops('cash:account');
  const id = /^user (\d+) /.exec(listed.split('\n').find((l) => l.includes(account.uid)) ?? '')?.[1];
  expect(id, listed).toBeDefined();
  await ops('cash:account', id as string, '--approve');
  await expect(async () => {
    const info = await apiCall<{ account: { opened: boolean } | null }>(
      request,
      'post',
      'Cash/Cash/VerificationKyc',
    );
    expect(info.account?.opened).toBe(true);
  }).toPass({ timeout: 60_000 });
  const payIn = await apiCall<{ reference: string }>(request, 'get', 'Profile/GetRechargeBank', {
    currency: 'EUR',
  });
  await ops('cash:payin', payIn.reference, '300', 'EUR');
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  account = await verifiedAccount(request, 'cash-benef');
  await openFundedAccount(request);
});

async function signIn(page: Page, context: BrowserContext) {
  await useSession(context, account.tokens, { deviceId: account.deviceId });
  // A code asked again before its interval is over is refused (429); sendAndReadCode waits it out.
  return watchConsole(page, [/status of 429/]);
}

async function choose(scope: Page | Locator, page: Page, select: string, option: string | RegExp) {
  await scope.getByTestId(select).click();
  await page.getByRole('option', { name: option }).click();
}

/** The fund PIN and a fresh e-mailed code in the form or dialog `scope`. */
async function authorise(page: Page, request: APIRequestContext, scope: Locator, pinTestId: string) {
  await scope.getByTestId(pinTestId).fill(fundPin);
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

interface NewBeneficiary {
  currency: string;
  country?: string;
  friendlyName: string;
  firstName: string;
  lastName: string;
  fields: Record<string, string>;
}

async function addBeneficiary(page: Page, request: APIRequestContext, b: NewBeneficiary) {
  await choose(page, page, 'cash-payee-currency', b.currency);
  if (b.country) await choose(page, page, 'cash-payee-country', b.country);
  await page.getByTestId('cash-payee-friendlyName').fill(b.friendlyName);
  await page.getByTestId('cash-payee-firstName').fill(b.firstName);
  await page.getByTestId('cash-payee-lastName').fill(b.lastName);
  for (const [key, value] of Object.entries(b.fields))
    await page.getByTestId(`cash-field-${key}`).fill(value);
  await authorise(page, request, page.getByTestId('cash-payee-form'), 'cash-payee-pin');
  await page.getByTestId('cash-payee-submit').click();
  await expect(page.getByText('Beneficiary saved.')).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page.getByTestId('cash-payees-row').filter({ has: page.getByText(name, { exact: true }) });

test('a user adds EUR and GBP beneficiaries, pays one after its cool-off, edits and deletes them', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(360_000);
  const problems = await signIn(page, context);
  await setFundPin(page, request);

  // The apps hub leads to the beneficiaries.
  await page.goto('/apps');
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  await page.getByTestId('app-tile-beneficiary').getByRole('link', { name: 'Add one' }).click();
  await expect(page).toHaveURL(/\/apps\/beneficiary$/);
  await addBeneficiary(page, request, {
    currency: 'EUR',
    country: 'DE',
    friendlyName: 'Anna EUR',
    firstName: 'Anna',
    lastName: 'Schmidt',
    fields: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
  });
  await addBeneficiary(page, request, {
    currency: 'GBP',
    friendlyName: 'Landlord GBP',
    firstName: 'Jane',
    lastName: 'Smith',
    fields: { sort_code: '08-99-99', account_number: '66374958' },
  });

  // Both on the saved accounts page, each a beneficiary in its cool-off, then Ready without a reload.
  await page.goto('/assets/cash');
  await page.getByRole('link', { name: 'Saved accounts' }).click();
  await expect(page).toHaveURL(/\/assets\/cash\/beneficiaryAddress$/);
  const anna = rowOf(page, 'Anna EUR');
  await expect(anna.getByTestId('cash-payee-kind')).toHaveText('Beneficiary');
  await expect(anna).toContainText('IBAN: DE89370400440532013000');
  await expect(rowOf(page, 'Landlord GBP')).toContainText('Account number: 66374958');
  await expect(anna.getByTestId('cash-payee-ready')).toBeVisible({
    timeout: (payeeCoolOffSeconds + 15) * 1000,
  });

  // Pay Anna: in progress at once, then Success when the sandbox bank settles, live.
  await page.goto('/assets/cash/withdraw?currency=EUR');
  await choose(page, page, 'cash-withdraw-payee', 'Anna EUR (beneficiary)');
  await page.getByTestId('cash-withdraw-amount').fill('50');
  await page.getByTestId('cash-withdraw-submit').click();
  const confirm = page.getByTestId('cash-withdraw-confirm');
  await expect(confirm.getByTestId('cash-withdraw-facts')).toContainText('Anna EUR');
  await authorise(page, request, confirm, 'cash-withdraw-pin');
  await confirm.getByTestId('cash-withdraw-confirm-submit').click();
  await expect(page).toHaveURL(/\/assets\/cash\/order\?kind=withdraw/);
  const latest = page.getByTestId('cash-orders-withdraw').getByTestId('cash-order-status').first();
  await expect(latest).toHaveText('In progress');
  await expect(latest).toHaveText('Success', { timeout: 60_000 });

  // A new friendly name keeps the GBP beneficiary usable (the form says so before saving).
  await page.goto('/assets/cash/beneficiaryAddress');
  await expect(rowOf(page, 'Landlord GBP').getByTestId('cash-payee-ready')).toBeVisible();
  await rowOf(page, 'Landlord GBP').getByTestId('cash-payee-edit').click();
  const edit = page.getByTestId('cash-payee-edit-dialog');
  await expect(edit.getByTestId('cash-field-sort_code')).toHaveValue('08-99-99');
  await expect(edit.getByTestId('cash-payee-lastName')).toHaveValue('Smith');
  await edit.getByTestId('cash-payee-friendlyName').fill('Flat rent');
  await expect(edit.getByTestId('cash-payee-keeps')).toBeVisible();
  await authorise(page, request, edit, 'cash-payee-pin');
  await edit.getByTestId('cash-payee-submit').click();
  await expect(page.getByText('Changes saved.', { exact: true })).toBeVisible();
  await expect(rowOf(page, 'Flat rent').getByTestId('cash-payee-ready')).toBeVisible();

  // Another account for Anna starts a new cool-off: warned in the form, told after, shown in the list.
  await rowOf(page, 'Anna EUR').getByTestId('cash-payee-edit').click();
  await expect(edit.getByTestId('cash-field-iban')).toHaveValue('DE89370400440532013000');
  await edit.getByTestId('cash-field-iban').fill('DE02120300000000202051');
  await edit.getByTestId('cash-field-bic').fill('BYLADEM1001');
  await expect(edit.getByTestId('cash-payee-restarts')).toBeVisible();
  await authorise(page, request, edit, 'cash-payee-pin');
  await edit.getByTestId('cash-payee-submit').click();
  await expect(page.getByText(/^Changes saved\. It can receive withdrawals again from/)).toBeVisible();
  await expect(rowOf(page, 'Anna EUR').getByTestId('cash-payee-cooling')).toBeVisible();
  await expect(rowOf(page, 'Anna EUR')).toContainText('IBAN: DE02120300000000202051');

  // Deleting asks first, with the PIN and a code, and says when it is done.
  await rowOf(page, 'Flat rent').getByTestId('cash-payee-delete').click();
  const remove = page.getByTestId('cash-payee-delete-dialog');
  await expect(remove).toContainText('Flat rent will be removed');
  await authorise(page, request, remove, 'cash-payee-delete-pin');
  await remove.getByTestId('cash-payee-delete-submit').click();
  await expect(page.getByText('Flat rent was deleted.')).toBeVisible();
  await expect(rowOf(page, 'Flat rent')).toHaveCount(0);
  await expect(page.getByTestId('cash-payees-row')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('screenshots of the saved accounts, the edit dialog and the apps hub', { tag: '@screens' }, async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await eachScreenshotVariant(browser, account, async (page, variant) => {
    await page.goto('/assets/cash/beneficiaryAddress');
    await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
    await expect(page.getByTestId('cash-payee-edit').first()).toBeVisible();
    await screenshot(page, 'page-cash-beneficiary-address', variant);
    await page.getByTestId('cash-payee-edit').first().click();
    await expect(page.getByTestId('cash-payee-edit-dialog').getByTestId('cash-payee-form')).toBeVisible();
    await screenshot(page, 'page-cash-payee-edit', variant);
    // Another IBAN: the warning that saving starts a new cool-off (nothing is saved).
    await page.getByTestId('cash-field-iban').fill('DE89370400440532013000');
    await expect(page.getByTestId('cash-payee-restarts')).toBeVisible();
    await screenshot(page, 'page-cash-payee-edit-restarts', variant);
    await page.keyboard.press('Escape');
    await page.getByTestId('cash-payee-delete').first().click();
    await expect(page.getByTestId('cash-payee-delete-submit')).toBeVisible();
    await screenshot(page, 'page-cash-payee-delete', variant);
    await page.goto('/apps');
    await expect(page.getByTestId('app-tile-beneficiary')).toBeVisible();
    await screenshot(page, 'page-apps', variant);
  });
});
