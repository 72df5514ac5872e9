import { randomBytes } from 'node:crypto';
import type { CashFailureReason } from '@coffer/contract';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxBankPayouts } from '../../db/schema';
import { Dec } from '../../lib/money';
import { banksOf } from './bank-directory';
import {
  type BankEvent,
  type BankRails,
  BankRefusal,
  type GlobalPayInEvent,
  type PayInAccount,
  type PayoutEvent,
} from './bank-rails';
import { channelDescriptor, channelDescriptors } from './channels';
import { sandboxGlobalDetails } from './global-details';

const payoutState = { accepted: 0, settled: 1, failed: 2, returned: 3 } as const;

/** The collection accounts of the sandbox bank, in each currency's local channel (valid test numbers). */
const collection: Record<string, PayInAccount> = {
  EUR: {
    channel: 'sepa',
    bankName: 'Coffer Sandbox Bank',
    accountName: 'Coffer Client Money',
    account: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  },
  GBP: {
    channel: 'fps',
    bankName: 'Coffer Sandbox Bank',
    accountName: 'Coffer Client Money',
    account: { sort_code: '089999', account_number: '66374958' },
  },
  USD: {
    channel: 'ach',
    bankName: 'Coffer Sandbox Bank',
    accountName: 'Coffer Client Money',
    account: { aba: '011000015', account_number: '000123456789' },
  },
};
const swiftCollection = (): PayInAccount => ({
  channel: 'swift',
  bankName: 'Coffer Sandbox Bank',
  accountName: 'Coffer Client Money',
  account: { swift_code: 'COBADEFFXXX', account_number: 'DE89370400440532013000' },
});

export interface SandboxBankOptions {
  /** How long an accepted payout waits before the sandbox settles it by itself (poll). Never when absent. */
  settleAfterMs?: number;
}

/**
 * A bank partner that behaves like one: payouts are accepted, then settle later (the poll, or
 * `settle`), or fail, or come back days later (`returnPayout`); a notification may be delivered
 * twice (`redeliver`). A payout whose amount ends in .13 is accepted but its answer is lost (a
 * timeout: the caller must ask by reference); one ending in .66 is refused (account closed).
 * Incoming transfers arrive with whatever reference, amount and payer the tool is given.
 */
