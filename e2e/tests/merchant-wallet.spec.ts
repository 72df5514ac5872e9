import { expect, test } from '@playwright/test';
import { type Account, type Envelope, verifiedAccount } from '../support/accounts';
import { useSession, watchConsole } from '../support/browser';
import { eachScreenshotVariant, screenshot } from '../support/screens';

/**
 * The merchant's cloud wallet and daily report (issue 16): a verified merchant of its own (the demo
 * merchant's one web session belongs to merchant.spec.ts, running beside this one) sees its cloud wallet,
 * gets a sandbox deposit into the cloud wallet's own address, moves part of it to spot, and sees
 * the day's receipts in the daily report once the report job has run (the sandbox tool runs it now).
 */

test.describe.configure({ mode: 'serial' });

let merchant: Account;

test.beforeAll(async ({ request }) => {
  merchant = await verifiedAccount(request, 'merchant-wallet', { kind: 'merchant' });
});

test('the merchant deposits into the cloud wallet, moves some to spot, and sees the daily report', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await useSession(context, merchant.tokens, { deviceId: merchant.deviceId });

  await page.goto('/assets/cloud');
  await expect(page.getByTestId('page-cloud-wallet')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cloud wallet');
  await page.getByTestId('cloud-deposit').click();
  await expect(page).toHaveURL(/\/merchant\/deposit$/);

  await page.goto('/merchant/deposit?coin=BTC&network=BTC');
  const address = (await page.getByTestId('deposit-address').textContent()) ?? '';
  expect(address).toMatch(/^bc1q/);
  const sent = await request.post('/api/sandbox/chain/deposit', {
    data: { address, amount: '0.75', coin: 'BTC', network: 'BTC' },
  });
  expect(((await sent.json()) as Envelope<{ userId?: number }>).success).toBe(true);
  const row = page.getByTestId('deposits-row').filter({ hasText: '0.75' });
  await expect(row.getByText('Credited')).toBeVisible({ timeout: 60_000 });

  // The spot deposit page keeps its own address: the cloud wallet's is not the spot one.
  await page.goto('/assets/recharge?coin=BTC&network=BTC');
  await expect(page.getByTestId('deposit-address')).not.toHaveText(address);

  await page.goto('/assets/cloud');
  const btc = page.getByTestId('cloud-balances-row').filter({ hasText: 'BTC' });
  await expect(btc).toContainText('0.75');

  await page.goto('/merchant/transfer?coin=BTC');
  await expect(page.getByTestId('transfer-from')).toHaveValue('Cloud wallet');
  await expect(page.getByTestId('transfer-to')).toHaveValue('Digital assets');
  await page.getByTestId('transfer-amount').fill('0.25');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfers-row').first()).toContainText('0.25');

  await page.goto('/merchant/deposit/order');
  await expect(page.getByTestId('deposits-row').filter({ hasText: '0.75' })).toBeVisible();

  const built = await request.post('/api/sandbox/merchant/report');
  expect(((await built.json()) as Envelope<{ lines: number }>).success).toBe(true);
  await page.goto('/merchant/report');
  await expect(page.getByTestId('page-merchant-report')).toBeVisible();
  const line = page.getByTestId('report-lines-row').filter({ hasText: 'BTC' }).first();
  await expect(line).toContainText('0.75');
  await expect(page.getByTestId('report-chart')).toBeVisible();
  expect(problems).toEqual([]);
});

test('screenshots of the cloud wallet and the report', { tag: '@screens' }, async ({ browser }) => {
  test.setTimeout(240_000);
  await eachScreenshotVariant(browser, merchant, async (page, variant) => {
    for (const [path, name, testId] of [
      ['/assets/cloud', 'cloud-wallet', 'cloud-balances-row'],
      ['/merchant/report', 'merchant-report', 'report-chart'],
    ] as const) {
      await page.goto(path);
      // The live stream never lets the network go idle: wait for the page's data instead.
      await expect(page.getByTestId(testId).first()).toBeVisible();
      await screenshot(page, name, variant);
    }
  });
});
