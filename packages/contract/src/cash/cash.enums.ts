import { defineEnum, type EnumValue } from '../common/enum';

/** Fiat deposit and withdrawal order, numbered in the order of spec §4. */
export const cashOrderStatus = defineEnum({
  pendingReview: 0,
  inProgress: 1,
  success: 2,
  failed: 3,
  rejected: 4,
  cancelled: 5,
  pendingPayment: 6,
});

/** Kinds of fiat record, numbered in the order of spec §4. */
export const fiatRecordType = defineEnum({
  recharge: 0,
  withdraw: 1,
  freeze: 2,
  unfreeze: 3,
  quickBuy: 4,
  quickSell: 5,
  fiatToGlobal: 6,
  globalToFiat: 7,
  internalTransferOut: 8,
  internalTransferIn: 9,
  assetAdjustment: 10,
});

/** The fiat (global) account application, as §4 lists it. */
export const fiatAccountStatus = defineEnum({
  submittedAwaitingReview: 0,
  beingCreated: 1,
  needsReconfirmation: 2,
});

/**
 * Why a cash order failed, as a catalogued code the web translates (never the bank's own words):
 * the bank adapter maps its partner's answers onto these; anything it cannot name is `other`.
 */
export const cashFailureReasons = [
  /** Our bank refused the payout outright (nothing left the account). */
  'refusedByBank',
  'accountClosed',
  'accountNotFound',
  'nameMismatch',
  /** The payee's bank rejected the payment after ours accepted it. */
  'rejectedByBeneficiaryBank',
  /** The payee's bank sent a settled payment back (days later). */
  'returnedByBeneficiaryBank',
  /** A top-up's transfer the operator sent back to the payer after review. */
  'payInRejected',
  'other',
] as const;
export type CashFailureReason = (typeof cashFailureReasons)[number];

export type CashOrderStatus = EnumValue<typeof cashOrderStatus>;
export type FiatRecordType = EnumValue<typeof fiatRecordType>;
export type FiatAccountStatus = EnumValue<typeof fiatAccountStatus>;
