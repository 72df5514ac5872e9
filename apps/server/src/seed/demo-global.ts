import { globalAccountCurrencies, kycStatus } from '@coffer/contract';
import { detailsKey, sandboxGlobalDetails } from '../adapters/bank/global-details';
import type { Db } from '../db/client';
import { globalAccountDetails, globalAccounts, globalPayWhitelist } from '../db/schema';
import { createLedger } from '../ledger/ledger';
import { receiveGlobalPayInOn } from '../modules/global-account/global-account.module';

const dayMs = 86_400_000;
const payerIban = 'DE89370400440532013000';
/** The demo's one payment received: Acme pays an invoice of 2,000.00 EUR by SEPA (1,998.00 credited). */
export const demoGlobalPayIn = { currency: 'EUR', amount: '2000.00', fee: '2', credited: '1998' } as const;
/** The demo seed tells no one: its history is three days old, and no outbox runs while it seeds. */
const silent = { send: async () => {} };

/**
 * The global account for the verified demo users: open (reviewed three days ago), with account
 * details in every currency from the sandbox bank, one payer whitelisted past its cool-off, and a
 * payment from that payer credited two days ago — received by the bank notification's path, so
 * the pay-in, the ledger and `ops ledger:verify` agree, and the pages show a balance and a payment.
 */
export async function seedDemoGlobal(
  tx: Db,
  accounts: { id: number; uid: string; kycStatus: number }[],
  now: Date,
) {
  const past = new Date(now.getTime() - 3 * dayMs);
  for (const a of accounts.filter((x) => x.kycStatus === kycStatus.members.verified)) {
    // The id the bank's createCustomer gives this user: details unique per user, as at runtime.
    const customerId = `SBC${String(a.id).padStart(8, '0')}`;
    await tx.insert(globalAccounts).values({
      userId: a.id,
      status: null,
      channel: 'personal',
      bankCustomerId: customerId,
      submittedAt: past,
      openedAt: past,
      createdAt: past,
      updatedAt: past,
    });
    for (const currency of Object.keys(globalAccountCurrencies)) {
      const details = sandboxGlobalDetails(currency, a.id);
      if (!details) continue;
      await tx.insert(globalAccountDetails).values({
        userId: a.id,
        currency,
        paymentType: details.paymentType,
        account: details.account,
        accountKey: detailsKey(details),
        createdAt: past,
      });
    }
    await tx.insert(globalPayWhitelist).values({
      userId: a.id,
      currency: 'EUR',
      paymentType: 'sepa',
      country: 'DE',
      holderName: 'Acme GmbH',
      friendlyName: 'Acme (customer)',
      fields: { iban: payerIban, bic: 'COBADEFFXXX' },
      payerKey: `iban:${payerIban}`,
      usableFrom: past,
      createdAt: past,
      updatedAt: past,
    });
    await receiveDemoPayIn(tx, a, new Date(now.getTime() - 2 * dayMs));
  }
}

/** Acme's invoice payment to the user's EUR details, whitelisted and past its cool-off: credited at once. */
async function receiveDemoPayIn(tx: Db, a: { id: number; uid: string }, at: Date) {
  const to = sandboxGlobalDetails(demoGlobalPayIn.currency, a.id)?.account ?? {};
  const { outcome } = await receiveGlobalPayInOn(
    tx,
    { ledger: createLedger(tx), messenger: silent, now: () => at },
    {
      kind: 'globalPayIn',
      bankTransferId: `DEMO-GPI-${a.uid}`,
      currency: demoGlobalPayIn.currency,
      paymentType: 'sepa',
      amount: demoGlobalPayIn.amount,
      payerName: 'Acme GmbH',
      payer: { iban: payerIban },
      to,
      reference: 'Invoice 2026-114',
    },
  );
  if (outcome !== 'credited')
    throw new Error(`The demo pay-in of user ${a.uid} was not credited: ${outcome}.`);
}
