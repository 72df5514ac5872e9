import { type P2pOrderStatus, p2pOrderStatus } from '../p2p';

const p = p2pOrderStatus.members;

/**
 * A credit-card purchase is a LegalCurrencyOrder (spec §7: SendCreditCardPayment,
 * CancelCreditCardOrder), so its statuses are the peer-to-peer order's numbers of spec §4, not a
 * table of its own: the ones a card order passes through. Only one waiting for its payment can be
 * cancelled (§4: "Credit-card order can be cancelled").
 */
export const cardOrderStatuses = [
  p.pendingPayment,
  p.payingOut,
  p.paid,
  p.paymentFailed,
  p.cancelled,
] as const;
export type CardOrderStatus = (typeof cardOrderStatuses)[number];

/** Whether a card order in this status may still be cancelled by its buyer. */
export const cardOrderCancellable = (status: P2pOrderStatus): boolean => status === p.pendingPayment;
