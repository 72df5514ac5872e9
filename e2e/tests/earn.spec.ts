import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type Account,
  bearer,
  type Envelope,
  newDeviceId,
  newEmail,
  registerByApi,
  verifiedAccount,
  webClient,
} from '../support/accounts';
import { useSession, watchConsole } from '../support/browser';
import { eachScreenshotVariant, screenshot } from '../support/screens';

/**
 * Earn (issue 36): the products are public on /earn (APR, term, remaining quota; the footer's
 * register link is the merchant one there); an unverified user is told to verify first; a
 * verified user subscribes from the investment wallet after ticking the savings agreement, sees
 * the position on /assets/invest, the interest the job pays appear without a reload, and redeems.
 * The server's clock cannot be set in the browser tests: the sandbox tool `/api/sandbox/earn/age`
 * makes the position days older and runs the interest job (the real job pays it), and the
 * 16:00–16:20 UTC refusal is checked by the API tests (earn.api.test.ts) — here, only if the run
 * happens to fall in that window.
 */

const api = {
  depositAddress: '/api/services/app/CoinTransactionIn/GetAddress',
  assets: '/api/services/app/Assets/GetAssets',
  transfer: '/api/services/app/Transfer/Transfer',
  sandboxDeposit: '/api/sandbox/chain/deposit',
  age: '/api/sandbox/earn/age',
  positions: '/c/api/Financing/GetFinancialUserAsset',
};
const investmentWallet = 3;
/** 730 USDT at 5 % APR: 0.1 USDT a day, exactly. */
const principal = '730';

test.describe.configure({ mode: 'serial' });

let investor: Account;
const auth = (a: Account) => ({ ...a.headers, ...bearer(a.tokens) });

async function post<T>(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string>,
  data: unknown,
) {
  const res = await request.post(path, { headers, data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.success, JSON.stringify(body.error)).toBe(true);
  return body.result;
}

async function usdtIn(request: APIRequestContext, account: Account, wallet: number) {
  const res = await request.get(api.assets, { headers: auth(account), params: { walletType: wallet } });
  const body = (await res.json()) as Envelope<{
    items: { coin: string; available: string; frozen: string }[];
  }>;
  const usdt = body.result.items.find((i) => i.coin === 'USDT');
  return { available: usdt?.available ?? '0', frozen: usdt?.frozen ?? '0' };
}

/** Deposits `amount` USDT through the sandbox chain, waits for it, and moves it to the investment wallet. */
async function fundInvestment(request: APIRequestContext, account: Account, amount: string) {
  const res = await request.get(api.depositAddress, {
    headers: auth(account),
    params: { coin: 'USDT', network: 'TRC20' },
  });
  const { address } = ((await res.json()) as Envelope<{ address: string }>).result;
  await post(request, api.sandboxDeposit, {}, { address, amount, coin: 'USDT', network: 'TRC20' });
  await expect
    .poll(async () => (await usdtIn(request, account, 0)).available, { timeout: 60_000 })
    .toBe(amount);
  await post(request, api.transfer, auth(account), {
    coin: 'USDT',
    amount,
    fromWalletType: 0,
    toWalletType: investmentWallet,
  });
}

/** A UTC day `days` after today's, 'YYYY-MM-DD'. */
const utcDayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const inRedemptionPause = () => {
  const now = new Date();
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  return minute >= 16 * 60 && minute < 16 * 60 + 20;
};

const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { e2eMark: string }).e2eMark = 'same page';
  });
const expectSamePage = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('same page');

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  investor = await verifiedAccount(request, 'earn');
  await fundInvestment(request, investor, '1000');
});

test('anyone sees the products with APR, term and remaining quota; the footer offers the merchant sign-up', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/earn');
  await expect(page.getByTestId('page-earn')).toBeVisible();
  const flexible = page.getByTestId('earn-product-1');
  await expect(flexible).toContainText('USDT');
  await expect(flexible).toContainText('Flexible');
  await expect(flexible.getByText('APR, up to')).toBeVisible();
  await expect(flexible.getByTestId('earn-product-apr')).toHaveText('5 %');
  await expect(flexible.getByTestId('earn-product-tiers')).toContainText(
    '2 % APR on the part above 10,000 USDT',
  );
  await expect(page.getByTestId('earn-product-3')).toContainText('30 days');
  await expect(page.getByTestId('earn-product-3')).toContainText('2 % of the principal');
  await expect(flexible.getByTestId('earn-product-remaining')).toContainText('USDT');
  await expect(page.getByTestId('earn-signed-out')).toBeVisible();
  await expect(page.getByTestId('footer-register')).toHaveAttribute('href', /type=merchant/);
  await flexible.getByTestId('earn-subscribe').click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fearn$/);
  expect(problems).toEqual([]);
});

test('an unverified user is sent to verify identity first (spec §4), from /earn and /assets/invest', async ({
  page,
  context,
  request,
}) => {
  const deviceId = newDeviceId();
  const { tokens } = await registerByApi(request, newEmail('earn-nokyc'), { headers: webClient(deviceId) });
  await useSession(context, tokens, { deviceId });
  const problems = watchConsole(page);
  for (const path of ['/earn', '/assets/invest']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/account\/verifiy$/);
  }
  expect(problems).toEqual([]);
});

