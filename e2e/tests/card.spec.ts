import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type Account, bearer, type Envelope, verifiedAccount } from '../support/accounts';
import { expectSentToLogIn, useSession, watchConsole } from '../support/browser';
import { setFundPinInBrowser } from '../support/fund-pin';
import { eachScreenshotVariant, screenshot } from '../support/screens';

/**
 * Card purchases (issue 35): a verified user buys USDT with a 3-D Secure card on the sandbox
 * processor's own page (after the card notice, 70001) and sees it arrive; a declined card shows
 * the processor's reason.
 */
test.describe.configure({ mode: 'serial' });

let account: Account;
const authOf = (a: Account) => ({ ...a.headers, ...bearer(a.tokens) });

async function spotUsdt(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/services/app/Assets/GetAssets?walletType=0', {
    headers: authOf(account),
  });
  const body = (await res.json()) as Envelope<{ items: { coin: string; available: string }[] }>;
  return body.result.items.find((i) => i.coin === 'USDT')?.available ?? '0';
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  account = await verifiedAccount(request, 'card');
});

/** Signs the tab in; `expected`: console lines the journey causes on purpose (70001 is a 400). */
async function signIn(page: Page, context: BrowserContext, expected: RegExp[] = []) {
  await useSession(context, account.tokens, { deviceId: account.deviceId });
  return watchConsole(page, expected);
}

/** Quotes 100 USD of USDT on /creditcard and goes to the processor's page (past the notice once). */
async function toProcessorPage(page: Page, firstTime: boolean) {
  await page.goto('/creditcard');
  await page.getByTestId('card-amount').fill('100');
  await page.getByTestId('card-get-quote').click();
  await expect(page.getByTestId('card-fee')).toHaveText('10.00 USD');
  await expect(page.getByTestId('card-receive')).toContainText('89');
  await page.getByTestId('card-pay').click();
  if (firstTime) {
    // 70001: the card notice, whose OK opens it in a new tab; the buyer reads it and goes on.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('card-notice-read')).toBeVisible();
    await page.getByTestId('card-pay').click();
  }
  await expect(page).toHaveURL(/\/card-processor\/pay\/pay_/);
  await expect(page.getByTestId('processor-amount')).toHaveText('100 USD');
}

async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a verified user buys USDT with a 3-D Secure card and sees it arrive', async ({
  page,
  context,
  request,
}) => {
  const problems = await signIn(page, context, [/SendCreditCardPayment .*status of 400/]);
  await toProcessorPage(page, true);
  await enterCard(page, '4000 0000 0000 3220');
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/creditcard\?order=ko_/);
  await expect(page.getByTestId('card-order-status')).toHaveText('Completed');
  await expect(page.getByTestId('card-orders-card')).toContainText('Completed');
  expect(await spotUsdt(request)).toMatch(/^89(\.0*)?$/);
  expect(problems).toEqual([]);
});

test("a declined card shows the processor's reason and credits nothing", async ({
  page,
  context,
  request,
}) => {
  const problems = await signIn(page, context);
  await toProcessorPage(page, false);
  await enterCard(page, '4000000000009995');
  await expect(page.getByTestId('card-order-status')).toHaveText('Payment failed');
  await expect(page.getByTestId('card-order-reason')).toHaveText(
    'Declined by your bank: insufficient funds.',
  );
  expect(await spotUsdt(request)).toMatch(/^89(\.0*)?$/);
  expect(problems).toEqual([]);
});

const fundPin = '246813';

const setFundPin = (page: Page, request: APIRequestContext) =>
  setFundPinInBrowser(page, request, account, fundPin);

test('a quick buy goes through the processor’s page and is credited, its status arriving live', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = await signIn(page, context);
  await setFundPin(page, request);
  await page.goto('/fiat/ThirdPartyPaymentOrder');
  await page.getByTestId('quick-amount').fill('100');
  await page.getByTestId('quick-start').click();
  await expect(page.getByTestId('card-fee')).toHaveText('10.00 USD');
  await page.getByTestId('quick-pin').fill(fundPin);
  await page.getByTestId('quick-confirm').click();
  await expect(page).toHaveURL(/\/card-processor\/pay\/pay_/);
  await expect(page.getByTestId('processor-amount')).toHaveText('100 USD');
  await enterCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/fiat\/ThirdPartyPaymentOrder\?order=ko_/);
  await expect(page.getByTestId('card-order-status')).toHaveText('Completed');
  await expect(page.getByTestId('card-orders-quick')).toContainText('Completed');
  expect(await spotUsdt(request)).toMatch(/^178(\.0*)?$/);
  expect(problems).toEqual([]);
});

test('signed out, /creditcard sends the visitor to log in', async ({ page }) => {
  await expectSentToLogIn(page, '/creditcard');
});

test('screenshots of /creditcard with a quote and /fiat/ThirdPartyPaymentOrder', { tag: '@screens' }, async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await eachScreenshotVariant(browser, account, async (page, variant) => {
    await page.goto('/creditcard');
    await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
    await page.getByTestId('card-get-quote').click();
    await expect(page.getByTestId('card-breakdown')).toBeVisible();
    await screenshot(page, 'page-creditcard', variant);
    await page.goto('/fiat/ThirdPartyPaymentOrder');
    await page.getByTestId('quick-start').click();
    await expect(page.getByTestId('quick-pin')).toBeVisible();
    await screenshot(page, 'page-quick-buy', variant);
  });
});
