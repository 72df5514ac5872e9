import { z } from 'zod';
import { coinCodeSchema, networkCodeSchema } from '../assets/assets.schemas';
import { appPath, defineEndpoint } from '../common/endpoint';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import { depositAddressSchema, depositSchema, depositStatus } from './deposits.schemas';

const user = { kind: 'user' } as const;
/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const hosts = ['base', 'merchant'] as const;

export const depositsEndpoints = {
  getAddress: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('CoinTransactionIn/GetAddress'),
    input: z.object({ coin: coinCodeSchema, network: networkCodeSchema }),
    result: depositAddressSchema,
    auth: user,
  }),
  getList: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionIn/GetListByCoinTransactionIn'),
    input: pagedInputSchema.extend({
      coin: coinCodeSchema.optional(),
      status: z.coerce.number().pipe(depositStatus.schema).optional(),
    }),
    result: pagedResultSchema(depositSchema),
    auth: user,
  }),
};
