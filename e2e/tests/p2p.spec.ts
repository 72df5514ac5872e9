import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import {
  type Account,
  bearer,
  type Envelope,
  password,
  signInByApi,
  type TokenSession,
  verifiedAccount,
} from '../support/accounts';
import { screenshotVariants, useSession, watchConsole } from '../support/browser';
import { ops } from '../support/console';
import { shots } from '../support/screens';

/**
 * P2P fiat trading (issue 32), in two browsers: a verified user buys USDT from a dealer's ad on
 * /fiat, pays outside and marks the order paid; the dealer sees the order on its desk
 * (/account/acceptor) and releases it after a confirm dialog; the buyer's order page turns
 * completed without a reload and the buyer's balance shows the USDT.
 *
 * The dealer is an account of its own that the operator makes a dealer (`p2p:dealer`), funded by a
 * sandbox deposit, with a bank method and one ad at a price below the demo dealer's: the demo
 * dealer's web session belongs to otc.spec.ts (the server keeps one web session per user).
 */

const api = {
  depositAddress: '/api/services/app/CoinTransactionIn/GetAddress',
  assets: '/api/services/app/Assets/GetAssets',
  sandboxDeposit: '/api/sandbox/chain/deposit',
  createMethod: '/api/services/app/ReceiptPaymentMethod/CreateUserReceiptPaymentMethod',
  publishAd: '/api/services/app/LegalCurrencyDealer/PublishAd',
};

const dealerTag = 'p2pdealer';
const adPrice = '0.95';
const dealerAccountNumber = 'GB29 NWBK 6016 1331 9268 19';

test.describe.configure({ mode: 'serial' });

let buyer: Account;
let dealer: Account;
let dealerTokens: TokenSession;
let orderUrl = '';

async function post<T>(
  request: APIRequestContext,
  path: string,
  auth: Record<string, string>,
  data: unknown,
) {
  const res = await request.post(path, { headers: auth, data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.success, JSON.stringify(body.error)).toBe(true);
  return body.result;
}

/** Deposits `amount` USDT through the sandbox chain and waits until it is available. */
async function fund(request: APIRequestContext, account: Account, amount: string) {
  const auth = { ...account.headers, ...bearer(account.tokens) };
  const res = await request.get(api.depositAddress, {
    headers: auth,
    params: { coin: 'USDT', network: 'TRC20' },
  });
  const { address } = ((await res.json()) as Envelope<{ address: string }>).result;
  await post(request, api.sandboxDeposit, {}, { address, amount, coin: 'USDT', network: 'TRC20' });
  await expect
    .poll(
      async () => {
        const assets = await request.get(api.assets, { headers: auth, params: { walletType: 0 } });
        const body = (await assets.json()) as Envelope<{ items: { coin: string; available: string }[] }>;
        return body.result.items.find((i) => i.coin === 'USDT')?.available ?? '0';
      },
      { timeout: 60_000 },
    )
    .toBe(amount);
}

async function pageAs(browser: Browser, tokens: TokenSession, deviceId: string) {
  const context = await browser.newContext();
  await useSession(context, tokens, { deviceId });
  return { context, page: await context.newPage() };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  [buyer, dealer] = await Promise.all([
    verifiedAccount(request, 'p2pbuyer'),
    verifiedAccount(request, dealerTag),
  ]);
  await fund(request, dealer, '500');
  await ops('p2p:dealer', dealer.uid);
  // A dealer's session says its new account type: sign in again (the desk reads it).
  dealerTokens = await signInByApi(request, dealer.email, { secret: password, headers: dealer.headers });
  const auth = { ...dealer.headers, ...bearer(dealerTokens) };
  await post(request, api.createMethod, auth, {
    channel: 1,
    holderName: `Verified ${dealerTag}`,
    fields: { bankName: 'Northwind Bank', accountNumber: dealerAccountNumber },
  });
  await post(request, api.publishAd, auth, {
    side: 'buy',
    coin: 'USDT',
    fiat: 'USD',
    price: adPrice,
    minTotal: '10',
    maxTotal: '400',
    available: '300',
    channels: [1],
    windowMinutes: 15,
  });
});

