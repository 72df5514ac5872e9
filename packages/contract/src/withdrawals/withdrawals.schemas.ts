import { z } from 'zod';
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

export const withdrawalSchema = z.object({
  rid: z.string(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** What leaves the wallet: amount + fee (both reserved at apply). */
  total: z.string(),
  status: withdrawalStatus.schema,
  /** Set once the user confirmed with the code sent to them. */
  confirmed: z.boolean(),
  /** The user may still revoke it (spec §4). */
  cancellable: z.boolean(),
  txId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
