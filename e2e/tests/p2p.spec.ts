import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
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
import { file, png } from '../support/images';
import { codeAfter, latestId } from '../support/outbox';
import { shots } from '../support/screens';
import { codeResendSeconds } from '../support/server-settings';

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
  myAds: '/api/services/app/LegalCurrencyDealer/GetMyAds',
  order: '/api/services/app/LegalCurrencyOrder/Get',
  orders: '/api/services/app/LegalCurrencyOrder/GetAll',
  buyCoin: '/api/services/app/LegalCurrencyOrder/UserBuyCoin',
  cancel: '/api/services/app/LegalCurrencyOrder/UserCancelBuyCoin',
};
const fundPin = '258036';

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

type Balance = { available: string; frozen: string };

/** The account's spot USDT as the API reports it. */
async function usdtOf(request: APIRequestContext, auth: Record<string, string>): Promise<Balance> {
  const res = await request.get(api.assets, { headers: auth, params: { walletType: 0 } });
  const body = (await res.json()) as Envelope<{ items: ({ coin: string } & Balance)[] }>;
  const usdt = body.result.items.find((i) => i.coin === 'USDT');
  return { available: usdt?.available ?? '0', frozen: usdt?.frozen ?? '0' };
}

/** An image shown in the page has loaded (its pixels, not only its tag). */
async function expectLoaded(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

/** Picks images in a Mantine file input as a person does, through the file chooser. */
async function pickImages(page: Page, testId: string, count: number) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId(testId).click()]);
  await chooser.setFiles(
    Array.from({ length: count }, (_, i) => file(`image-${i}.png`, 'image/png', png({ seed: 30 + i }))),
  );
  await expect(page.getByTestId(`${testId}-done`)).toBeVisible();
}

