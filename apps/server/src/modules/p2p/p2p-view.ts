import {
  type P2pAd,
  type P2pAppeal,
  type P2pOrder,
  type PaymentMethod,
  p2pAwaitingPayment,
  p2pCancelReason,
  p2pOrderIsOpen,
} from '@coffer/contract';
import { toWire } from '../../lib/money';
import { maskedUid } from '../otc/otc.module';
import type { P2pAdRow, P2pAppealRow, P2pOrderRow, PaymentMethodRow } from './p2p.repo';
import { payerOf } from './p2p.shared';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** How a dealer is shown to users: its name, or its masked uid. */
export const dealerName = (d: { name: string | null; uid: string }) =>
  d.name?.trim() ? d.name.trim() : maskedUid(d.uid);

export const paymentMethodView = (m: PaymentMethodRow): PaymentMethod => ({
  id: m.id,
  channel: m.channel,
  holderName: m.holderName,
  fields: m.fields,
  createdAt: m.createdAt.toISOString(),
});

export interface DealerRecord {
  name: string;
  completed: number;
  ended: number;
  releaseSeconds: string | null;
}

/** What the ad's price and held quantity are now (p2pAdPrice, the open orders), read by the caller. */
export interface AdNow {
  price: string | undefined;
  held: string;
}

export function adView(ad: P2pAdRow, dealer: DealerRecord, now: AdNow): P2pAd {
  const rate = dealer.ended === 0 ? '100.0' : ((dealer.completed * 1000) / dealer.ended / 10).toFixed(1);
  return {
    id: ad.id,
    side: ad.side,
    coin: ad.coin,
    fiat: ad.fiat,
    price: now.price ?? null,
    priceType: ad.priceType,
    margin: ad.margin === null ? null : toWire(ad.margin),
    minTotal: toWire(ad.minTotal),
    maxTotal: toWire(ad.maxTotal),
    available: toWire(ad.available),
    held: toWire(now.held),
    channels: ad.channels,
    windowMinutes: ad.windowMinutes,
    status: ad.status,
    dealerName: dealer.name,
    completedOrders: dealer.completed,
    completionRate: rate,
    averageReleaseSeconds: dealer.releaseSeconds === null ? null : Math.round(Number(dealer.releaseSeconds)),
  };
}

/**
 * An order as `viewerId` sees it. The payee's account is attached only for the party that must
 * pay, only while the order is open: the caller passes it, and this drops it otherwise.
 */
export function orderView(
  o: P2pOrderRow,
  viewerId: number,
  names: { dealer: string; user: string },
  payee: PaymentMethodRow | undefined,
  voucherUrls: string[],
): P2pOrder {
  const showPayee = payee !== undefined && viewerId === payerOf(o) && p2pOrderIsOpen(o.status);
  return {
    orderId: o.id,
    adId: o.adId,
    side: o.side,
    coin: o.coin,
    fiat: o.fiat,
    price: toWire(o.price),
    quantity: toWire(o.quantity),
    total: toWire(o.total),
    channel: o.channel,
    status: o.status,
    dealerName: names.dealer,
    userName: names.user,
    role: viewerId === o.dealerId ? 'dealer' : 'user',
    createdAt: o.createdAt.toISOString(),
    payBy: o.payBy.toISOString(),
    paidAt: iso(o.paidAt),
    confirmBy: iso(o.confirmBy),
    endedAt: iso(o.endedAt),
    cancelReason: o.cancelReason,
    vouchers: o.vouchers,
    voucherUrls,
    appealOpen: o.appealOpen,
    payee: showPayee ? { channel: payee.channel, holderName: payee.holderName, fields: payee.fields } : null,
    cancelProposedBy: cancelProposal(o),
  };
}

/** Who proposed a mutual cancel: while it can still be answered, or on the order it cancelled. */
function cancelProposal(o: P2pOrderRow): P2pOrder['cancelProposedBy'] {
  const shown = p2pAwaitingPayment(o.status) || o.cancelReason === p2pCancelReason.members.mutualCancel;
  if (o.cancelProposedBy === null || !shown) return null;
  return o.cancelProposedBy === o.dealerId ? 'dealer' : 'user';
}

export const appealView = (
  a: P2pAppealRow,
  order: Pick<P2pOrderRow, 'dealerId'>,
  proofUrls: string[],
): P2pAppeal => ({
  appealId: a.id,
  orderId: a.orderId,
  openedBy: a.openedBy === null ? null : a.openedBy === order.dealerId ? 'dealer' : 'user',
  reason: a.reason,
  remark: a.remark,
  proofs: a.proofs,
  proofUrls,
  status: a.status,
  outcome: a.outcome,
  ruling: a.ruling,
  createdAt: a.createdAt.toISOString(),
  resolvedAt: iso(a.resolvedAt),
});
