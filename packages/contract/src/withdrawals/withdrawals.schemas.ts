import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { withdrawalStatus } from './withdrawals.enums';

export const withdrawalSchema = z.object({
  rid: z.string(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** What leaves the wallet: amount + fee (both reserved at apply). */
  total: z.string(),
  status: enumSchema(withdrawalStatus),
  /** Set once the user confirmed with the code sent to them. */
  confirmed: z.boolean(),
  /** The user may still revoke it (spec §4). */
  cancellable: z.boolean(),
  txId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