/** Sets the account's fund PIN on /account/userInfo, with the e-mailed code. */
async function setFundPin(page: Page, request: APIRequestContext, account: Account) {
  await page.goto('/account/userInfo');
  await page.getByTestId('fund-pin-action').click();
  const dialog = page.getByTestId('fund-pin-dialog');
  await dialog.getByTestId('fund-pin-input').fill(fundPin);
  await dialog.getByTestId('fund-pin-confirm-input').fill(fundPin);
  // The address's next code may go only once the sign-up code's interval is over.
  await page.waitForTimeout(Math.max(0, account.lastCodeAt + (codeResendSeconds + 1) * 1000 - Date.now()));
  const before = await latestId(request, account.email, 'verificationCode');
  await dialog.getByTestId('email-code-input-send').click();
  account.lastCodeAt = Date.now();
  const code = await codeAfter(request, account.email, before, { kind: 'verificationCode' });
  await dialog.getByTestId('email-code-input').fill(code);
  await dialog.getByTestId('fund-pin-submit').click();
  await expect(page.getByTestId('item-fundPin-state')).toHaveText('Set');
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
  // The ad's 15 minutes, each 10 s long on the test server (P2P_WINDOW_MINUTE_SECONDS).
  await expect(user.page.getByTestId('p2p-countdown')).toContainText(/Pay and mark paid within [12]:\d\d/);
  // The payer sees where to pay.
  await expect(user.page.getByTestId('p2p-payee')).toContainText(dealerAccountNumber);
  // The open order as the payer sees it (countdown, where to pay), for a look.
  await user.page.screenshot({ path: join(shots, 'p2p-order-open-1280-en-light.png'), fullPage: true });
  await user.page.getByTestId('p2p-mark-paid').click();
  // A transfer voucher goes with the payment, for the dealer to see.
  await pickImages(user.page, 'p2p-vouchers', 1);
  await user.page.getByTestId('p2p-paid-dialog-submit').click();
  await expect(user.page.getByTestId('p2p-status')).toHaveText("Awaiting dealer's confirmation");
  await user.page.evaluate(() => {
    (window as unknown as { e2eMark: string }).e2eMark = 'same page';
  });

  const desk = await pageAs(browser, dealerTokens, dealer.deviceId);
  const deskProblems = watchConsole(desk.page);
  await desk.page.goto('/account/acceptor');
  const row = desk.page.getByTestId('p2p-dealer-order').first();
  await expect(row.getByTestId('p2p-status')).toHaveText('Awaiting your confirmation');
  await row.getByTestId('p2p-dealer-order-open').click();
  await expect(desk.page.getByTestId('page-fiat-order')).toBeVisible();
  // The dealer does not pay on a user's buy: no payment details for it.
  await expect(desk.page.getByTestId('p2p-payee')).toHaveCount(0);
  // The payer's voucher, as a thumbnail that opens larger.
  const voucher = desk.page.getByTestId('p2p-voucher-images-thumb');
  await expect(voucher).toHaveCount(1);
  await expectLoaded(voucher.locator('img'));
  await voucher.click();
  const viewer = desk.page.getByTestId('p2p-voucher-images-viewer');
  await expect(viewer).toContainText('Payment vouchers 1 of 1');
  await expectLoaded(viewer.locator('img'));
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
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
  await pickImages(user.page, 'p2p-appeal-proofs', 2);
  await appeal.getByTestId('p2p-appeal-submit').click();
  await expect(user.page.getByTestId('p2p-appeal-open')).toBeVisible();
  const ticket = user.page.getByTestId('p2p-ticket');
  await expect(ticket.getByTestId('p2p-ticket-status')).toHaveText('Processing');
  // The proofs on the ticket, as thumbnails.
  await expect(ticket.getByTestId('p2p-proof-images-thumb')).toHaveCount(2);
  await expectLoaded(ticket.getByTestId('p2p-proof-images-thumb').last().locator('img'));
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

test('a user sells USDT to a dealer: escrowed, the dealer pays and marks paid, the user releases with the fund PIN', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const seller = await verifiedAccount(request, 'p2pseller');
  const sellerAuth = { ...seller.headers, ...bearer(seller.tokens) };
  const dealerAuth = { ...dealer.headers, ...bearer(dealerTokens) };
  const sellerAccount = 'DE89 3704 0044 0532 0130 00';
  await fund(request, seller, '100');
  await post(request, api.createMethod, sellerAuth, {
    channel: 1,
    holderName: 'Verified p2pseller',
    fields: { bankName: 'Harbour Bank', accountNumber: sellerAccount },
  });
  // The dealer buys at a price above the demo dealer's, so its ad is easy to tell apart.
  await post(request, api.publishAd, dealerAuth, {
    side: 'sell',
    coin: 'USDT',
    fiat: 'USD',
    price: '1.0321',
    minTotal: '10',
    maxTotal: '400',
    available: '300',
    channels: [1],
    windowMinutes: 15,
  });
  const dealerBefore = await usdtOf(request, dealerAuth);

  const user = await pageAs(browser, seller.tokens, seller.deviceId);
  // A wrong fund PIN is refused (400), on purpose.
  const userProblems = watchConsole(user.page, [/status of 400/]);
  await setFundPin(user.page, request, seller);
  await user.page.goto('/fiat');
  await user.page.getByTestId('p2p-side').getByText('Sell').click();
  const ad = user.page.getByTestId('p2p-ad').filter({ hasText: '1.0321 USD' });
  await ad.getByTestId('p2p-ad-trade').click();
  const dialog = user.page.getByTestId('p2p-order-dialog');
  await dialog.getByTestId('p2p-quantity').fill('50');
  await expect(dialog.getByTestId('p2p-total')).toContainText('51.61 USD');
  await expect(dialog.getByTestId('p2p-order-method')).toHaveValue(/Bank transfer/);
  await dialog.getByTestId('p2p-continue').click();
  await expect(dialog.getByTestId('p2p-confirm-facts')).toContainText('50.00 USDT');
  await dialog.getByTestId('p2p-place').click();

  await expect(user.page).toHaveURL(/\/fiat\/order\?id=fo_/);
  const orderId = new URL(user.page.url()).searchParams.get('id') ?? '';
  await expect(user.page.getByTestId('p2p-status')).toHaveText("Awaiting dealer's payment");
  // The seller does not pay: no payment details on its page; its 50 USDT is held in escrow.
  await expect(user.page.getByTestId('p2p-payee')).toHaveCount(0);
  expect(await usdtOf(request, sellerAuth)).toEqual({ available: '50', frozen: '50' });
  await user.page.goto('/assets');
  await expect(
    user.page.getByTestId('wallet-0-row').filter({ has: user.page.getByText('USDT', { exact: true }) }),
  ).toContainText('50.00');
  await user.page.goto(`/fiat/order?id=${orderId}`);

  const desk = await pageAs(browser, dealerTokens, dealer.deviceId);
  const deskProblems = watchConsole(desk.page);
  await desk.page.goto('/account/acceptor');
  const row = desk.page.getByTestId('p2p-dealer-order').filter({ hasText: orderId });
  await expect(row.getByTestId('p2p-status')).toHaveText('Awaiting your payment');
  await row.getByTestId('p2p-dealer-order-open').click();
  // The dealer pays, so it sees where to: the seller's account.
  await expect(desk.page.getByTestId('p2p-payee')).toContainText(sellerAccount);
  await desk.page.getByTestId('p2p-mark-paid').click();
  await expect(desk.page.getByTestId('confirm-action-facts')).toContainText('51.61 USD');
  await desk.page.getByTestId('confirm-action-submit').click();
  await expect(desk.page.getByTestId('p2p-status')).toHaveText("Awaiting the user's confirmation");

  // The seller's page follows; the release needs the fund PIN, asked in a dialog.
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Awaiting your confirmation', {
    timeout: 20_000,
  });
  await user.page.getByTestId('p2p-release').click();
  const receipt = user.page.getByTestId('p2p-receipt-dialog');
  await expect(receipt).toContainText('51.61 USD');
  await receipt.getByTestId('p2p-fund-pin').fill('000000');
  await receipt.getByTestId('p2p-receipt-dialog-submit').click();
  await expect(receipt.getByTestId('p2p-receipt-dialog-error')).toBeVisible();
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Awaiting your confirmation');
  await receipt.getByTestId('p2p-fund-pin').fill(fundPin);
  await receipt.getByTestId('p2p-receipt-dialog-submit').click();
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Completed');
  await expect(desk.page.getByTestId('p2p-status')).toHaveText('Completed', { timeout: 20_000 });

  // The escrow went to the dealer: the seller keeps 50, the dealer has 50 more.
  expect(await usdtOf(request, sellerAuth)).toEqual({ available: '50', frozen: '0' });
  const dealerAfter = await usdtOf(request, dealerAuth);
  // Whole amounts on both sides here: compared exactly, never as floats.
  expect(BigInt(dealerAfter.available)).toBe(BigInt(dealerBefore.available) + 50n);
  const res = await request.get(api.order, { headers: sellerAuth, params: { orderId } });
  expect(((await res.json()) as Envelope<{ status: number; endedAt: string | null }>).result).toMatchObject({
    status: 5,
    endedAt: expect.any(String),
  });
  expect(userProblems).toEqual([]);
  expect(deskProblems).toEqual([]);
  await user.context.close();
  await desk.context.close();
});

