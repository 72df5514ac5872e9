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

export type CashOrderStatus = EnumValue<typeof cashOrderStatus>;
export type FiatRecordType = EnumValue<typeof fiatRecordType>;
export type FiatAccountStatus = EnumValue<typeof fiatAccountStatus>;
