import {
  type BankChannel,
  type GlobalPayInReviewReason,
  globalPayInReviewReasons,
  globalPayInStatus,
} from '@coffer/contract';
import { Dec, toWire } from '../../lib/money';
import type {
  GlobalAccountRow,
  GlobalDetailsRow,
  GlobalMoveRow,
  GlobalPayInRow,
  WhitelistRow,
} from './global-account.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const globalAccountView = (a: GlobalAccountRow) => ({
  opened: a.openedAt !== null,
  status: a.openedAt ? null : a.status,
  channel: a.channel,
  reason: a.reason,
  createdAt: a.createdAt.toISOString(),
  submittedAt: a.submittedAt.toISOString(),
  openedAt: iso(a.openedAt),
});

export const whitelistView = (w: WhitelistRow) => ({
  id: w.id,
  currency: w.currency,
  paymentType: w.paymentType,
  country: w.country,
  holderName: w.holderName,
  friendlyName: w.friendlyName,
  fields: w.fields,
  usableFrom: w.usableFrom.toISOString(),
  createdAt: w.createdAt.toISOString(),
});

const reviewReason = (stored: string | null): GlobalPayInReviewReason | null =>
  stored === null ? null : (globalPayInReviewReasons.find((r) => r === stored) ?? 'notWhitelisted');

export const payInView = (p: GlobalPayInRow) => ({
  id: p.id,
  currency: p.currency,
  amount: toWire(p.amount),
  fee: toWire(p.fee),
  credited: p.status === globalPayInStatus.members.credited ? toWire(new Dec(p.amount).minus(p.fee)) : null,
  status: p.status,
  reviewReason: reviewReason(p.reviewReason),
  returnReason: p.status === globalPayInStatus.members.returned ? p.note : null,
  payerName: p.payerName,
  payerAccount: p.payerAccount,
  whitelistId: p.whitelistId,
  reference: p.reference,
  createdAt: p.createdAt.toISOString(),
  completedAt: iso(p.completedAt),
});

export const moveView = (m: GlobalMoveRow) => ({
  id: m.id,
  recordType: m.recordType,
  currency: m.currency,
  amount: toWire(m.amount),
  fee: toWire(m.fee),
  net: toWire(new Dec(m.amount).minus(m.fee)),
  createdAt: m.createdAt.toISOString(),
});

export const detailsView = (
  d: GlobalDetailsRow,
  extra: {
    paymentTypes: BankChannel[];
    country: string;
    bankName: string;
    bankAddress: string;
    accountName: string;
  },
) => ({ currency: d.currency, paymentType: d.paymentType, account: d.account, ...extra });