test('an unpaid order is cancelled when its window ends, saying why; the fourth order of a day after three cancellations is refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const trader = await verifiedAccount(request, 'p2pcancel');
  const auth = { ...trader.headers, ...bearer(trader.tokens) };
  const dealerAuth = { ...dealer.headers, ...bearer(dealerTokens) };
  // The shortest window the rules allow: 5 minutes, 50 s on the test server.
  const shortAd = await post<{ id: number }>(request, api.publishAd, dealerAuth, {
    side: 'buy',
    coin: 'USDT',
    fiat: 'USD',
    price: '0.9111',
    minTotal: '10',
    maxTotal: '400',
    available: '300',
    channels: [1],
    windowMinutes: 5,
  });
  const dealerBefore = await usdtOf(request, dealerAuth);
  const user = await pageAs(browser, trader.tokens, trader.deviceId);
  // The fourth order is refused (429), on purpose.
  const problems = watchConsole(user.page, [/status of 429/]);
  const order = async () => {
    await user.page.goto('/fiat');
    await user.page
      .getByTestId('p2p-ad')
      .filter({ hasText: '0.9111 USD' })
      .getByTestId('p2p-ad-trade')
      .click();
    const dialog = user.page.getByTestId('p2p-order-dialog');
    await dialog.getByTestId('p2p-quantity').fill('20');
    await dialog.getByTestId('p2p-continue').click();
    await dialog.getByTestId('p2p-place').click();
    return dialog;
  };

  await order();
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Awaiting payment');
  await expect(user.page.getByTestId('p2p-countdown')).toContainText(/Pay and mark paid within 0:[0-5]\d/);
  const timedOut = new URL(user.page.url()).searchParams.get('id') ?? '';
  // Nobody pays: the timers job cancels it when the window ends, and the open page shows it.
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Cancelled', { timeout: 120_000 });
  await expect(user.page.getByTestId('p2p-cancelled')).toHaveText('Cancelled: the user did not pay in time.');
  await expect(user.page.getByTestId('p2p-countdown')).toHaveCount(0);
  await expect(user.page.getByTestId('p2p-actions')).toHaveCount(0);
  const res = await request.get(api.order, { headers: auth, params: { orderId: timedOut } });
  expect(((await res.json()) as Envelope<{ status: number; cancelReason: number }>).result).toMatchObject({
    status: 1,
    cancelReason: 1,
  });
  // The escrow was voided: the dealer's USDT is free again.
  expect(await usdtOf(request, dealerAuth)).toEqual(dealerBefore);

  // The second: cancelled in the page, after the dialog's warning.
  await order();
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Awaiting payment');
  await user.page.getByTestId('p2p-cancel').click();
  await expect(user.page.getByTestId('confirm-action')).toContainText('Three cancellations in one day');
  await user.page.getByTestId('confirm-action-submit').click();
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Cancelled');
  await expect(user.page.getByTestId('p2p-cancelled')).toHaveText('Cancelled by the buyer before paying.');
  // The third through the API.
  const third = await post<{ orderId: string }>(request, api.buyCoin, auth, {
    adId: shortAd.id,
    quantity: '20',
    channel: 1,
    requestId: `e2e-third-${Date.now()}`,
  });
  await post(request, api.cancel, auth, { orderId: third.orderId });

  // The fourth is refused with the catalogue's message, and nothing is placed.
  const dialog = await order();
  await expect(dialog.getByTestId('p2p-order-error')).toHaveText(
    'You have reached the daily cancellation limit. Fiat trading is restricted for the rest of the day.',
  );
  await expect(user.page).toHaveURL(/\/fiat$/);
  const list = await request.get(api.orders, { headers: auth });
  expect(((await list.json()) as Envelope<{ totalCount: number }>).result.totalCount).toBe(3);
  expect(problems).toEqual([]);
  await user.context.close();
});

