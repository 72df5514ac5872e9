import { z } from 'zod';
import { walletType } from '../assets/assets.schemas';

export const walletTransferSchema = z.object({
  id: z.string(),
  coin: z.string(),
  amount: z.string(),
  fromWalletType: walletType.schema,
  toWalletType: walletType.schema,
  createdAt: z.string(),
});
