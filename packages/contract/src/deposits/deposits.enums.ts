import { defineEnum, type EnumValue } from '../common/enum';

/** Crypto deposit, numbered in the order of spec §4. */
export const depositStatus = defineEnum({
  pendingDeposit: 0,
  confirming: 1,
  credited: 2,
  transferredOut: 3,
  completed: 4,
  belowMinimumDeposit: 5,
  frozen: 6,
  unfrozen: 7,
  lockedOrder: 8,
  abnormalOrder: 9,
  pendingVerification: 10,
  confirmed: 11,
});

export type DepositStatus = EnumValue<typeof depositStatus>;
