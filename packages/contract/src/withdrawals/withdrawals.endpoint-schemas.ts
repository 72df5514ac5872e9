import { z } from 'zod';
import { chainAddressSchema, coinCodeSchema, networkCodeSchema, requestIdSchema } from '../assets';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { pagedList } from '../common/pagination';
import { withdrawalStatus } from './withdrawals.enums';
import { withdrawalSchema } from './withdrawals.schemas';

const ridSchema = z.string().regex(/^[A-Za-z0-9]{8,40}$/);

/**
 * The schemas of the endpoints in withdrawals.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const withdrawalsEndpointSchemas = {
  apply: {
    input: z.object({
      coin: coinCodeSchema,
      network: networkCodeSchema,
      address: chainAddressSchema,
      amount: positiveAmountSchema,
      /** Required of a signed-in user; a signed API request (a withdraw key) sends none. */
      fundPassword: z.string().min(1).max(64).optional(),
      requestId: requestIdSchema.optional(),
    }),
    result: withdrawalSchema,
  },
  confirm: {
    input: z.object({ rid: ridSchema, code: z.string().regex(/^\d{6}$/) }),
    result: withdrawalSchema,
  },
  cancel: {
    input: z.object({ rid: ridSchema }),
    result: withdrawalSchema,
  },
  getList: pagedList(withdrawalSchema, {
    coin: coinCodeSchema.optional(),
    status: z.coerce.number().pipe(enumSchema(withdrawalStatus)).optional(),
  }),
};
