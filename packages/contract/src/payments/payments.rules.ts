import { addDecimals, compareDecimals, divideDecimals, multiplyDecimals } from '../common/decimal';
import {
  type PaymentOrderState,
  type PaymentOrderStatus,
  paymentOrderState,
  paymentOrderStatus,
} from './payments.enums';

const st = paymentOrderState.members;
const rs = paymentOrderStatus.members;

/**
 * What a buyer pays in a coin for `amount` of the order's currency at `rate` (currency per coin),
 * to the coin's decimals, rounded UP: the merchant never receives less than the order's value; the
 * buyer pays at most one smallest unit more. A coin priced in itself has rate 1.
 */
export const paymentAmountDue = (amount: string, rate: string, coinDecimals: number) =>
  divideDecimals(amount, rate, coinDecimals, 'up');

/**
 * The channel fee on a settled amount, cut DOWN to the coin's decimals (a rounding never takes
 * more from the merchant than the rate says); what the merchant is credited is the rest.
 */
export function paymentFeeSplit(amount: string, feeRate: string, coinDecimals: number) {
  const fee = multiplyDecimals(amount, feeRate, coinDecimals, 'down');
  return { fee, net: addDecimals(amount, `-${fee}`) };
}

/** What is still to pay (never below zero). */
export const paymentRemaining = (due: string, paid: string) =>
  compareDecimals(paid, due) >= 0 ? '0' : addDecimals(due, `-${paid}`);

/**
 * The payment URI a wallet reads from the QR code, with the amount: BIP21 for Bitcoin
 * (`bitcoin:<address>?amount=`), the same shape for Ethereum and TRON wallets that read it.
 */
export function paymentUri(chain: string, address: string, amount: string) {
  const scheme = chain === 'bitcoin' ? 'bitcoin' : chain === 'tron' ? 'tron' : 'ethereum';
  return `${scheme}:${address}?amount=${amount}`;
}

/** Every state a payment order may move to from each state; staying put is always allowed. */
export const paymentStateTransitions: Record<PaymentOrderState, readonly PaymentOrderState[]> = {
  [st.new]: [st.paidPartial, st.processing, st.settled, st.overpaid, st.expired, st.invalid, st.paidLate],
  [st.paidPartial]: [st.processing, st.settled, st.overpaid, st.expired, st.invalid, st.paidLate],
  [st.processing]: [st.settled, st.overpaid, st.paidLate],
  [st.settled]: [st.overpaid, st.paidLate],
  [st.overpaid]: [st.paidLate],
  [st.expired]: [st.paidLate],
  [st.invalid]: [st.paidLate],
  [st.paidLate]: [],
};

export const canMovePaymentState = (from: PaymentOrderState, to: PaymentOrderState) =>
  from === to || paymentStateTransitions[from].includes(to);

/** The states in which an order still takes payments on time. */
export const paymentOrderOpen = (state: PaymentOrderState) =>
  state === st.new || state === st.paidPartial || state === st.processing;

/**
 * The state the payments say an order is in. `due` is the amount in the coin paid; each payment
 * is `confirmed` once the network's confirmations are reached and `late` when it was first seen
 * after the expiry (or after the order was made invalid). `closed` is the order's end without a
 * full payment: expired or invalid. A late payment is never lost: the order becomes paidLate.
 */
export function derivePaymentState(q: {
  due: string;
  payments: readonly { amount: string; confirmed: boolean; late: boolean }[];
  expired: boolean;
  invalid: boolean;
}): PaymentOrderState {
  const onTime = q.payments.filter((p) => !p.late);
  const late = q.payments.filter((p) => p.late);
  // Late money moves the order to paidLate once it is all confirmed; until then the order shows
  // what its on-time payments say.
  if (late.length > 0 && q.payments.every((p) => p.confirmed)) return st.paidLate;
  const closed = q.invalid ? st.invalid : q.expired ? st.expired : undefined;
  if (onTime.length === 0) return closed ?? st.new;
  const total = onTime.reduce((sum, p) => addDecimals(sum, p.amount), '0');
  const cmp = compareDecimals(total, q.due);
  if (cmp < 0) return closed ?? st.paidPartial;
  if (!onTime.every((p) => p.confirmed)) return st.processing;
  return cmp === 0 ? st.settled : st.overpaid;
}

/** Whether a settled-or-closed order waits for a person: late, over- or underpaid, or above the threshold. */
export function paymentNeedsReview(q: {
  state: PaymentOrderState;
  paid: string;
  amount: string;
  reviewThreshold: string | undefined;
}): boolean {
  if (q.state === st.paidLate || q.state === st.overpaid) return true;
  if ((q.state === st.expired || q.state === st.invalid) && compareDecimals(q.paid, '0') > 0) return true;
  return (
    q.state === st.settled &&
    q.reviewThreshold !== undefined &&
    compareDecimals(q.amount, q.reviewThreshold) >= 0
  );
}

/** Settled, over- or late paid, or closed with money in: the review status can be decided. */
const reviewDecidable = (state: PaymentOrderState, paid: string) =>
  state === st.settled ||
  state === st.overpaid ||
  state === st.paidLate ||
  ((state === st.expired || state === st.invalid) && compareDecimals(paid, '0') > 0);

/** The review statuses that close an order for the merchant. */
const finalStatuses: readonly PaymentOrderStatus[] = [rs.passed, rs.rejected, rs.refunded];

/**
 * The review status after an order's payments changed. A decided order leaves `created` (for
 * review or passed); a passed order whose state moved is decided again. Money credited after a
 * final status (passed, rejected, refunded) always goes back to review: nobody has looked at it,
 * and the buyer's money must not sit unnoticed under "rejected".
 */
export function paymentReviewStatus(q: {
  status: PaymentOrderStatus;
  state: PaymentOrderState;
  stateChanged: boolean;
  paid: string;
  needsReview: boolean;
  /** A payment to this order was credited in this change. */
  credited: boolean;
}): PaymentOrderStatus {
  if (q.credited && finalStatuses.includes(q.status)) return rs.pendingReview;
  if (!reviewDecidable(q.state, q.paid)) return q.status;
  if (q.status === rs.created || (q.status === rs.passed && q.stateChanged))
    return q.needsReview ? rs.pendingReview : rs.passed;
  return q.status;
}

/**
 * What a merchant's ledger entry belongs to, read from its transfer id: a payment's settlement
 * (`pay:<orderId>:…`) names its order, a refund (`pref:<refundId>…`) its refund; null otherwise.
 * The server writes these ids (settlementIds, refundTransferIds); a test there reads them back.
 */
export function paymentTransferSubject(
  transferId: string,
): { orderId: string } | { refundId: string } | null {
  const order = /^pay:(pay_[A-Za-z0-9_-]{20,40}):/.exec(transferId)?.[1];
  if (order) return { orderId: order };
  const refund = /^pref:(prf_[A-Za-z0-9_-]{20,40})(:|$)/.exec(transferId)?.[1];
  return refund ? { refundId: refund } : null;
}
