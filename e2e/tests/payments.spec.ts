import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type Account, type Envelope, verifiedAccount } from '../support/accounts';
import { createPaymentOrder } from '../support/payments';
import { shootPage, shots, signedInPage, signedOutPage } from '../support/screens';

/**
 * Merchant payments (issue 17): a verified merchant of its own (the demo merchant's one web session
 * belongs to the merchant specs running beside this one) creates a payment order on /merchant/transaction,
 * a customer opens its hosted page /pay/<id> signed out and pays it with a sandbox deposit; the page
 * turns paid without a reload (it polls); the merchant refunds part. Screenshots of /pay/<id>.
 */

const buyerRefundAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

let merchant: Account;

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  merchant = await verifiedAccount(request, 'payments', { kind: 'merchant' });
});

const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { e2eMark: string }).e2eMark = 'same page';
  });

test('a merchant creates an order; a customer pays it on the hosted page, which turns paid live; the merchant refunds part', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { context, page, problems } = await signedInPage(browser, merchant);
  await page.goto('/merchant/transaction');
  // The machine may be busy: the first page of a fresh server may take a while.
  await expect(page.getByTestId('page-merchant-transaction')).toBeVisible({ timeout: 30_000 });
  const orderNo = `E2E-${Date.now()}`;
  await page.getByTestId('payment-create-open').click();
  await page.getByTestId('create-order-no').fill(orderNo);
  await page.getByTestId('create-amount').fill('25');
  await page.getByTestId('create-submit').click();
  const detail = page.getByTestId('payment-order-detail');
  await expect(detail).toBeVisible({ timeout: 30_000 });
  await expect(detail.getByTestId('detail-state')).toHaveText('Awaiting payment');
  const payUrl = (await detail.getByTestId('detail-pay-link').textContent()) ?? '';
  expect(payUrl).toMatch(/^\/pay\/pay_/);

  // The customer, signed out, on the hosted page.
  const { context: buyerContext, page: buyer, problems: buyerProblems } = await signedOutPage(browser);
  await buyer.goto(payUrl);
  await expect(buyer.getByTestId('pay-status')).toHaveText('Awaiting payment', { timeout: 30_000 });
  await expect(buyer.getByTestId('pay-countdown')).toContainText(/\d\d:\d\d/);
  await expect(buyer.getByTestId('qr-code')).toBeVisible();
  const address = ((await buyer.getByTestId('pay-address').textContent()) ?? '').trim();
  await expect(buyer.getByTestId('pay-amount')).toContainText('25');
  await markPage(buyer);
  const sent = await request.post('/api/sandbox/chain/deposit', {
    data: {
      address: address.match(/T[1-9A-HJ-NP-Za-km-z]{33}/)?.[0] ?? address,
      amount: '25',
      coin: 'USDT',
      network: 'TRC20',
    },
  });
  expect(((await sent.json()) as Envelope<unknown>).success).toBe(true);
  await expect(buyer.getByTestId('pay-status')).toHaveAttribute('data-state', 'settled', { timeout: 60_000 });
  await expect(buyer.getByTestId('pay-outcome')).toContainText('Payment complete');
  expect(await buyer.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('same page');
  expect(buyerProblems).toEqual([]);
  await buyerContext.close();

  // The merchant sees it paid and refunds part.
  await expect(detail.getByTestId('detail-state')).toHaveText('Paid', { timeout: 15_000 });
  await detail.getByTestId('refund-amount').fill('10');
  await detail.getByTestId('refund-address').fill(buyerRefundAddress);
  await detail.getByTestId('refund-submit').click();
  // Asked first with the amount and the address, confirmed after.
  await expect(page.getByTestId('confirm-action-facts')).toContainText(buyerRefundAddress);
  await page.getByTestId('confirm-action-submit').click();
  await expect(detail.getByTestId('detail-refunded')).toHaveText('10.00 USDT');
  await expect(detail.getByTestId('detail-refund-row')).toContainText('Sent');
  await page.screenshot({ path: join(shots, 'page-merchant-transaction-detail-1280-en-light.png') });
  await page.keyboard.press('Escape');
  // The dialog fades out: the page's screenshot waits until it is gone.
  await expect(detail).toBeHidden();
  await expect(page.getByTestId('payment-orders-row').first()).toBeVisible();
  await page.screenshot({ path: join(shots, 'page-merchant-transaction-1280-en-light.png'), fullPage: true });
  expect(problems).toEqual([]);
  await context.close();
});

test("an overpaid order joins the merchant's review counts live, on the overview and the header badge", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { context, page, problems } = await signedInPage(browser, merchant);
  await page.goto('/merchant');
  const payments = page.getByTestId('review-payments');
  await expect(payments).toHaveText(/^\d+$/, { timeout: 30_000 });
  const before = Number(await payments.textContent());
  await markPage(page);

  // Paid over its amount: the order waits for the merchant's review (spec §4 pending review).
  const id = await createPaymentOrder(request, merchant, '10');
  const order = await request.get(`/api/services/app/PaymentOrder/GetPublic?id=${id}`);
  const coins = ((await order.json()) as Envelope<{ coins: { coin: string; address: string }[] }>).result
    .coins;
  const usdt = coins.find((c) => c.coin === 'USDT');
  const sent = await request.post('/api/sandbox/chain/deposit', {
    data: { address: usdt?.address, amount: '15', coin: 'USDT', network: 'TRC20' },
  });
  expect(((await sent.json()) as Envelope<unknown>).success).toBe(true);

  // No reload: the live event `paymentOrder` makes the counts and the badge fetch again.
  await expect(payments).toHaveText(String(before + 1), { timeout: 60_000 });
  await expect(page.getByTestId('merchant-review-badge').first()).toContainText(/\d+/);
  expect(await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe('same page');
  expect(problems).toEqual([]);
  await context.close();
});

test('screenshots of /pay/<id>', { tag: '@screens' }, async ({ browser, request }) => {
  test.setTimeout(180_000);
  const id = await createPaymentOrder(request, merchant, '12.5');
  await shootPage(browser, { name: 'page-pay', url: `/pay/${id}`, testId: 'page-pay', qr: true });
});