test('a user buys USDT from a dealer: order, mark paid, the dealer releases, the balance shows it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const user = await pageAs(browser, buyer.tokens, buyer.deviceId);
  const userProblems = watchConsole(user.page);
  await user.page.goto('/fiat');
  await expect(user.page.getByTestId('page-fiat')).toBeVisible();
  // Best price first: the dealer's ad below the demo dealer's leads the list.
  const ad = user.page.getByTestId('p2p-ad').first();
  await expect(ad.getByTestId('p2p-ad-price')).toHaveText('0.95 USD');
  await ad.getByTestId('p2p-ad-trade').click();
  const dialog = user.page.getByTestId('p2p-order-dialog');
  // Outside the ad's limits: said under the field, nothing placed.
  await dialog.getByTestId('p2p-quantity').fill('5');
  await dialog.getByTestId('p2p-continue').click();
  await expect(dialog).toContainText('The total must be between 10.00 USD and 400.00 USD.');
  await dialog.getByTestId('p2p-quantity').fill('20');
  await expect(dialog.getByTestId('p2p-total')).toContainText('19.00 USD');
  await dialog.getByTestId('p2p-continue').click();
  await expect(dialog.getByTestId('p2p-confirm-facts')).toContainText('20.00 USDT');
  await dialog.getByTestId('p2p-place').click();

  await expect(user.page).toHaveURL(/\/fiat\/order\?id=fo_/);
  orderUrl = new URL(user.page.url()).pathname + new URL(user.page.url()).search;
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Awaiting payment');
  await expect(user.page.getByTestId('p2p-countdown')).toContainText(/Pay and mark paid within 1[45]:\d\d/);
  // The payer sees where to pay.
  await expect(user.page.getByTestId('p2p-payee')).toContainText(dealerAccountNumber);
  // The open order as the payer sees it (countdown, where to pay), for a look.
  await user.page.screenshot({ path: join(shots, 'p2p-order-open-1280-en-light.png'), fullPage: true });
  await user.page.getByTestId('p2p-mark-paid').click();
  await user.page.getByTestId('p2p-paid-dialog-submit').click();
  await expect(user.page.getByTestId('p2p-status')).toHaveText("Awaiting dealer's confirmation");
  await user.page.evaluate(() => {
    (window as unknown as { e2eMark: string }).e2eMark = 'same page';
  });

  const desk = await pageAs(browser, dealerTokens, dealer.deviceId);
  const deskProblems = watchConsole(desk.page);
  await desk.page.goto('/account/acceptor');
  const row = desk.page.getByTestId('p2p-dealer-order').first();
  await expect(row.getByTestId('p2p-status')).toHaveText("Awaiting dealer's confirmation");
  await row.getByTestId('p2p-dealer-order-open').click();
  await expect(desk.page.getByTestId('page-fiat-order')).toBeVisible();
  // The dealer does not pay on a user's buy: no payment details for it.
  await expect(desk.page.getByTestId('p2p-payee')).toHaveCount(0);
  await desk.page.getByTestId('p2p-release').click();
  await expect(desk.page.getByTestId('confirm-action-facts')).toContainText('19.00 USD');
  await desk.page.getByTestId('confirm-action-submit').click();
  await expect(desk.page.getByTestId('p2p-status')).toHaveText('Completed');
  await expect(desk.page.getByTestId('p2p-release')).toHaveCount(0);

  // The buyer's open page follows the order (the live p2pOrder event) without a reload.
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Completed', { timeout: 20_000 });
  // Ended: the payment details are gone with the order's end.
  await expect(user.page.getByTestId('p2p-payee')).toHaveCount(0);
  expect(await user.page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark)).toBe(
    'same page',
  );
  await user.page.goto('/assets');
  await expect(
    user.page.getByTestId('wallet-0-row').filter({ has: user.page.getByText('USDT', { exact: true }) }),
  ).toContainText('20.00');
  await user.page.goto('/fiat/list');
  await expect(user.page.getByTestId('p2p-orders-row').first().getByTestId('p2p-status')).toHaveText(
    'Completed',
  );
  expect(userProblems).toEqual([]);
  expect(deskProblems).toEqual([]);
  await user.context.close();
  await desk.context.close();
});

test('selling needs a payment method: the user adds one on /account/payment, a bad field is refused, then deletes it', async ({
  browser,
}) => {
  const user = await pageAs(browser, buyer.tokens, buyer.deviceId);
  const problems = watchConsole(user.page);
  await user.page.goto('/fiat');
  await user.page.getByTestId('p2p-side').getByText('Sell').click();
  await user.page.getByTestId('p2p-ad').first().getByTestId('p2p-ad-trade').click();
  await expect(user.page.getByTestId('p2p-no-method')).toContainText(
    'No payment method matched, add one first.',
  );
  await user.page.getByTestId('p2p-no-method').getByRole('link').click();
  await expect(user.page.getByTestId('page-payment')).toBeVisible();
  await expect(user.page.getByTestId('p2p-methods-empty')).toBeVisible();

  await user.page.getByTestId('p2p-method-add').click();
  const form = user.page.getByTestId('p2p-method-form');
  await form.getByTestId('p2p-method-channel').click();
  await user.page.getByRole('option', { name: 'Alipay' }).click();
  await form.getByTestId('p2p-method-holder').fill('Verified p2pbuyer');
  // The channel's own rule, from the contract's descriptor: an email or a phone number.
  await form.getByTestId('p2p-method-account').fill('not an account');
  await form.getByTestId('p2p-method-save').click();
  await expect(form).toContainText('An email address or a phone number.');
  await form.getByTestId('p2p-method-account').fill('buyer@example.com');
  await form.getByTestId('p2p-method-save').click();
  const method = user.page.getByTestId('p2p-method');
  await expect(method).toHaveCount(1);
  await expect(method).toContainText('buyer@example.com');

  // With a matching method the sell form offers it.
  await user.page.goto('/fiat');
  await user.page.getByTestId('p2p-side').getByText('Sell').click();
  await user.page.getByTestId('p2p-channel-filter').click();
  await user.page.getByRole('option', { name: 'Alipay' }).click();
  await user.page.getByTestId('p2p-ad').first().getByTestId('p2p-ad-trade').click();
  await expect(user.page.getByTestId('p2p-order-method')).toHaveValue(/Alipay/);
  await user.page.keyboard.press('Escape');

  await user.page.goto('/account/payment');
  await user.page.getByTestId('p2p-method-delete').click();
  await user.page.getByTestId('confirm-action-submit').click();
  await expect(user.page.getByTestId('p2p-methods-empty')).toBeVisible();
  expect(problems).toEqual([]);
  await user.context.close();
});

