import { join } from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import {
  demoPassword,
  signInByApi,
  type TokenSession,
  verifiedAccount,
  webClient,
} from '../support/accounts';
import { prefer, screenshotVariants, useSession, watchConsole } from '../support/browser';
import { opsCli as ops } from '../support/console';
import { png } from '../support/images';
import { createPaymentOrder } from '../support/payments';
import { shots } from '../support/screens';

/**
 * The merchant back office (issue 16, core): the demo merchant (merchant@demo.coffer.test, seeded
 * official) opens its overview, creates a sub-account, sets a rate and sees the channel fee the
 * operator set; a new trial merchant applies to become official, reads the contract to the end of
 * its countdown, signs, and the operator's approval (`npm run ops -- merchant:review`) reaches its
 * open page without a reload. Screenshots of the back office (docs/testing.md: which variants).
 */

const merchantEmail = 'merchant@demo.coffer.test';
const merchantUid = '10000003';
const deviceId = 'e2e-merchant';

test.describe.configure({ mode: 'serial' });

let tokens: TokenSession;

async function pageAs(
  browser: Browser,
  session: TokenSession,
  id: string,
  lang = 'en',
  scheme = 'light',
  width = 1280,
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await useSession(context, session, { deviceId: id, lang, scheme });
  return { context, page: await context.newPage() };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  tokens = await signInByApi(request, merchantEmail, { secret: demoPassword, headers: webClient(deviceId) });
});

test('the demo merchant creates a sub-account, sets a rate and sees its channel fees', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await pageAs(browser, tokens, deviceId);
  const problems = watchConsole(page);
  await page.goto('/merchant');
  await expect(page.getByTestId('page-merchant-overview')).toBeVisible();
  await expect(page.getByTestId('merchant-type')).toHaveText('Official merchant');
  for (const k of ['payments', 'refunds', 'transfers'])
    await expect(page.getByTestId(`review-${k}`)).toHaveText(/^\d+$/);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);

  await page.getByRole('link', { name: 'Sub-accounts' }).first().click();
  await expect(page.getByTestId('page-merchant-subaccount')).toBeVisible();
  const email = `cashier-${Date.now()}@shop.test`;
  await page.getByTestId('sub-add').click();
  await page.getByTestId('sub-userName').fill('Front desk');
  await page.getByTestId('sub-emailAddress').fill(email);
  await page.getByTestId('sub-contactName').fill('Mei Lin');
  await page.getByTestId('sub-phoneNumber').fill('+65 8100 0001');
  await page.getByTestId('sub-approveRefund').check();
  await page.getByTestId('sub-save').click();
  await expect(page.getByTestId('sub-accounts')).toContainText(email);

  await page.goto('/merchant/setrate');
  await page.getByTestId('rate-add').click();
  // Both currencies are pickers of the supported ones.
  await page.getByTestId('rate-legal').click();
  await page.getByRole('option', { name: /^EUR/ }).click();
  await page.getByTestId('rate-value').fill('1.0849');
  await page.getByTestId('rate-save').click();
  await expect(page.getByTestId('rates')).toContainText('1.0849');

  await ops(
    'merchant:fee',
    '--merchant',
    merchantUid,
    '--currency',
    'USDT',
    '--business',
    'receipt',
    '--rate',
    '0.005',
  );
  await page.goto('/merchant/channelfee');
  await expect(page.getByTestId('channel-fees')).toContainText('0.5 %');
  expect(problems).toEqual([]);
  await context.close();
});

