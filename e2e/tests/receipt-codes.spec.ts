import { expect, test } from '@playwright/test';
import { type Account, verifiedAccount } from '../support/accounts';
import { prefer } from '../support/browser';
import { createReceiptCode, createRefundLink } from '../support/payments';
import { shootPage, signedInPage, signedOutPage } from '../support/screens';

/**
 * Receipt codes (issue 17): a merchant creates a counter's QR code on /merchant/receiptcode; a
 * customer, signed out, opens the code's page /pay/code/<id>, types an amount and lands on the
 * hosted page /pay/<orderId> for exactly that amount. A verified merchant of its own (the demo
 * merchant's one web session belongs to the merchant specs running beside this one). Screenshots
 * of the new pages.
 */

let merchant: Account;

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  merchant = await verifiedAccount(request, 'receipt-codes', { kind: 'merchant' });
});

test('a merchant creates a code; a customer scans it, types the amount and lands on the hosted page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page, problems } = await signedInPage(browser, merchant);
  await page.goto('/merchant/receiptcode');
  await expect(page.getByTestId('page-merchant-receiptcode')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('receipt-codes-empty')).toBeVisible();
  await page.getByTestId('receipt-code-create-open').click();
  await page.getByTestId('receipt-code-label-input').fill('Till 1');
  await page.getByTestId('receipt-code-submit').click();
  const card = page.getByTestId('receipt-code').first();
  await expect(card.getByTestId('receipt-code-label')).toHaveText('Till 1', { timeout: 30_000 });
  await expect(card.getByTestId('qr-code')).toBeVisible();
  const codeUrl = (await card.getByTestId('receipt-code-open').getAttribute('href')) ?? '';
  expect(codeUrl).toMatch(/^\/pay\/code\/rc_/);
  expect(problems).toEqual([]);

  // The customer, signed out.
  const {
    context: buyerContext,
    page: buyer,
    problems: buyerProblems,
  } = await signedOutPage(browser, { viewport: { width: 390, height: 844 }, expected: [/status of 400/] });
  await buyer.goto(codeUrl);
  await expect(buyer.getByTestId('page-code-pay')).toBeVisible({ timeout: 30_000 });
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Till 1');
  // Not an exact decimal: refused before any call.
  await buyer.getByTestId('code-pay-amount').fill('1e3');
  await expect(buyer.getByTestId('code-pay-submit')).toBeDisabled();
  await buyer.getByTestId('code-pay-amount').fill('12.50');
  await buyer.getByTestId('code-pay-submit').click();
  await expect(buyer).toHaveURL(/\/pay\/pay_[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await expect(buyer.getByTestId('pay-total')).toContainText('12.5');
  await expect(buyer.getByTestId('pay-status')).toHaveAttribute('data-state', 'new');
  await expect(buyer.getByTestId('qr-code')).toBeVisible();
  expect(buyerProblems).toEqual([]);
  await buyerContext.close();

  // The merchant disables it: the page refuses.
  page.once('dialog', (d) => d.accept());
  await card.getByTestId('receipt-code-disable').click();
  await expect(card).toContainText('Disabled');
  const later = await browser.newContext();
  await prefer(later);
  const refused = await later.newPage();
  await refused.goto(codeUrl);
  await expect(refused.getByTestId('code-pay-refused')).toBeVisible({ timeout: 30_000 });
  await later.close();
  await context.close();
});

test('screenshots of the new pages', { tag: '@screens' }, async ({ browser, request }) => {
  test.setTimeout(400_000);
  const id = await createReceiptCode(request, merchant, 'Front counter');
  const refundUrl = await createRefundLink(request, merchant, id);
  await shootPage(browser, {
    name: 'page-merchant-receiptcode',
    url: '/merchant/receiptcode',
    testId: 'page-merchant-receiptcode',
    qr: true,
    session: merchant,
  });
  await shootPage(browser, { name: 'page-pay-code', url: `/pay/code/${id}`, testId: 'page-code-pay' });
  await shootPage(browser, {
    name: 'page-pay-code-print',
    url: `/pay/code/${id}/print`,
    testId: 'page-code-print',
    qr: true,
  });
  await shootPage(browser, { name: 'page-pay-refund', url: refundUrl, testId: 'refund-link-address' });
});