test('the dealer edits an ad on its desk: the form is checked, the change confirmed, the market shows it', async ({
  browser,
  request,
}) => {
  const dealerAuth = { ...dealer.headers, ...bearer(dealerTokens) };
  const desk = await pageAs(browser, dealerTokens, dealer.deviceId);
  const problems = watchConsole(desk.page);
  await desk.page.goto('/account/acceptor');
  const row = desk.page.getByTestId('p2p-dealer-ad').filter({ hasText: '0.9111 USD' });
  await row.getByTestId('p2p-dealer-ad-edit').click();
  const form = desk.page.getByTestId('p2p-dealer-form');
  await expect(form.getByTestId('p2p-dealer-price')).toHaveValue('0.9111');
  // The contract's rule, before anything is sent: a price is needed.
  await form.getByTestId('p2p-dealer-price').fill('');
  await form.getByTestId('p2p-dealer-submit').click();
  await expect(form.getByTestId('p2p-dealer-error')).toContainText('Check the ad');
  await form.getByTestId('p2p-dealer-price').fill('0.9222');
  await form.getByTestId('p2p-dealer-minTotal').fill('12');
  await form.getByTestId('p2p-dealer-maxTotal').fill('350');
  await form.getByTestId('p2p-dealer-available').fill('250');
  await form.getByTestId('p2p-dealer-window').fill('30');
  // The edit form on the desk, for a look.
  await desk.page.screenshot({ path: join(shots, 'p2p-ad-edit-1280-en-light.png'), fullPage: true });
  await form.getByTestId('p2p-dealer-submit').click();
  const confirm = desk.page.getByTestId('confirm-action-facts');
  await expect(confirm).toContainText('0.9222 USD');
  await expect(confirm).toContainText('12.00 USD – 350.00 USD');
  await desk.page.getByTestId('confirm-action-submit').click();
  await expect(form).toHaveCount(0);
  const edited = desk.page.getByTestId('p2p-dealer-ad').filter({ hasText: '0.9222 USD' });
  await expect(edited).toContainText('Limit 12.00 – 350.00 USD');

  const res = await request.get(api.myAds, { headers: dealerAuth });
  const ads = (
    (await res.json()) as Envelope<
      { price: string; minTotal: string; maxTotal: string; available: string; windowMinutes: number }[]
    >
  ).result;
  expect(ads.find((a) => a.price === '0.9222')).toMatchObject({
    minTotal: '12',
    maxTotal: '350',
    available: '250',
    windowMinutes: 30,
  });
  expect(ads.find((a) => a.price === '0.9111')).toBeUndefined();
  expect(problems).toEqual([]);
  await desk.context.close();
});