test('a verified user subscribes, sees interest paid by the job without a reload, and redeems', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await useSession(context, investor.tokens, { deviceId: investor.deviceId });
  const problems = watchConsole(page, inRedemptionPause() ? [/status of 400/] : []);
  await page.goto('/assets/invest');
  await expect(page.getByTestId('earn-no-account')).toBeVisible();
  await page.getByTestId('earn-no-account').getByRole('link').click();
  await expect(page.getByTestId('page-earn')).toBeVisible();

  // The dialog: the amount, the estimate with its dates, the agreement to tick.
  await page.getByTestId('earn-product-1').getByTestId('earn-subscribe').click();
  const dialog = page.getByTestId('earn-subscribe-dialog');
  await expect(dialog.getByText('Available in your investment wallet: 1,000.00 USDT')).toBeVisible();
  await dialog.getByTestId('earn-amount').fill('5');
  await dialog.getByTestId('earn-review').click();
  await expect(dialog.getByText('The minimum per subscription is 10 USDT.')).toBeVisible();
  await dialog.getByTestId('earn-amount').fill(principal);
  await expect(dialog.getByTestId('earn-estimate-start')).toContainText(`${utcDayFromToday(2)} (UTC)`);
  await expect(dialog.getByTestId('earn-estimate-day')).toHaveText('0.10 USDT');
  await expect(dialog.getByTestId('earn-estimate-total')).toHaveText('3.00 USDT');
  await expect(dialog.getByTestId('earn-estimate')).toContainText('actual/365');
  await expect(dialog.getByTestId('earn-agreement-link')).toHaveAttribute('href', '/help/detail?id=3');
  await dialog.getByTestId('earn-review').click();
  await expect(dialog.getByText('Tick to agree to the savings user agreement')).toBeVisible();
  await dialog.getByTestId('earn-agree').check();
  await dialog.getByTestId('earn-review').click();

  // Asked first (the facts), done after: the positions page shows it.
  const confirm = page.getByTestId('confirm-action');
  await expect(confirm.getByTestId('confirm-action-facts')).toContainText('730.00 USDT');
  await expect(confirm.getByTestId('confirm-action-facts')).toContainText(utcDayFromToday(2));
  await confirm.getByTestId('confirm-action-submit').click();
  await expect(page.getByText('Subscribed. Your position is in My positions.')).toBeVisible();
  await expect(page.getByTestId('page-invest')).toBeVisible();
  const position = page.getByTestId('earn-position');
  await expect(position.getByTestId('earn-position-amount')).toHaveText('730.00 USDT');
  await expect(position.getByTestId('earn-position-status')).toHaveText('Active');
  await expect(position).toContainText(`${utcDayFromToday(2)} (UTC)`);
  await expect(position.getByTestId('earn-position-interest')).toHaveText('0.00 USDT');
  expect(await usdtIn(request, investor, investmentWallet)).toEqual({ available: '270', frozen: '730' });

  // Three days older: its T+2 start was yesterday, which the job pays — shown without a reload.
  await markPage(page);
  // The content host answers in its own envelope (StatusCode, Data).
  const listed = await request.post(api.positions, { headers: auth(investor), data: {} });
  const { Data } = (await listed.json()) as { Data: { positionId: string }[] };
  const positionId = Data[0]?.positionId ?? '';
  await post(request, api.age, {}, { positionId, days: 3 });
  await expect(position.getByTestId('earn-position-interest')).toHaveText('0.10 USDT');
  await expect(position.getByTestId('earn-position-yesterday')).toHaveText('0.10 USDT');
  await expect(page.getByTestId('earn-total-interest-USDT')).toHaveText('0.10 USDT');
  await expectSamePage(page);

  // Redeem: the rule is explained on the page, the payout shown before confirming.
  await expect(page.getByTestId('earn-redeem-rule')).toContainText('16:00 to 16:20 UTC');
  await position.getByTestId('earn-redeem').click();
  await expect(confirm.getByTestId('earn-redeem-payout')).toHaveText('730.00 USDT');
  await confirm.getByTestId('confirm-action-submit').click();
  if (inRedemptionPause()) {
    await expect(confirm.getByText('Please try again after 16:20 UTC.')).toBeVisible();
    return;
  }
  await expect(position.getByTestId('earn-position-status')).toHaveText(/Redeeming|Redeemed/);
  await expect(position.getByTestId('earn-position-status')).toHaveText('Redeemed', { timeout: 20_000 });
  await expect(position.getByTestId('earn-position-redemption')).toContainText('Success');
  await expect(position.getByTestId('earn-redeem')).toHaveCount(0);
  await expect
    .poll(() => usdtIn(request, investor, investmentWallet))
    .toEqual({ available: '1000.1', frozen: '0' });

  // The records: subscription, interest, redemption; filtered by type; exported.
  const records = page.getByTestId('earn-records');
  await expect(records).toContainText('Subscription');
  await expect(records).toContainText('Interest');
  await expect(records).toContainText('Redemption');
  await page.getByTestId('earn-records-type').click();
  await page.getByRole('option', { name: 'Interest', exact: true }).click();
  await expect(records).not.toContainText('Subscription');
  await expect(records).toContainText(utcDayFromToday(-1));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('earn-records-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  await expectSamePage(page);
  expect(problems).toEqual([]);
});

test('the earn screens in every variant', async ({ browser }) => {
  test.setTimeout(300_000);
  const session = { tokens: investor.tokens, deviceId: investor.deviceId };
  await eachScreenshotVariant(browser, session, async (page, variant) => {
    await page.goto('/earn');
    await expect(page.getByTestId('earn-product-1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      variant.width,
    );
    await screenshot(page, 'earn-products', variant);
    await page.getByTestId('earn-product-3').getByTestId('earn-subscribe').click();
    await page.getByTestId('earn-subscribe-dialog').getByTestId('earn-amount').fill('100');
    await expect(page.getByTestId('earn-estimate-total')).toBeVisible();
    await screenshot(page, 'earn-subscribe', variant);
    await page.goto('/assets/invest');
    await expect(page.getByTestId('earn-position')).toBeVisible();
    await expect(page.getByTestId('earn-records-export')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      variant.width,
    );
    await screenshot(page, 'earn-invest', variant);
  });
});