test('a trial merchant applies to become official and the operator approves it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A new merchant (trial), its identity verified as the back office requires.
  const trial = await verifiedAccount(request, 'merchant-trial', { kind: 'merchant' });
  const { context, page } = await pageAs(browser, trial.tokens, trial.deviceId);
  await page.goto('/merchant/started');
  await expect(page.getByTestId('application-status')).toHaveText('Not submitted');
  await page.getByTestId('apply-fullName').fill(`Lumen Roasters ${Date.now()}`);
  await page.getByTestId('apply-shortName').fill('Lumen');
  await page.getByTestId('apply-address').fill('1 Coffee Lane, Singapore');
  await page.getByTestId('apply-businessScope').fill('Coffee and pastries');
  // The receipt currency is the registration's dropdown, prefilled from it.
  await expect(page.getByTestId('apply-receiptCurrency')).not.toHaveValue('');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByText('Certificate uploaded')).toBeVisible();
  await page.getByTestId('apply-read-contract').click();
  await expect(page.getByTestId('apply-sign')).toBeDisabled();
  await expect(page.getByTestId('apply-sign')).toContainText('more seconds');
  await expect(page.getByTestId('apply-sign')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('apply-sign').click();
  await expect(page.getByTestId('application-status')).toHaveText('Under review');

  expect(await ops('merchant:review', trial.uid, '--approve', '--by', 'e2e')).toContain('official');
  // The live stream brings the decision to the open page.
  await expect(page.getByTestId('application-status')).toHaveText('Approved', { timeout: 20_000 });
  await context.close();
});

test('the overview shows its counts and recent orders, and every back-office page keeps the merchant frame', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await createPaymentOrder(request, { tokens, headers: webClient(deviceId) }, '5');
  const { context, page } = await pageAs(browser, tokens, deviceId);
  const problems = watchConsole(page);
  await page.goto('/merchant');
  for (const k of ['payments', 'refunds', 'transfers'])
    await expect(page.getByTestId(`review-${k}`)).toHaveText(/^\d+$/);
  await expect(page.getByTestId('today-receipts')).toBeVisible();
  const recent = page.getByTestId('recent-order').first();
  await expect(recent).toBeVisible();
  await recent.getByRole('link').click();
  await expect(page.getByTestId('page-merchant-transaction')).toBeVisible();
  // The back office's menu and no footer on each of its pages, the cloud wallet's and report's too.
  for (const [path, testId] of [
    ['/merchant/transaction', 'page-merchant-transaction'],
    ['/merchant/report', 'page-merchant-report'],
    ['/merchant/deposit', 'page-cloud-deposit'],
    ['/merchant/deposit/order', 'page-cloud-deposit-order'],
    ['/merchant/withdraw', 'page-cloud-withdraw'],
    ['/merchant/withdraw/order', 'page-cloud-withdraw-order'],
    ['/merchant/transfer', 'page-transfer'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(testId), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Merchant back office' }), path).toBeVisible();
    await expect(page.getByTestId('site-footer'), path).toHaveCount(0);
  }
  // The cloud wallet stays an assets page, its links lead to the merchant's screens.
  await page.goto('/assets/cloud');
  await expect(page.getByTestId('page-cloud-wallet')).toBeVisible();
  const nav = page
    .getByRole('navigation', { name: /./ })
    .filter({ has: page.locator('a[href="/merchant/deposit"]') });
  await expect(nav.locator('a[href="/merchant/withdraw"]')).toBeVisible();
  await expect(nav.locator('a[href="/merchant/transfer"]')).toBeVisible();
  await expect(page.locator('main a[href="/assets/recharge"]')).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});

test('screenshots of the back office', { tag: '@screens' }, async ({ browser }) => {
  test.setTimeout(240_000);
  for (const { lang, scheme, width } of screenshotVariants()) {
    const { context, page } = await pageAs(browser, tokens, deviceId, lang, scheme, width);
    await prefer(context, lang, scheme);
    for (const [name, path, testId] of [
      ['overview', '/merchant', 'page-merchant-overview'],
      ['subaccount', '/merchant/subaccount', 'page-merchant-subaccount'],
      ['started', '/merchant/started', 'official-application'],
      ['report', '/merchant/report', 'page-merchant-report'],
      ['deposit', '/merchant/deposit', 'page-cloud-deposit'],
      ['cloud', '/assets/cloud', 'page-cloud-wallet'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible({ timeout: 20_000 });
      // The overview's order cards load after the page: shot once they show, not their spinners.
      if (name === 'overview')
        await expect(
          page.getByTestId('recent-orders').or(page.getByTestId('recent-orders-empty')),
        ).toBeVisible();
      await page.screenshot({
        path: join(shots, `merchant-${name}-${lang}-${scheme}-${width}.png`),
        fullPage: true,
      });
    }
    await context.close();
  }
});
