import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { depositStatus } from './deposits.enums';

export const depositAddressSchema = z.object({
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  minDeposit: z.string(),
  confirmations: z.number().int(),
});

export const depositSchema = z.object({
  id: z.number().int(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  txId: z.string(),
  amount: z.string(),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  status: enumSchema(depositStatus),
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
});
