import { randomBytes } from 'node:crypto';
import {
  type CashFailureReason,
  type CashOrderStatus,
  cashFailureReasons,
  cashOrderStatus,
  walletType,
} from '@coffer/contract';
import { systemAccount, userAccount } from '../../ledger/accounts';
import type { BatchItem } from '../../ledger/ledger';
import { Dec } from '../../lib/money';

const s = cashOrderStatus.members;

/** Statuses whose amount no longer counts toward the daily withdrawal total: the money came back. */
export const refundedCashStatuses: readonly CashOrderStatus[] = [s.failed, s.rejected, s.cancelled];

/** An incoming transfer: waiting for an operator, credited, or sent back to the payer. */
export const payInState = { review: 0, credited: 1, rejected: 2 } as const;

/** How long a top-up order waits for its transfer before it is cancelled (a bank transfer takes days). */
export const topUpTtlMs = 7 * 86_400_000;

export const newOrderId = () => randomBytes(12).toString('hex');
/** Bank references: upper-case letters and digits a payer can type (no 0/O, 1/I). */
const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newReference = (prefix: string, length = 10) =>
  prefix + Array.from(randomBytes(length), (b) => referenceAlphabet[b % referenceAlphabet.length]).join('');

/** The cash wallet of a user in a currency; the bank's side is custody on the `bank` network. */
export const cashAccountKey = (userId: number, currency: string) =>
  userAccount(userId, currency, walletType.members.fiat);
export const bankCustody = (currency: string) => systemAccount('custody', currency, 'bank');

/** The ledger ids of a cash order's moves: derived from the order, so each happens once. */
export const cashIds = (orderId: string) => ({
  credit: `cash:${orderId}:in`,
  amount: `cash:${orderId}:out`,
  fee: `cash:${orderId}:fee`,
  returned: `cash:${orderId}:ret`,
  returnedFee: `cash:${orderId}:retfee`,
});

/** A top-up: the bank credited our collection account, so custody owes the user the amount. */
export const topUpCredit = (
  orderId: string,
  userId: number,
  currency: string,
  amount: string,
): BatchItem[] => [
  {
    op: 'transfer',
    id: cashIds(orderId).credit,
    debit: bankCustody(currency),
    credit: cashAccountKey(userId, currency),
    asset: currency,
    amount,
    reason: 'deposit',
  },
];

/** A withdrawal's reservation: the amount toward the bank, the fee (if any) to fees. */
export function withdrawReserve(
  orderId: string,
  userId: number,
  currency: string,
  amount: Dec,
  fee: Dec,
): BatchItem[] {
  const ids = cashIds(orderId);
  const user = cashAccountKey(userId, currency);
  const items: BatchItem[] = [
    {
      op: 'reserve',
      id: ids.amount,
      debit: user,
      credit: bankCustody(currency),
      asset: currency,
      amount,
      reason: 'withdrawal',
    },
  ];
  if (fee.gt(0))
    items.push({
      op: 'reserve',
      id: ids.fee,
      debit: user,
      credit: systemAccount('fees', currency),
      asset: currency,
      amount: fee,
      reason: 'withdrawalFee',
    });
  return items;
}

/** Ends a withdrawal's reservation: post (the bank paid) or void (it failed before leaving). */
export function withdrawSettle(orderId: string, fee: string, op: 'post' | 'void'): BatchItem[] {
  const ids = cashIds(orderId);
  const items: BatchItem[] = [{ op, id: `${ids.amount}:${op}`, pendingId: ids.amount, reason: 'withdrawal' }];
  if (new Dec(fee).gt(0))
    items.push({ op, id: `${ids.fee}:${op}`, pendingId: ids.fee, reason: 'withdrawalFee' });
  return items;
}

/**
 * A settled withdrawal the payee's bank sent back: the amount returns from the bank and the fee
 * from fees (the user is not charged for a payment that did not arrive). Derived ids: once.
 */
export function withdrawReturn(o: {
  id: string;
  userId: number;
  currency: string;
  amount: string;
  fee: string;
}): BatchItem[] {
  const ids = cashIds(o.id);
  const user = cashAccountKey(o.userId, o.currency);
  const items: BatchItem[] = [
    {
      op: 'transfer',
      id: ids.returned,
      debit: bankCustody(o.currency),
      credit: user,
      asset: o.currency,
      amount: o.amount,
      reason: 'refund',
    },
  ];
  if (new Dec(o.fee).gt(0))
    items.push({
      op: 'transfer',
      id: ids.returnedFee,
      debit: systemAccount('fees', o.currency),
      credit: user,
      asset: o.currency,
      amount: o.fee,
      reason: 'refund',
    });
  return items;
}

/** Names compared as a bank compares them: case, accents' spacing and repeated spaces aside. */
export const sameName = (a: string, b: string) => {
  const norm = (x: string) => x.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
};

/** A stored failure reason as the catalogue's code (a row from before the catalogue reads `other`). */
export const cashFailureReason = (stored: string | null): CashFailureReason =>
  cashFailureReasons.find((r) => r === stored) ?? 'other';
