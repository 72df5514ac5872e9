import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type Account, verifiedAccount } from '../support/accounts';
import { useSession, watchConsole } from '../support/browser';
import { setFundPinInBrowser } from '../support/fund-pin';
import { globalApplicantId, openCashAccount, payInEuro, reviewGlobal } from '../support/global-account';
import { png } from '../support/images';
import { sendAndReadCode } from '../support/outbox';
import { eachScreenshotVariant, screenshot } from '../support/screens';
import { codeResendSeconds } from '../support/server-settings';

/**
 * The global account (issue 34): a verified user applies with a person's documents (a file that is
 * not an image refused in the browser), the operator approves (`ops cash:global --approve`) and
 * the account details appear live; the user whitelists a payer's IBAN (fund PIN + e-mailed code),
 * which turns Ready after its cool-off without a reload; a sandbox payment from that IBAN is
 * credited live, one from another IBAN is held for review. The screenshots use the same open
 * account, so the spec runs serially.
 */
test.describe.configure({ mode: 'serial' });

let account: Account;
const fundPin = '246810';
const payerIban = 'DE89370400440532013000';
const strangerIban = 'FR1420041010050500013M02606';
let ourIban = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  account = await verifiedAccount(request, 'global');
});

async function signIn(page: Page, context: BrowserContext, expected: RegExp[] = []) {
  await useSession(context, account.tokens, { deviceId: account.deviceId });
  return watchConsole(page, expected);
}

/** A bank transfer from `iban` to the user's EUR details, delivered by the sandbox bank. */
const payIn = (request: APIRequestContext, iban: string, amount: string, payerName: string) =>
  payInEuro(request, { to: ourIban, from: iban, amount, payerName });

test('apply with documents, approved by the operator: the details appear live', async ({ page, context }) => {
  const problems = await signIn(page, context);
  await page.goto('/assets/cash/global');
  const state = page.getByTestId('global-account-state');
  await expect(state).toBeVisible();
  // Submitting without the required document is refused in the browser, under that document.
  await page.getByTestId('global-apply').click();
  await expect(page.getByTestId('global-doc-problem-proofOfAddress')).toBeVisible();
  // A text file named like a picture is refused by its bytes; nothing is uploaded.
  await page.getByTestId('global-doc-input-proofOfAddress').setInputFiles({
    name: 'bill.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(page.getByTestId('global-doc-problem-proofOfAddress')).toContainText('not an image we accept');
  await page
    .getByTestId('global-doc-input-proofOfAddress')
    .setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: png({ seed: 3 }) });
  await expect(page.getByTestId('global-doc-file-proofOfAddress')).toHaveCount(1);
  await page.getByTestId('global-apply').click();
  await expect(page.getByTestId('global-state')).toHaveText('Submitted, awaiting review');
  await screenshot(page, 'page-global-submitted', { width: 1280, height: 720, lang: 'en', scheme: 'light' });

  await reviewGlobal(await globalApplicantId(account), 'approve');
  await openCashAccount(page.request, account);
  // The live event opens the page on the account details, without a reload.
  const eur = page.getByTestId('global-details-EUR');
  await expect(eur).toBeVisible();
  await expect(page.getByTestId('global-details-GBP')).toBeVisible();
  await expect(page.getByTestId('global-details-USD')).toBeVisible();
  await expect(page.getByTestId('global-qr')).toBeVisible();
  ourIban = ((await page.getByTestId('global-EUR-iban').textContent()) ?? '').replace(/\s+/g, '');
  expect(ourIban).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/);
  expect(problems).toEqual([]);
});

