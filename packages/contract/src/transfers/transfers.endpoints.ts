import { z } from 'zod';
import { coinCodeSchema, requestIdSchema, walletTypeInputSchema } from '../assets/assets.schemas';
import { appPath, defineEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import { positiveAmountSchema } from '../common/money';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import { walletTransferSchema } from './transfers.schemas';

const user = { kind: 'user' } as const;
/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const hosts = ['base', 'merchant'] as const;

export const transfersEndpoints = {
  /** Between the caller's own wallets; requestId makes a retry safe. */
  transfer: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('Transfer/Transfer'),
    input: z.object({
      coin: coinCodeSchema,
      amount: positiveAmountSchema,
      fromWalletType: walletTypeInputSchema,
      toWalletType: walletTypeInputSchema,
      requestId: requestIdSchema.optional(),
    }),
    result: walletTransferSchema,
    auth: user,
    fieldCodes: {
      [errors.insufficientBalance.code]: 'amount',
      [errors.transferBelowFee.code]: 'amount',
    },
  }),
  getTransferHistory: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Transfer/GetTransferHistory'),
    input: pagedInputSchema.extend({ coin: coinCodeSchema.optional() }),
    result: pagedResultSchema(walletTransferSchema),
    auth: user,
  }),
};
