import { randomBytes } from 'node:crypto';
import { endpoints } from '@coffer/contract';
import { api } from './api-client';
import type { TestUser } from './builders';
import { images } from './fixtures';
import type { TestApp } from './harness';

const g = endpoints.globalAccount;

/** A document file (a PNG) uploaded to a field of a channel; answers the raw answer. */
export const uploadDocument = (
  t: TestApp,
  user: TestUser,
  fieldKey: string,
  file = { name: 'doc.png', type: 'image/png', data: images.png() },
  channel = 'personal',
) => api(t).as(user).upload(g.createUserChannelAttachment, { channel, fieldKey }, file);

/** Uploads the personal channel's required document, applies, is approved, and the job opens the account. */
export async function openGlobalAccount(t: TestApp, user: TestUser) {
  const res = await uploadDocument(t, user, 'proofOfAddress');
  if (!res.result) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  await api(t).as(user).call(g.createGlobalAccount, { channel: 'personal' });
  await t.modules.globalAccount.review(user.id, { decision: 'approve' });
  await t.modules.globalAccount.openApproved();
  const details = await api(t).as(user).call(g.getGlobalAccountDetails, {});
  return Object.fromEntries(details.map((d) => [d.currency, d]));
}

/** A payer's German account (valid IBAN and BIC), as the whitelist form sends it. */
export const eurPayer = {
  currency: 'EUR',
  paymentType: 'sepa',
  country: 'DE',
  holderName: 'Acme GmbH',
  friendlyName: 'Acme',
  fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
} as const;

/** A transfer from `payer` (IBAN) to the user's EUR details, through the sandbox bank's notification. */
export const payInFrom = (
  t: TestApp,
  to: Record<string, string>,
  iban: string,
  amount: string,
  bankTransferId?: string,
) =>
  t.modules.globalAccount.receivePayIn({
    kind: 'globalPayIn',
    bankTransferId: bankTransferId ?? `T${randomBytes(6).toString('hex')}`,
    currency: 'EUR',
    paymentType: 'sepa',
    amount,
    payerName: 'Acme GmbH',
    payer: { iban },
    to,
    reference: 'INV-1',
  });
