import { cashOrderStatus, fiatRecordType, kycStatus } from '@coffer/contract';
import type { Db } from '../db/client';
import { cashAccounts, cashOrders, cashPayees } from '../db/schema';
import { createLedger } from '../ledger/ledger';
import { topUpCredit } from '../modules/cash/cash.module';

const dayMs = 86_400_000;
const demoTopUps = [
  ['EUR', '5000'],
  ['GBP', '2000'],
] as const;

/**
 * Fiat cash for the verified demo users: an open fiat account, EUR and GBP balances that arrived
 * as credited top-ups (through the ledger, like any bank transfer), and one beneficiary past its
 * cool-off, so every cash screen shows something on a fresh start.
 */
export async function seedDemoCash(
  tx: Db,
  accounts: { id: number; uid: string; name: string; kycStatus: number }[],
  now: Date,
) {
  const ledger = createLedger(tx).withTx(tx);
  const past = new Date(now.getTime() - 3 * dayMs);
  for (const a of accounts.filter((x) => x.kycStatus === kycStatus.members.verified)) {
    await tx.insert(cashAccounts).values({
      userId: a.id,
      purpose: 'Demo account',
      reference: `CUDEMO${a.uid}`,
      bankCustomerId: `SBC${a.uid}`,
      openedAt: past,
      createdAt: past,
      updatedAt: past,
    });
    for (const [currency, amount] of demoTopUps) {
      const id = `demo${a.uid}${currency.toLowerCase()}`;
      await tx.insert(cashOrders).values({
        id,
        userId: a.id,
        recordType: fiatRecordType.members.recharge,
        currency,
        amount,
        fee: '0',
        status: cashOrderStatus.members.success,
        reference: `CTDEMO${a.uid}${currency}`,
        completedAt: past,
        createdAt: past,
        updatedAt: past,
      });
      await ledger.batch(topUpCredit(id, a.id, currency, amount));
    }
    await tx.insert(cashPayees).values({
      userId: a.id,
      own: false,
      channel: 'sepa',
      currency: 'EUR',
      country: 'DE',
      friendlyName: 'Berlin landlord',
      firstName: 'Hans',
      lastName: 'Meier',
      fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      usableFrom: past,
      createdAt: past,
      updatedAt: past,
    });
  }
}