export function createSandboxBank(db: Db, options: SandboxBankOptions = {}) {
  const listeners: ((event: BankEvent) => Promise<void>)[] = [];
  const emit = async (event: BankEvent) => {
    if (listeners.length === 0) throw new Error('sandbox bank: nobody listens to its notifications');
    for (const listener of listeners) await listener(event);
  };
  const row = async (reference: string) => {
    const [r] = await db.select().from(sandboxBankPayouts).where(eq(sandboxBankPayouts.reference, reference));
    if (!r) throw new Error(`sandbox bank: no payout ${reference}`);
    return r;
  };
  const eventOf = (r: typeof sandboxBankPayouts.$inferSelect, reason?: CashFailureReason): PayoutEvent => {
    const kind = ({ 1: 'payoutSettled', 2: 'payoutFailed', 3: 'payoutReturned' } as const)[
      r.state as 1 | 2 | 3
    ];
    if (!kind) throw new Error(`sandbox bank: payout ${r.reference} is still in progress`);
    return { kind, reference: r.reference, bankId: r.bankId, ...(reason ? { reason } : {}) };
  };
  /** Moves a payout from one state to the next and notifies, or refuses a move the bank would not make. */
  async function move(reference: string, from: number, to: number, reason?: CashFailureReason) {
    const r = await row(reference);
    if (r.state !== from)
      throw new Error(`sandbox bank: payout ${reference} is not in that state (${r.state})`);
    const [moved] = await db
      .update(sandboxBankPayouts)
      .set({ state: to, updatedAt: new Date() })
      .where(and(eq(sandboxBankPayouts.reference, reference), eq(sandboxBankPayouts.state, from)))
      .returning();
    if (!moved) throw new Error(`sandbox bank: payout ${reference} moved meanwhile`);
    await emit(eventOf(moved, reason));
  }

  const rails: BankRails = {
    channels: channelDescriptors,
    channel: channelDescriptor,
    banks: banksOf,
    createCustomer: async ({ userId }) => `SBC${String(userId).padStart(8, '0')}`,
    payInAccount: (currency) =>
      collection[currency] ?? (channelDescriptors(currency).length ? swiftCollection() : undefined),
    async sendPayout(p) {
      const [known] = await db
        .select()
        .from(sandboxBankPayouts)
        .where(eq(sandboxBankPayouts.reference, p.reference));
      if (known) return known.bankId;
      const cents = new Dec(p.amount).mod(1).toFixed(2);
      if (cents === '0.66') throw new BankRefusal('The beneficiary account is closed.', 'accountClosed');
      const bankId = `SBP${randomBytes(8).toString('hex').toUpperCase()}`;
      await db.insert(sandboxBankPayouts).values({
        reference: p.reference,
        bankId,
        currency: p.currency,
        amount: p.amount,
        account: p.account,
        state: payoutState.accepted,
        createdAt: p.now,
        updatedAt: p.now,
      });
      if (cents === '0.13') throw new Error('The bank did not answer in time.');
      return bankId;
    },
    async payoutByReference(reference) {
      const [r] = await db
        .select()
        .from(sandboxBankPayouts)
        .where(eq(sandboxBankPayouts.reference, reference));
      return r?.bankId;
    },
    globalDetails: (customerId, currency) =>
      sandboxGlobalDetails(currency, Number(customerId.replace(/\D/g, '')) || 0),
    subscribe(l) {
      listeners.push(l);
    },
  };

  const tools = {
    /** An incoming transfer reaches the collection account (a new bank id unless one is given). */
    payIn: (
      t: Omit<BankEvent & { kind: 'payIn' }, 'kind' | 'bankTransferId'> & { bankTransferId?: string },
    ) =>
      emit({
        kind: 'payIn',
        ...t,
        bankTransferId: t.bankTransferId ?? `SBT${randomBytes(8).toString('hex').toUpperCase()}`,
      }),
    /** A transfer to a customer's global account details (a new bank id unless one is given). */
    globalPayIn: (t: Omit<GlobalPayInEvent, 'kind' | 'bankTransferId'> & { bankTransferId?: string }) =>
      emit({
        kind: 'globalPayIn',
        ...t,
        bankTransferId: t.bankTransferId ?? `SBT${randomBytes(8).toString('hex').toUpperCase()}`,
      }),
    settle: (reference: string) => move(reference, payoutState.accepted, payoutState.settled),
    fail: (reference: string, reason: CashFailureReason = 'rejectedByBeneficiaryBank') =>
      move(reference, payoutState.accepted, payoutState.failed, reason),
    returnPayout: (reference: string, reason: CashFailureReason = 'returnedByBeneficiaryBank') =>
      move(reference, payoutState.settled, payoutState.returned, reason),
    /** The last notification of a payout, delivered again (banks do). */
    redeliver: async (reference: string) => emit(eventOf(await row(reference))),
    /** Settles the payouts accepted more than `settleAfterMs` ago: the bank's own pace. */
    async poll(now: Date) {
      if (options.settleAfterMs === undefined) return 0;
      const due = await db
        .select({ reference: sandboxBankPayouts.reference })
        .from(sandboxBankPayouts)
        .where(
          and(
            eq(sandboxBankPayouts.state, payoutState.accepted),
            lte(sandboxBankPayouts.createdAt, new Date(now.getTime() - options.settleAfterMs)),
          ),
        )
        .limit(50);
      for (const d of due) await tools.settle(d.reference);
      return due.length;
    },
  };
  return { ...rails, tools };
}
export type SandboxBank = ReturnType<typeof createSandboxBank>;