test('whitelist a payer IBAN; its payment is credited live, a stranger’s held for review', async ({
  page,
  context,
  request,
}) => {
  const problems = await signIn(page, context);
  await setFundPinInBrowser(page, request, account, fundPin);
  await page.goto('/assets/cash/whitelist');
  const form = page.getByTestId('global-payer-form');
  await form.getByTestId('global-payer-friendlyName').fill('Acme');
  await form.getByTestId('global-payer-holderName').fill('Acme GmbH');
  await form.getByTestId('global-payer-country').click();
  await page.getByRole('option', { name: 'DE', exact: true }).click();
  await form.getByTestId('global-field-iban').fill(payerIban);
  await form.getByTestId('global-field-bic').fill('COBADEFFXXX');
  await form.getByTestId('global-payer-pin').fill(fundPin);
  const factor = form.getByTestId('second-factor');
  // The fund PIN's code went to the same address: the next may go only after the resend interval
  // (a refused send is a 429 in the console this spec watches).
  await page.waitForTimeout(Math.max(0, account.lastCodeAt + (codeResendSeconds + 1) * 1000 - Date.now()));
  const code = await sendAndReadCode(
    page,
    request,
    factor.getByTestId('factor-send'),
    account.email,
    'verificationCode',
  );
  account.lastCodeAt = Date.now();
  await factor.getByTestId('factor-code').fill(code);
  await form.getByTestId('global-payer-submit').click();
  const list = page.getByTestId('global-whitelist');
  await expect(list.getByTestId('global-payer-cooling')).toBeVisible();
  // The cool-off ends (seconds on the test server): the row turns Ready by itself.
  await expect(list.getByTestId('global-payer-ready')).toBeVisible({ timeout: 45_000 });

  await page.goto('/assets/cash/global?tab=payIns');
  // Nothing received yet: the list says so (its filters are there, its table is not).
  await expect(page.getByTestId('global-pay-ins-status')).toBeVisible();
  await payIn(request, payerIban, '120.00', 'Acme GmbH');
  const rows = page.getByTestId('global-pay-ins');
  await expect(rows.getByTestId('global-pay-in-status').first()).toHaveText('Credited');
  // 0.1 % of 120 is below the SEPA minimum fee of 0.50: 119.50 arrives.
  await expect(page.getByTestId('global-available-EUR')).toHaveText('119.50');

  await payIn(request, strangerIban, '30.00', 'Someone Else');
  await expect(rows.getByText('Held for review')).toBeVisible();
  await expect(rows.getByText('The paying account is not on your whitelist')).toBeVisible();
  await expect(page.getByTestId('global-available-EUR')).toHaveText('119.50');

  // 50 EUR back to the cash account: the fee quoted (0.2 %, at least 1.00) is the fee charged.
  await page.getByTestId('global-tab-move').click();
  await page.getByTestId('global-move-direction').getByText('Global → Cash').click();
  await page.getByTestId('global-move-amount').fill('50');
  await expect(page.getByTestId('global-move-fee')).toContainText('1.00 EUR');
  await page.getByTestId('global-move-submit').click();
  await expect(page.getByTestId('global-confirm-net')).toContainText('49.00 EUR');
  await page.getByTestId('global-move-confirm-submit').click();
  await expect(page.getByTestId('global-available-EUR')).toHaveText('69.50');
  await expect(page.getByTestId('global-moves')).toContainText('Global account to fiat');
  expect(problems).toEqual([]);
});

test('screenshots of the global account and the whitelist', { tag: '@screens' }, async ({ browser }) => {
  test.setTimeout(180_000);
  await eachScreenshotVariant(browser, account, async (page, variant) => {
    await page.goto('/assets/cash/global');
    await expect(page.getByTestId('global-details-EUR')).toBeVisible();
    await expect(page.getByTestId('global-qr')).toBeVisible();
    await screenshot(page, 'page-global-details', variant);
    await page.goto('/assets/cash/global?tab=move');
    await page
      .getByTestId('global-move-direction')
      .getByText(/Global → Cash|全球 → 法币/)
      .click();
    await page.getByTestId('global-move-amount').fill('50');
    await expect(page.getByTestId('global-move-fee')).toBeVisible();
    await screenshot(page, 'page-global-move', variant);
    await page.getByTestId('global-move-submit').click();
    await expect(page.getByTestId('global-confirm-fee')).toBeVisible();
    await screenshot(page, 'page-global-move-confirm', variant);
    await page.goto('/assets/cash/global?tab=payIns');
    await expect(page.getByTestId('global-pay-in-status').first()).toBeVisible();
    await screenshot(page, 'page-global-pay-ins', variant);
    await page.goto('/assets/cash/global?tab=rates');
    await expect(page.getByTestId('global-rates')).toBeVisible();
    await screenshot(page, 'page-global-rates', variant);
    await page.goto('/assets/cash/whitelist');
    await expect(page.getByTestId('global-payer-ready')).toBeVisible();
    await screenshot(page, 'page-cash-whitelist', variant);
  });
});