test('a mutual cancel: the buyer proposes in its page, the dealer sees it and agrees, both pages end cancelled', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const auth = { ...buyer.headers, ...bearer(buyer.tokens) };
  const dealerAuth = { ...dealer.headers, ...bearer(dealerTokens) };
  const ads = await request.get(api.myAds, { headers: dealerAuth });
  const ad = ((await ads.json()) as Envelope<{ id: number; price: string; side: string }[]>).result.find(
    (a) => a.side === 'buy' && a.price === adPrice,
  );
  const dealerBefore = await usdtOf(request, dealerAuth);
  const placed = await post<{ orderId: string }>(request, api.buyCoin, auth, {
    adId: ad?.id,
    quantity: '12',
    channel: 1,
    requestId: `e2e-mutual-${Date.now()}`,
  });
  const url = `/fiat/order?id=${placed.orderId}`;
  const user = await pageAs(browser, buyer.tokens, buyer.deviceId);
  const userProblems = watchConsole(user.page);
  await user.page.goto(url);
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Awaiting payment');
  // Asked, then confirmed.
  await user.page.getByTestId('p2p-propose-cancel').click();
  await expect(user.page.getByTestId('confirm-action')).toContainText('counts against neither of you');
  await user.page.getByTestId('confirm-action-submit').click();
  await expect(user.page.getByTestId('p2p-cancel-proposed')).toBeVisible();
  await expect(user.page.getByTestId('p2p-propose-cancel')).toHaveCount(0);

  const desk = await pageAs(browser, dealerTokens, dealer.deviceId);
  const deskProblems = watchConsole(desk.page);
  await desk.page.setViewportSize({ width: 390, height: 844 });
  await desk.page.goto(url);
  const proposal = desk.page.getByTestId('p2p-cancel-proposal');
  await expect(proposal).toContainText('The user proposes cancelling this order by agreement.');
  await desk.page.screenshot({ path: join(shots, 'p2p-mutual-cancel-390-en-light.png'), fullPage: true });
  expect(await desk.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The same proposal on a desktop, dark, in traditional Chinese, for a look.
  const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await useSession(wide, dealerTokens, { lang: 'zh-TW', scheme: 'dark', deviceId: dealer.deviceId });
  const widePage = await wide.newPage();
  await widePage.goto(url);
  await expect(widePage.getByTestId('p2p-cancel-proposal')).toContainText('用戶提議協商取消此訂單');
  await widePage.screenshot({ path: join(shots, 'p2p-mutual-cancel-1280-zh-TW-dark.png'), fullPage: true });
  await wide.close();
  await proposal.getByTestId('p2p-accept-cancel').click();
  await expect(desk.page.getByTestId('confirm-action')).toContainText('goes back to the seller');
  await desk.page.getByTestId('confirm-action-submit').click();
  await expect(desk.page.getByTestId('p2p-status')).toHaveText('Cancelled');
  await expect(desk.page.getByTestId('p2p-cancelled')).toHaveText(
    'Cancelled by agreement of both parties; counted against neither.',
  );
  // The buyer's open page follows without a reload (the live p2pOrder event).
  await expect(user.page.getByTestId('p2p-status')).toHaveText('Cancelled', { timeout: 20_000 });
  await expect(user.page.getByTestId('p2p-cancel-proposed')).toHaveCount(0);
  // The escrow was voided: the dealer's USDT is as before the order.
  expect(await usdtOf(request, dealerAuth)).toEqual(dealerBefore);
  expect(userProblems).toEqual([]);
  expect(deskProblems).toEqual([]);
  await user.context.close();
  await desk.context.close();
});

