import { z } from 'zod';
import { coinCodeSchema, networkCodeSchema } from '../assets';
import { enumSchema } from '../common/enum-schema';
import { pagedList } from '../common/pagination';
import { depositStatus } from './deposits.enums';
import { depositAddressSchema, depositSchema } from './deposits.schemas';

/**
 * The schemas of the endpoints in deposits.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const depositsEndpointSchemas = {
  getAddress: {
    input: z.object({ coin: coinCodeSchema, network: networkCodeSchema }),
    result: depositAddressSchema,
  },
  getList: pagedList(depositSchema, {
    coin: coinCodeSchema.optional(),
    status: z.coerce.number().pipe(enumSchema(depositStatus)).optional(),
  }),
};
