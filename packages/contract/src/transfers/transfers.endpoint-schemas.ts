import { z } from 'zod';
import { coinCodeSchema, requestIdSchema, walletTypeInputSchema } from '../assets/assets.schemas';
import { positiveAmountSchema } from '../common/money';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import { walletTransferSchema } from './transfers.schemas';

export const transfersEndpointSchemas = {
  /** Between the caller's own wallets; requestId makes a retry safe. */
  transfer: {
    input: z.object({
      coin: coinCodeSchema,
      amount: positiveAmountSchema,
      fromWalletType: walletTypeInputSchema,
      toWalletType: walletTypeInputSchema,
      requestId: requestIdSchema.optional(),
    }),
    result: walletTransferSchema,
  },
  getTransferHistory: {
    input: pagedInputSchema.extend({ coin: coinCodeSchema.optional() }),
    result: pagedResultSchema(walletTransferSchema),
  },
};
