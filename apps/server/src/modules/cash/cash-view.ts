import type { CashOrder, Payee } from '@coffer/contract';
import { toWire } from '../../lib/money';
import { cashFailureReason } from './cash.fns';
import type { CashAccountRow, CashOrderRow, PayeeRow } from './cash.repo';

/** The fiat account as the API and the live stream show it. */
export const cashAccountView = (a: CashAccountRow) => ({
  opened: a.openedAt !== null,
  status: a.openedAt ? null : a.status,
  reason: a.reason,
  purpose: a.purpose,
  createdAt: a.createdAt.toISOString(),
  openedAt: a.openedAt?.toISOString() ?? null,
});

export const payeeView = (p: PayeeRow): Payee => ({
  id: p.id,
  own: p.own,
  channel: p.channel,
  currency: p.currency,
  country: p.country,
  friendlyName: p.friendlyName,
  firstName: p.firstName,
  lastName: p.lastName,
  birthday: p.birthday,
  fields: p.fields,
  usableFrom: p.usableFrom.toISOString(),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** A cash order; a fiat withdrawal is never cancellable (spec §4), a top-up only by its expiry. */
export const cashOrderView = (o: CashOrderRow): CashOrder => ({
  id: o.id,
  recordType: o.recordType,
  currency: o.currency,
  amount: toWire(o.amount),
  fee: toWire(o.fee),
  status: o.status,
  reference: o.reference ?? o.bankId,
  payeeId: o.payeeId,
  payeeName: o.payeeName,
  failureReason: o.failureReason === null ? null : cashFailureReason(o.failureReason),
  cancellable: false,
  createdAt: o.createdAt.toISOString(),
  completedAt: o.completedAt?.toISOString() ?? null,
});