test('an order paid but disputed: the buyer appeals with a remark, the operator rules it released', async ({
  browser,
}) => {
  const user = await pageAs(browser, buyer.tokens, buyer.deviceId);
  const problems = watchConsole(user.page);
  await user.page.goto('/fiat');
  await user.page.getByTestId('p2p-ad').first().getByTestId('p2p-ad-trade').click();
  const dialog = user.page.getByTestId('p2p-order-dialog');
  await dialog.getByTestId('p2p-quantity').fill('15');
  await dialog.getByTestId('p2p-continue').click();
  await dialog.getByTestId('p2p-place').click();
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Awaiting payment');
  // No appeal before payment is marked.
  await expect(user.page.getByTestId('p2p-appeal')).toHaveCount(0);
  await user.page.getByTestId('p2p-mark-paid').click();
  await user.page.getByTestId('p2p-paid-dialog-submit').click();
  await expect(user.page.getByTestId('p2p-status')).toHaveText("Awaiting dealer's confirmation");

  await user.page.getByTestId('p2p-appeal').click();
  const appeal = user.page.getByTestId('p2p-appeal-dialog');
  // The contract's rule: a remark of at least 10 characters; nothing is sent before.
  await appeal.getByTestId('p2p-appeal-remark').fill('too short');
  await appeal.getByTestId('p2p-appeal-submit').click();
  await expect(appeal).toContainText('Describe what happened in 10 to 500 characters.');
  await expect(user.page.getByTestId('p2p-ticket')).toHaveCount(0);
  await appeal.getByTestId('p2p-appeal-remark').fill('I sent 14.25 USD by bank transfer an hour ago.');
  await appeal.getByTestId('p2p-appeal-submit').click();
  await expect(user.page.getByTestId('p2p-appeal-open')).toBeVisible();
  const ticket = user.page.getByTestId('p2p-ticket');
  await expect(ticket.getByTestId('p2p-ticket-status')).toHaveText('Processing');
  // While the appeal is open the buyer can do nothing more and no timer runs.
  await expect(user.page.getByTestId('p2p-actions')).toHaveCount(0);
  await expect(user.page.getByTestId('p2p-countdown')).toHaveCount(0);
  await user.page.screenshot({ path: join(shots, 'p2p-order-appeal-1280-en-light.png'), fullPage: true });

  const appealId = (await ticket.getByText(/^fa_/).textContent()) ?? '';
  await ops('p2p:appeal', appealId, 'take', '--operator', 'e2e');
  await ops('p2p:appeal', appealId, 'release', '--operator', 'e2e', '--outcome', 'dealer');
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Completed', { timeout: 20_000 });
  await expect(ticket.getByTestId('p2p-ticket-status')).toHaveText('Completed');
  await expect(ticket).toContainText('Dealer responsible');
  expect(problems).toEqual([]);
  await user.context.close();
});

test('screenshots of /fiat, /fiat/order, /fiat/list, /account/payment and the dealer desk', {
  tag: '@screens',
}, async ({ browser }) => {
  // A time budget for many signed-in page visits on a busy machine, not a speed check.
  test.setTimeout(480_000);
  expect(orderUrl).not.toBe('');
  for (const { width, height, lang, scheme } of screenshotVariants()) {
    for (const [tokens, deviceId, path, testId, ready] of [
      [buyer.tokens, buyer.deviceId, '/fiat', 'page-fiat', 'p2p-ad'],
      [buyer.tokens, buyer.deviceId, orderUrl, 'page-fiat-order', 'p2p-order-facts'],
      [buyer.tokens, buyer.deviceId, '/fiat/list', 'page-fiat-list', 'p2p-orders-row'],
      [buyer.tokens, buyer.deviceId, '/account/payment', 'page-payment', 'p2p-methods-empty'],
      [dealerTokens, dealer.deviceId, '/account/acceptor', 'page-acceptor-p2p', 'p2p-dealer-order'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height } });
      await useSession(context, tokens, { lang, scheme, deviceId });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(path);
      await expect(page.getByTestId(testId === 'page-acceptor-p2p' ? 'page-acceptor' : testId)).toBeVisible();
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Nothing may stick out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: join(shots, `${testId}-${width}-${lang}-${scheme}.png`),
        fullPage: true,
      });
      expect(problems).toEqual([]);
      await context.close();
    }
  }
});
