import { globalAccountCurrencies, kycStatus } from '@coffer/contract';
import { detailsKey, sandboxGlobalDetails } from '../adapters/bank/global-details';
import type { Db } from '../db/client';
import { globalAccountDetails, globalAccounts, globalPayWhitelist } from '../db/schema';

const dayMs = 86_400_000;
const payerIban = 'DE89370400440532013000';

/**
 * The global account for the verified demo users: open (reviewed three days ago), with account
 * details in every currency from the sandbox bank and one payer whitelisted past its cool-off, so
 * the pages show something. No money: the assets overview's demo totals stay the cash area's.
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
  }
}
