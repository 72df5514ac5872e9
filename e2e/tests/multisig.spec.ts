import { expect, type Page, test } from '@playwright/test';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { type Account, bearer, type Envelope, verifiedAccount } from '../support/accounts';
import { useSession, watchConsole } from '../support/browser';
import { eachScreenshotVariant, screenshot } from '../support/screens';

/**
 * Multisig wallets (issue 37): a verified user creates a 2-of-3 wallet of three keys generated
 * here (the form refusing a repeated owner first), enables USDT on ERC-20, funds it with a
 * sandbox deposit, proposes a withdrawal (asked, then confirmed), and two owners sign it: the
 * test signs the EIP-712 typed data with their keys and pastes the signatures. A stranger's and a
 * repeated signature are refused; the second owner's sends it, and the page follows it on chain
 * to success without a reload. The screenshots reuse the wallet, so the spec runs serially.
 */
test.describe.configure({ mode: 'serial' });

let account: Account;
let walletId = 0;
const newKey = () => privateKeyToAccount(generatePrivateKey());
const owners: [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount] = [newKey(), newKey(), newKey()];
const stranger = newKey();
const payee = newKey().address;
const authOf = (a: Account) => ({ ...a.headers, ...bearer(a.tokens) });

interface Proposal {
  id: number;
  status: number;
  typedData: {
    domain: { name: string; version: string; chainId: number };
    types: Record<string, { name: string; type: string }[]>;
    message: {
      wallet: number;
      nonce: number;
      coin: string;
      network: string;
      to: string;
      amount: string;
      expiry: number;
    };
  };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  account = await verifiedAccount(request, 'multisig');
});

async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByTestId(select).click();
  await page.getByRole('option', { name: option }).click();
}

/** The wallet's open proposal as the API answers it (the document each owner signs). */
async function openProposal(page: Page): Promise<Proposal> {
  const res = await page.request.get(
    `/api/services/app/Multisig/GetMultisigWithdrawalList?walletId=${walletId}&SkipCount=0&MaxResultCount=5`,
    { headers: authOf(account) },
  );
  const body = (await res.json()) as Envelope<{ items: Proposal[] }>;
  const open = body.result.items.find((w) => w.status < 2);
  expect(open, JSON.stringify(body)).toBeDefined();
  return open as Proposal;
}

/** `signer`'s EIP-712 signature of the proposal, as a phone wallet would return it. */
const signProposal = (signer: PrivateKeyAccount, p: Proposal) =>
  signer.signTypedData({
    domain: p.typedData.domain,
    types: p.typedData.types,
    primaryType: 'MultisigWithdrawal',
    message: {
      ...p.typedData.message,
      wallet: BigInt(p.typedData.message.wallet),
      nonce: BigInt(p.typedData.message.nonce),
      expiry: BigInt(p.typedData.message.expiry),
    },
  });

async function paste(page: Page, signature: string) {
  await page.getByTestId('multisig-signature-input').fill(signature);
  await page.getByTestId('multisig-signature-submit').click();
}

