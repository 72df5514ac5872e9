import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type Account, bearer, type Envelope, verifiedAccount } from '../support/accounts';
import { expectSentToLogIn, useSession, watchConsole } from '../support/browser';
import { eachScreenshotVariant, screenshot, shots } from '../support/screens';

/**
 * Convert (issue 15): a verified user of this file's own with bitcoin in its digital-assets wallet
 * moves some into the flash-exchange wallet from the convert page's offer, converts BTC to USDT
 * at a firm quote within its countdown, and finds the order in /convert/order; then places a limit
 * order far from the price, finds it open in the Limit orders tab and cancels it.
 */

// The steps share one account's balances: one after the other.
test.describe.configure({ mode: 'serial' });

let account: Account;

const authOf = (a: Account) => ({ ...a.headers, ...bearer(a.tokens) });

/** The account's available balance of `coin` in `wallet` (0 spot, 1 flash exchange). */
async function availableOf(request: APIRequestContext, wallet: number, coin: string): Promise<string> {
  const res = await request.get(`/api/services/app/Assets/GetAssets?walletType=${wallet}`, {
    headers: authOf(account),
  });
  const body = (await res.json()) as Envelope<{ items: { coin: string; available: string }[] }>;
  return body.result.items.find((i) => i.coin === coin)?.available ?? '0';
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  account = await verifiedAccount(request, 'convert');
  // One bitcoin arrives in the digital-assets wallet as a sandbox deposit (3 confirmations).
  const res = await request.get('/api/services/app/CoinTransactionIn/GetAddress?coin=BTC&network=BTC', {
    headers: authOf(account),
  });
  const { address } = ((await res.json()) as Envelope<{ address: string }>).result;
  const sent = await request.post('/api/sandbox/chain/deposit', {
    data: { address, amount: '1', coin: 'BTC', network: 'BTC' },
  });
  expect(((await sent.json()) as Envelope<unknown>).success).toBe(true);
  await expect.poll(() => availableOf(request, 0, 'BTC'), { timeout: 60_000 }).toMatch(/^1(\.0*)?$/);
});

/** Signs the tab in as this file's account (its device): the console problems it will see. */
async function signIn(page: Page, context: BrowserContext) {
  await useSession(context, account.tokens, { deviceId: account.deviceId });
  return watchConsole(page);
}

/** Asks for a quote for `amount` of the coin paid and waits for it. */
async function quoteFor(page: Page, amount: string) {
  await page.getByTestId('convert-amount').fill(amount);
  await page.getByTestId('convert-quote').click();
  await expect(page.getByTestId('convert-quote-panel')).toBeVisible();
}

test('a verified user fills the convert wallet from spot, converts BTC to USDT within the countdown and sees the order', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const problems = await signIn(page, context);
  await page.goto('/');
  // The header links to the page (spec §2).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Convert' }).click();
  await expect(page).toHaveURL(/\/convert$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convert');
  await expect(page.getByTestId('convert-from')).toHaveValue('BTC · Bitcoin');
  await expect(page.getByTestId('convert-wallet-BTC')).toHaveText('0.00 BTC');

  // Nothing to pay with yet: the page offers the transfer, prefilled.
  await expect(page.getByTestId('convert-transfer-offer')).toBeVisible();
  await page.screenshot({ path: join(shots, 'page-convert-empty-wallet-1280-en-light.png'), fullPage: true });
  await page.getByTestId('convert-transfer-offer').getByRole('link', { name: 'Transfer BTC in' }).click();
  await expect(page).toHaveURL(/\/assets\/transfer\?coin=BTC&from=0&to=1$/);
  await expect(page.getByTestId('transfer-to')).toHaveValue('Flash exchange');
  await page.getByTestId('transfer-amount').fill('0.5');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByText(/^Moved 0\.50 BTC from Digital assets to Flash exchange\.$/)).toBeVisible();
  expect(await availableOf(request, 1, 'BTC')).toMatch(/^0\.5/);

  await page.goto('/convert?from=BTC&to=USDT');
  await expect(page.getByTestId('convert-wallet-BTC')).toHaveText('0.50 BTC');
  await expect(page.getByTestId('convert-transfer-offer')).toHaveCount(0);
  // Below the pair's minimum: refused beside the amount, no quote asked for.
  await page.getByTestId('convert-amount').fill('0.00001');
  await page.getByTestId('convert-quote').click();
  await expect(page.getByText('The minimum is 0.0001 BTC.')).toBeVisible();

  await quoteFor(page, '0.1');
  await expect(page.getByTestId('convert-countdown')).toHaveText(/^This quote holds for \d+ s$/);
  const receive = (await page.getByTestId('convert-receive').textContent()) ?? '';
  expect(receive).toMatch(/^[\d,]+\.\d+ USDT$/);
  await page.getByTestId('convert-confirm').click();
  await expect(page.getByTestId('convert-result-received')).toHaveText(receive);
  await expect(page.getByTestId('convert-status')).toHaveText('Complete');
  await expect(page.getByTestId('convert-wallet-BTC')).toHaveText('0.40 BTC');
  await expect(page.getByTestId('convert-wallet-USDT')).toHaveText(receive);
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(shots, 'page-convert-result-1280-en-light.png'), fullPage: true });

  // The orders menu lists convert orders; the order is there, exportable.
  await page.getByTestId('orders-menu').click();
  await page.getByRole('menuitem', { name: 'Convert orders' }).click();
  await expect(page).toHaveURL(/\/convert\/order$/);
  const row = page.getByTestId('convert-orders-row').first();
  await expect(row).toContainText('0.10 BTC');
  await expect(row).toContainText(receive);
  await expect(row).toContainText('Complete');
  const download = page.waitForEvent('download');
  await page.getByTestId('convert-orders-export').click();
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain('BTC/USDT');
  expect(csv).toContain('Complete');
  expect(problems).toEqual([]);
});

