import { z } from 'zod';
import { walletType } from '../assets';
import { enumSchema } from '../common/enum-schema';

export const walletTransferSchema = z.object({
  id: z.string(),
  coin: z.string(),
  amount: z.string(),
  fromWalletType: enumSchema(walletType),
  toWalletType: enumSchema(walletType),
  createdAt: z.string(),
});
