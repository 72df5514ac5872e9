import { defineEnum, type EnumValue } from '../common/enum';

/** Peer-to-peer and OTC order, numbered in the order of spec §4. */
export const p2pOrderStatus = defineEnum({
  awaitingDealerConfirmation: 0,
  cancelled: 1,
  awaitingUserPayment: 2,
  awaitingUserConfirmation: 3,
  awaitingDealerPayment: 4,
  completed: 5,
  paymentFailed: 6,
  pendingPayment: 7,
  payingOut: 8,
  paid: 9,
});
export type P2pOrderStatus = EnumValue<typeof p2pOrderStatus>;

export const complaintProcessingStatus = defineEnum({ processing: 0, completed: 1 });

export const complaintOutcome = defineEnum({
  userResponsibility: 0,
  dealerResponsibility: 1,
  noLiability: 2,
});

export type ComplaintProcessingStatus = EnumValue<typeof complaintProcessingStatus>;
export type ComplaintOutcome = EnumValue<typeof complaintOutcome>;

/** The user's side of an ad and an order: a `buy` ad is a dealer selling crypto to users. */
export const p2pSides = ['buy', 'sell'] as const;
export type P2pSide = (typeof p2pSides)[number];

/** Where fiat is paid outside the platform (spec §3 "payment type"): a bank and two payment apps. */
export const paymentChannel = defineEnum({ bankTransfer: 1, alipay: 2, wechatPay: 3 });
export type PaymentChannel = EnumValue<typeof paymentChannel>;

export const p2pAdStatus = defineEnum({ active: 0, paused: 1 });
export type P2pAdStatus = EnumValue<typeof p2pAdStatus>;

/**
 * Why an order was cancelled: by the user before paying (counted toward the day's limit), by the
 * payment window's end (the payer's fault, §4's timeout reasons), or by the operator's ruling.
 */
export const p2pCancelReason = defineEnum({
  userCancelled: 0,
  userUnpaidTimeout: 1,
  dealerUnpaidTimeout: 2,
  operatorRuling: 3,
  /** Both parties agreed before payment (mutual cancel): counted against nobody. */
  mutualCancel: 4,
});
export type P2pCancelReason = EnumValue<typeof p2pCancelReason>;

/**
 * Why an appeal was opened. The two "not received" reasons are §4's timeout reasons for a paid
 * order: a paid order whose receipt is not confirmed in time opens one of them by itself.
 */
export const p2pAppealReason = defineEnum({
  paidNotReleased: 0,
  paymentNotReceived: 1,
  wrongAmount: 2,
  other: 3,
  userPaidDealerNotReceivedTimeout: 4,
  dealerPaidUserNotReceivedTimeout: 5,
});
export type P2pAppealReason = EnumValue<typeof p2pAppealReason>;

/** The operator's ruling on an appeal: the escrow goes to the buyer, or back to the seller. */
export const p2pRulings = ['release', 'return'] as const;
export type P2pRuling = (typeof p2pRulings)[number];

/** How an ad is priced: a fixed price, or the reference price moved by a margin in percent. */
export const p2pPriceTypes = ['fixed', 'floating'] as const;
export type P2pPriceType = (typeof p2pPriceTypes)[number];