/** A limit far above the market: a sell there never fills while the test runs. */
const farPrice = '10000000';

test('a limit order far from the price reserves its amount, shows open in Limit orders, and cancelling gives it back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const problems = await signIn(page, context);
  const before = await availableOf(request, 1, 'BTC');
  await page.goto('/convert?from=BTC&to=USDT');
  await page.getByTestId('convert-mode-limit').click();
  await expect(page).toHaveURL(/mode=limit/);
  await expect(page.getByTestId('convert-reference-price')).toContainText(/1 BTC ≈ [\d,.]+ USDT/);
  await page.getByTestId('convert-amount').fill('0.05');
  await page.getByTestId('convert-limit-price').fill(farPrice);
  await expect(page.getByTestId('convert-limit-receive')).toHaveText(/^500,000(\.0+)? USDT$/);
  await page.getByTestId('convert-limit-place').click();
  await expect(page.getByTestId('convert-limit-result')).toContainText('Limit order placed');
  // The amount is reserved: no longer available in the flash-exchange wallet.
  await expect(page.getByTestId('convert-wallet-BTC')).toHaveText('0.35 BTC');

  await page.getByTestId('convert-limit-orders-link').click();
  await expect(page).toHaveURL(/\/convert\/order\?tab=limit$/);
  const row = page.getByTestId('convert-limit-orders-row').first();
  await expect(row).toContainText('0.05 BTC');
  await expect(row).toContainText('In progress');
  await row.getByTestId('convert-limit-cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cancel this limit order?');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByTestId('convert-limit-cancel')).toHaveCount(0);
  // The reservation is released: the balance is back.
  expect(await availableOf(request, 1, 'BTC')).toBe(before);
  expect(problems).toEqual([]);
});

test('signed out, the convert pages send the visitor to log in', async ({ page }) => {
  await expectSentToLogIn(page, '/convert/order');
});

test('screenshots of /convert with a quote, the limit form, /convert/order and its limit orders', {
  tag: '@screens',
}, async ({ browser, request }) => {
  test.setTimeout(300_000);
  // An open limit order, so the limit orders tab shows its Cancel action.
  const placed = await request.post('/api/services/app/FlashPair/FlashPair/CreateCoinTradeOrder', {
    headers: authOf(account),
    data: { symbol: 'BTC/USDT', side: 'sell', fromAmount: '0.01', limitPrice: farPrice },
  });
  expect(((await placed.json()) as Envelope<unknown>).success).toBe(true);
  await eachScreenshotVariant(browser, account, async (page, variant) => {
    await page.goto('/convert?from=BTC&to=USDT');
    await expect(page.getByTestId('page-convert')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
    await quoteFor(page, '0.01');
    await screenshot(page, 'page-convert', variant);
    await page.goto('/convert/order');
    await expect(page.getByTestId('convert-orders-row').first()).toBeVisible();
    await screenshot(page, 'page-convert-order', variant);
    await page.goto('/convert?from=BTC&to=USDT&mode=limit');
    await page.getByTestId('convert-amount').fill('0.01');
    await page.getByTestId('convert-limit-price').fill(farPrice);
    await expect(page.getByTestId('convert-reference-price')).toContainText(/[\d,.]+ USDT/);
    await screenshot(page, 'page-convert-limit', variant);
    await page.goto('/convert/order?tab=limit');
    await expect(page.getByTestId('convert-limit-cancel').first()).toBeVisible();
    await screenshot(page, 'page-convert-limit-orders', variant);
  });
});
