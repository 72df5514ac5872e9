import { z } from 'zod';
import { coinCodeSchema, requestIdSchema, walletTypeInputSchema } from '../assets';
import { positiveAmountSchema } from '../common/money';
import { pagedList } from '../common/pagination';
import { walletTransferSchema } from './transfers.schemas';

/**
 * The schemas of the endpoints in transfers.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const transfersEndpointSchemas = {
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
  getTransferHistory: pagedList(walletTransferSchema, { coin: coinCodeSchema.optional() }),
};