test('the dealer publishes an ad priced on the reference price: a margin beyond ±5 % is refused, the desk and the market show "reference ± x %"', async ({
  browser,
  request,
}) => {
  const desk = await pageAs(browser, dealerTokens, dealer.deviceId);
  const problems = watchConsole(desk.page);
  await desk.page.goto('/account/acceptor');
  await desk.page.getByTestId('p2p-dealer-publish').click();
  const form = desk.page.getByTestId('p2p-dealer-form');
  await form.getByTestId('p2p-dealer-side').click();
  await desk.page.getByRole('option', { name: 'Users sell (you buy)' }).click();
  await form.getByTestId('p2p-dealer-price-type').click();
  await desk.page.getByRole('option', { name: 'Reference price ± margin' }).click();
  // The contract's rule, before anything is sent: -5 to +5.
  await form.getByTestId('p2p-dealer-margin').fill('9');
  await form.getByTestId('p2p-dealer-minTotal').fill('10');
  await form.getByTestId('p2p-dealer-maxTotal').fill('100');
  await form.getByTestId('p2p-dealer-available').fill('40');
  // The multi-select's input is drawn empty until a type is picked: its box takes the click.
  await form.getByRole('combobox', { name: 'Payment type' }).click({ force: true });
  await desk.page.getByRole('option', { name: 'Bank transfer' }).click();
  await form.getByTestId('p2p-dealer-submit').click();
  await expect(form.getByTestId('p2p-dealer-error')).toContainText('-5 % to +5 %');
  await form.getByTestId('p2p-dealer-margin').fill('-1.5');
  await desk.page.screenshot({ path: join(shots, 'p2p-ad-floating-1280-en-light.png'), fullPage: true });
  await form.getByTestId('p2p-dealer-submit').click();
  await expect(form).toHaveCount(0);
  // The sandbox's USDT is 1 USD: 0.985 now.
  const row = desk.page.getByTestId('p2p-dealer-ad').filter({ hasText: 'Reference price -1.5 %' });
  await expect(row).toContainText('0.985 USD');

  const res = await request.get(api.myAds, { headers: { ...dealer.headers, ...bearer(dealerTokens) } });
  const ads = ((await res.json()) as Envelope<{ priceType: string; margin: string | null; price: string }[]>)
    .result;
  expect(ads.find((a) => a.priceType === 'floating')).toMatchObject({ margin: '-1.5', price: '0.985' });
  expect(problems).toEqual([]);
  await desk.context.close();
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
      // The order's voucher thumbnail drawn, not an empty frame.
      for (const image of await page.getByTestId('p2p-voucher-images-thumb').locator('img').all())
        await expectLoaded(image);
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
