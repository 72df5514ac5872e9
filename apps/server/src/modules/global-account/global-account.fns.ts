import { randomBytes } from 'node:crypto';
import { type FiatRecordType, fiatRecordType, walletType } from '@coffer/contract';
import { systemAccount, userSubAccount } from '../../ledger/accounts';
import type { BatchItem } from '../../ledger/ledger';
import { Dec } from '../../lib/money';
import { bankCustody, cashAccountKey } from '../cash/cash.module';

/**
 * The global account's balance in a currency: a wallet of the user's fiat wallet type kept apart
 * by its sub-account name, so the cash account's balances and records never include it.
 */
export const globalAccountKey = (userId: number, currency: string) =>
  userSubAccount(userId, currency, walletType.members.fiat, 'global');

export const newGlobalId = () => randomBytes(12).toString('hex');

/** Ledger ids derived from the move or pay-in, so each happens once. */
export const globalIds = {
  move: (moveId: string) => ({ net: `global:${moveId}:move`, fee: `global:${moveId}:fee` }),
  payIn: (payInId: string) => ({ net: `gpi:${payInId}:in`, fee: `gpi:${payInId}:fee` }),
};

/**
 * A move between the cash account and the global account: the net to the other account, the fee
 * to fees, both from the source. One batch: both or neither (the ledger refuses an overdraft).
 */
export function moveItems(m: {
  id: string;
  userId: number;
  recordType: FiatRecordType;
  currency: string;
  net: string;
  fee: string;
}): BatchItem[] {
  const cash = cashAccountKey(m.userId, m.currency);
  const global = globalAccountKey(m.userId, m.currency);
  const toGlobal = m.recordType === fiatRecordType.members.fiatToGlobal;
  const [from, to] = toGlobal ? [cash, global] : [global, cash];
  const ids = globalIds.move(m.id);
  const items: BatchItem[] = [];
  if (new Dec(m.net).gt(0))
    items.push({
      op: 'transfer',
      id: ids.net,
      debit: from,
      credit: to,
      asset: m.currency,
      amount: m.net,
      reason: 'transfer',
    });
  if (new Dec(m.fee).gt(0))
    items.push({
      op: 'transfer',
      id: ids.fee,
      debit: from,
      credit: systemAccount('fees', m.currency),
      asset: m.currency,
      amount: m.fee,
      reason: 'fee',
    });
  return items;
}

/** A credited pay-in: the bank holds the amount for us, so custody owes the user the net and fees the fee. */
export function payInItems(p: {
  id: string;
  userId: number;
  currency: string;
  net: string;
  fee: string;
}): BatchItem[] {
  const ids = globalIds.payIn(p.id);
  const items: BatchItem[] = [];
  if (new Dec(p.net).gt(0))
    items.push({
      op: 'transfer',
      id: ids.net,
      debit: bankCustody(p.currency),
      credit: globalAccountKey(p.userId, p.currency),
      asset: p.currency,
      amount: p.net,
      reason: 'deposit',
    });
  if (new Dec(p.fee).gt(0))
    items.push({
      op: 'transfer',
      id: ids.fee,
      debit: bankCustody(p.currency),
      credit: systemAccount('fees', p.currency),
      asset: p.currency,
      amount: p.fee,
      reason: 'fee',
    });
  return items;
}

/** Which kind of account details a set of fields is, for the comparable key (IBAN, UK, US). */
export const detailsPaymentType = (fields: Record<string, string | undefined>) =>
  fields.iban ? 'sepa' : fields.sort_code ? 'fps' : fields.aba ? 'ach' : undefined;
