import { z } from 'zod';
import { coinCodeSchema, networkCodeSchema } from '../assets/assets.schemas';
import { enumSchema } from '../common/enum-schema';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import { depositStatus } from './deposits.enums';
import { depositAddressSchema, depositSchema } from './deposits.schemas';

export const depositsEndpointSchemas = {
  getAddress: {
    input: z.object({ coin: coinCodeSchema, network: networkCodeSchema }),
    result: depositAddressSchema,
  },
  getList: {
    input: pagedInputSchema.extend({
      coin: coinCodeSchema.optional(),
      status: z.coerce.number().pipe(enumSchema(depositStatus)).optional(),
    }),
    result: pagedResultSchema(depositSchema),
  },
};