test('a 2-of-3 wallet: created, funded, and withdrawn after two owners sign', async ({ page, context }) => {
  // A deposit waiting for its sandbox confirmations and a send waiting for the chain's.
  test.setTimeout(180_000);
  // The refused signatures are answered with HTTP 400, which Chromium logs.
  const problems = watchConsole(page, [/status of 400/]);
  await useSession(context, account.tokens, { deviceId: account.deviceId });
  await page.goto('/assets/multisig');
  await expect(page.getByTestId('multisig-empty')).toBeVisible();

  // Add wallet: a repeated owner is refused by the contract's rule before anything is sent.
  await page.getByTestId('multisig-add-wallet').click();
  const form = page.getByTestId('multisig-wallet-form');
  await form.getByTestId('multisig-name').fill('Treasury');
  await form.getByTestId('multisig-owner-0').fill(owners[0].address);
  await form.getByTestId('multisig-owner-1').fill(owners[0].address.toLowerCase());
  await form.getByTestId('multisig-wallet-submit').click();
  await expect(form.getByTestId('multisig-owners-error')).toHaveText(
    'Each signing address can be added only once.',
  );
  await form.getByTestId('multisig-owner-1').fill(owners[1].address);
  await form.getByTestId('multisig-add-owner').click();
  await form.getByTestId('multisig-owner-2').fill(owners[2].address.toLowerCase());
  await form.getByTestId('multisig-wallet-submit').click();
  await expect(page.getByTestId('multisig-detail-name')).toHaveText('Treasury');
  await expect(page.getByTestId('multisig-detail-threshold')).toHaveText('2 of 3 signatures');
  // Stored checksummed, whatever case they were typed in.
  await expect(page.getByTestId('multisig-detail-owner')).toHaveText(owners.map((o) => o.address));
  await expect(page).toHaveURL(/[?&]wallet=\d+/);
  walletId = Number(new URL(page.url()).searchParams.get('wallet'));
  expect(walletId).toBeGreaterThan(0);

  // Add coin: USDT on ERC-20 gives the wallet its deposit address, shown with its QR code.
  await choose(page, 'multisig-add-coin-coin', /^USDT/);
  await choose(page, 'multisig-add-coin-network', 'ERC20');
  await page.getByTestId('multisig-add-coin-submit').click();
  const card = page.getByTestId('multisig-coin-USDT-ERC20');
  await expect(card.getByTestId('multisig-deposit-qr')).toBeVisible();
  const address = (await card.getByTestId('multisig-deposit-address').textContent()) ?? '';
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  // A sandbox deposit is credited once confirmed; the balance grows without a reload.
  const sent = await page.request.post('/api/sandbox/chain/deposit', {
    data: { address, amount: '100', coin: 'USDT', network: 'ERC20' },
  });
  expect(((await sent.json()) as Envelope<unknown>).success).toBe(true);
  await expect(card.getByTestId('multisig-available')).toHaveText('100.00', { timeout: 60_000 });

  // The proposal: asked first, confirmed, then waiting for signatures; a second one is refused (50009).
  await page.getByTestId('multisig-tab-withdraw').click();
  await page.getByTestId('multisig-propose-address').fill(payee);
  await page.getByTestId('multisig-propose-amount').fill('10');
  await page.getByTestId('multisig-propose-submit').click();
  const confirm = page.getByTestId('multisig-propose-confirm');
  await expect(confirm).toContainText(payee);
  await confirm.getByTestId('multisig-propose-confirm-submit').click();
  const proposal = page.getByTestId('multisig-withdrawal').first();
  await expect(proposal.getByTestId('multisig-withdrawal-status')).toHaveText('Pending signature');
  await expect(proposal.getByTestId('multisig-signing-qr')).toBeVisible();
  await expect(page.getByTestId('multisig-pending-alert')).toContainText(
    'Please finish the previous multisig withdrawal first.',
  );
  await expect(page.getByTestId('multisig-propose-submit')).toBeDisabled();

  // The owners sign the typed data with their own keys; a stranger's and a repeat are refused.
  const open = await openProposal(page);
  expect(open.typedData.message).toMatchObject({ wallet: walletId, to: payee, amount: '10' });
  await paste(page, await signProposal(stranger, open));
  await expect(page.getByTestId('multisig-signature-panel')).toContainText("not an owner's signature");
  const first = await signProposal(owners[0], open);
  await paste(page, first);
  await expect(proposal.getByTestId('multisig-withdrawal-status')).toHaveText('Signing');
  await expect(proposal.getByTestId('multisig-signing-record')).toHaveCount(1);
  await expect(proposal.getByTestId('multisig-signing-record')).toContainText(owners[0].address);
  await paste(page, first);
  await expect(page.getByTestId('multisig-signature-panel')).toContainText('already signed');
  await paste(page, await signProposal(owners[2], open));

  // Two of three: it goes on chain, and the page follows it to success.
  await expect(proposal.getByTestId('multisig-signing-record')).toHaveCount(2);
  await expect(proposal.getByTestId('multisig-withdrawal-tx')).toBeVisible({ timeout: 30_000 });
  await expect(proposal.getByTestId('multisig-withdrawal-status')).toHaveText('Success', { timeout: 90_000 });
  await expect(page.getByTestId('multisig-pending-alert')).toHaveCount(0);
  // The custody summary (Assets/GetUserMpcInfo): one wallet, nothing waiting, 100 − 10 − 5 left.
  await expect(page.getByTestId('multisig-summary')).toHaveText(
    'Wallets: 1 · withdrawals waiting: 0 · 85.00 USDT',
  );
  // The signing records: the finished withdrawal with its two signers, filtered by status, exported.
  const records = page.getByTestId('multisig-withdrawals');
  await expect(records.getByTestId('multisig-history-signers').first()).toContainText('2/2');
  await page.getByTestId('multisig-withdrawals-status').click();
  await page.getByRole('option', { name: 'Failed', exact: true }).click();
  await expect(page.getByTestId('multisig-withdrawals-empty')).toBeVisible();
  await page.getByTestId('multisig-withdrawals-status').click();
  await page.getByRole('option', { name: 'Success', exact: true }).click();
  await expect(page.getByTestId('multisig-withdrawals-row')).toHaveCount(1);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('multisig-withdrawals-export').click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  await page.getByTestId('multisig-tab-deposits').click();
  await expect(page.getByTestId('multisig-deposits-row')).toContainText('Credited');
  await page.getByTestId('multisig-deposits-state').click();
  await page.getByRole('option', { name: 'Confirming', exact: true }).click();
  await expect(page.getByTestId('multisig-deposits-empty')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a merchant creates a wallet and enables a coin through the merchant host', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const merchant = await verifiedAccount(request, 'multisig-m', { kind: 'merchant' });
  const problems = watchConsole(page);
  await useSession(context, merchant.tokens, { deviceId: merchant.deviceId });
  // The merchant's calls go to the merchant host: watch one.
  const created = page.waitForResponse((r) => r.url().includes('/m/api/services/app/Multisig/CreateWallet'));
  await page.goto('/assets/multisig');
  await expect(page.getByTestId('multisig-empty')).toBeVisible();
  await page.getByTestId('multisig-add-wallet').click();
  const form = page.getByTestId('multisig-wallet-form');
  await form.getByTestId('multisig-name').fill('Merchant vault');
  await form.getByTestId('multisig-owner-0').fill(owners[0].address);
  await form.getByTestId('multisig-owner-1').fill(owners[1].address);
  await form.getByTestId('multisig-wallet-submit').click();
  expect((await created).status()).toBe(200);
  await expect(page.getByTestId('multisig-detail-threshold')).toHaveText('2 of 2 signatures');
  await choose(page, 'multisig-add-coin-coin', /^USDT/);
  await choose(page, 'multisig-add-coin-network', 'ERC20');
  await page.getByTestId('multisig-add-coin-submit').click();
  await expect(page.getByTestId('multisig-coin-USDT-ERC20').getByTestId('multisig-deposit-qr')).toBeVisible();
  expect(problems).toEqual([]);
});

test('screenshots of the wallets, add wallet, coins, proposal, signature QR code and histories', {
  tag: '@screens',
}, async ({ browser, request }) => {
  test.setTimeout(300_000);
  // An open proposal, so the signature panel shows.
  const proposed = await request.post('/api/services/app/Multisig/EnterpriseWithdrawal', {
    headers: authOf(account),
    data: { walletId, coin: 'USDT', network: 'ERC20', address: payee, amount: '20' },
  });
  const answer = (await proposed.json()) as Envelope<unknown>;
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  await eachScreenshotVariant(browser, account, async (page, variant) => {
    await page.goto(`/assets/multisig?wallet=${walletId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
    await expect(page.getByTestId('multisig-deposit-qr')).toBeVisible();
    await screenshot(page, 'page-multisig', variant);
    await page.getByTestId('multisig-tab-withdraw').click();
    await expect(page.getByTestId('multisig-signing-qr')).toBeVisible();
    await expect(page.getByTestId('multisig-withdrawals-export')).toBeVisible();
    await screenshot(page, 'page-multisig-sign', variant);
    await page.getByTestId('multisig-tab-deposits').click();
    await expect(page.getByTestId('multisig-deposits-export')).toBeVisible();
    await screenshot(page, 'page-multisig-deposits', variant);
    await page.getByTestId('multisig-add-wallet').click();
    await expect(page.getByTestId('multisig-wallet-form')).toBeVisible();
    await page.getByTestId('multisig-wallet-submit').click();
    await expect(page.getByTestId('multisig-name')).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, 'page-multisig-add-wallet', variant);
  });
});
