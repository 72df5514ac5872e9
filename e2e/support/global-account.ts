import { type APIRequestContext, expect } from '@playwright/test';
import { type Account, bearer, type Envelope } from './accounts';
import { ops } from './console';
import { file, png } from './images';

/**
 * The global account (issue 34) through the API and the operator's console, for the browser tests
 * that need an application or an open account without clicking through it again: documents,
 * application, the operator's decisions, the cash account beside it, sandbox bank transfers, and the
 * balances read back to check what the page shows.
 */

const global = '/api/services/app/Cash/GlobalAccount/';
const signedIn = (account: Account) => ({ ...account.headers, ...bearer(account.tokens) });

async function resultOf<T>(response: { status(): number; text(): Promise<string> }): Promise<T> {
  const text = await response.text();
  expect(response.status(), text).toBe(200);
  const body = JSON.parse(text) as Envelope<T>;
  expect(body.success, text).toBe(true);
  return body.result;
}

/** The user's internal id, from an operator's list (`cash:global`, `cash:account`) that shows it beside the uid. */
async function listedUserId(command: 'cash:global' | 'cash:account', account: Account): Promise<string> {
  const listed = await ops(command);
  const line = listed.split('\n').find((l) => l.includes(account.uid));
  const id = /^user (\d+) /.exec(line ?? '')?.[1];
  expect(id, listed).toBeDefined();
  return id as string;
}

/** The applicant's internal id, as `ops cash:global` lists applications not yet open. */
export const globalApplicantId = (account: Account) => listedUserId('cash:global', account);

/** The operator's decision on the application of `userId`: approve, or send back / reject with a reason. */
export const reviewGlobal = (userId: string, decision: 'approve' | 'reconfirm' | 'reject', reason?: string) =>
  ops('cash:global', userId, `--${decision}`, ...(reason ? ['--reason', reason] : []));

/** One document file uploaded to a field of the application, as the form does (multipart). */
export async function uploadGlobalDocument(
  request: APIRequestContext,
  account: Account,
  channel: 'personal' | 'business',
  fieldKey: string,
  seed = 1,
) {
  await resultOf(
    await request.post(`${global}CreateUserChannelAttachment`, {
      headers: signedIn(account),
      multipart: { channel, fieldKey, file: file(`${fieldKey}.png`, 'image/png', png({ seed })) },
    }),
  );
}

/** The required documents of each channel (GetChannelAttachmentDynamicFormsFields). */
export const requiredGlobalDocuments = {
  personal: ['proofOfAddress'],
  business: ['certificateOfIncorporation', 'proofOfAddress', 'ownershipStructure'],
} as const;

/**
 * Applies with one file for each required document of the channel (`again`: answering a
 * reconfirmation or applying after a rejection, with the documents already there); answers the
 * applicant's internal id.
 */
export async function applyForGlobal(
  request: APIRequestContext,
  account: Account,
  { channel = 'personal', again = false }: { channel?: 'personal' | 'business'; again?: boolean } = {},
): Promise<string> {
  if (!again)
    for (const [i, key] of requiredGlobalDocuments[channel].entries())
      await uploadGlobalDocument(request, account, channel, key, 50 + i);
  await resultOf(
    await request.post(`${global}${again ? 'Update' : 'Create'}GlobalAccount`, {
      headers: signedIn(account),
      data: { channel },
    }),
  );
  return globalApplicantId(account);
}

/** The account's EUR details (an IBAN), once the account is open. */
export async function euroIban(request: APIRequestContext, account: Account): Promise<string> {
  const details = await resultOf<{ currency: string; account: Record<string, string> }[]>(
    await request.get(`${global}GetGlobalAccountDetails`, { headers: signedIn(account) }),
  );
  const iban = details.find((d) => d.currency === 'EUR')?.account.iban;
  expect(iban).toMatch(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/);
  return iban as string;
}

/** A global account applied for by the API and approved by the operator (the bank opens it at once): its EUR IBAN. */
export async function openGlobalAccount(request: APIRequestContext, account: Account): Promise<string> {
  await reviewGlobal(await applyForGlobal(request, account), 'approve');
  return euroIban(request, account);
}

/** Opens the cash account too (moves go to and from it): applied for by the API, approved by the operator. */
export async function openCashAccount(request: APIRequestContext, account: Account) {
  await resultOf(
    await request.post('/api/services/app/Cash/Cash/CreateCustomer', {
      headers: signedIn(account),
      data: { purpose: 'Receiving invoices' },
    }),
  );
  await ops('cash:account', await listedUserId('cash:account', account), '--approve');
}

/** A top-up of the cash account: a sandbox bank transfer carrying the user's standing reference. */
export async function topUpCash(
  request: APIRequestContext,
  account: Account,
  amount: string,
  currency = 'EUR',
) {
  const info = await resultOf<{ reference: string }>(
    await request.get(`/api/services/app/Profile/GetRechargeBank?currency=${currency}`, {
      headers: signedIn(account),
    }),
  );
  await ops('cash:payin', info.reference, amount, currency);
}

export interface SandboxPayIn {
  id: string;
  status: number;
  credited: string | null;
}

/** A bank transfer in EUR by SEPA from `payerIban` to the user's IBAN `to`, delivered by the sandbox bank. */
export async function payInEuro(
  request: APIRequestContext,
  { to, from, amount, payerName }: { to: string; from: string; amount: string; payerName: string },
): Promise<SandboxPayIn> {
  const result = await resultOf<{ outcome: string; payIn: SandboxPayIn }>(
    await request.post('/api/sandbox/global/payin', {
      data: {
        currency: 'EUR',
        to: { iban: to },
        paymentType: 'sepa',
        payerName,
        payer: { iban: from },
        amount,
      },
    }),
  );
  return result.payIn;
}

type Balance = { currency: string; available: string };

/** What is available in a currency of the global account, as the API answers it. */
export async function globalAvailable(request: APIRequestContext, account: Account, currency = 'EUR') {
  const balances = await resultOf<Balance[]>(
    await request.get(`${global}GetGlobalAccountAssets`, { headers: signedIn(account) }),
  );
  return balances.find((b) => b.currency === currency)?.available;
}

/** What is available in a currency of the cash account, as the API answers it. */
export async function cashAvailable(request: APIRequestContext, account: Account, currency = 'EUR') {
  const balances = await resultOf<Balance[]>(
    await request.get('/api/services/app/Assets/GetCashAssets', { headers: signedIn(account) }),
  );
  return balances.find((b) => b.currency === currency)?.available;
}
