import { defineEnum, type EnumValue } from '../common/enum';

/** Crypto withdrawal, numbered in the order of spec §4. */
export const withdrawalStatus = defineEnum({
  pendingSend: 0,
  pendingMultisig: 1,
  waitingSuperiorApproval: 2,
  accepted: 3,
  pendingReview: 4,
  processing: 5,
  failed: 6,
  reviewRejected: 7,
  pendingSignature: 8,
  revoked: 9,
});

export type WithdrawalStatus = EnumValue<typeof withdrawalStatus>;
