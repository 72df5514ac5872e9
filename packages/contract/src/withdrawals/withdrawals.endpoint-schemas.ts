import { z } from 'zod';
import {
  chainAddressSchema,
  coinCodeSchema,
  networkCodeSchema,
  requestIdSchema,
} from '../assets/assets.schemas';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import { withdrawalStatus } from './withdrawals.enums';
import { withdrawalSchema } from './withdrawals.schemas';

const ridSchema = z.string().regex(/^[A-Za-z0-9]{8,40}$/);

export const withdrawalsEndpointSchemas = {
  /** Reserves amount + fee at once; the user then confirms with the code sent to them. */
  apply: {
    input: z.object({
      coin: coinCodeSchema,
      network: networkCodeSchema,
      address: chainAddressSchema,
      amount: positiveAmountSchema,
      fundPassword: z.string().min(1).max(64),
      requestId: requestIdSchema.optional(),
    }),
    result: withdrawalSchema,
  },
  confirm: {
    input: z.object({ rid: ridSchema, code: z.string().regex(/^\d{6}$/) }),
    result: withdrawalSchema,
  },
  /** GET in the spec; revokes while cancellable and releases the reservation. */
  cancel: {
    input: z.object({ rid: ridSchema }),
    result: withdrawalSchema,
  },
  getList: {
    input: pagedInputSchema.extend({
      coin: coinCodeSchema.optional(),
      status: z.coerce.number().pipe(enumSchema(withdrawalStatus)).optional(),
    }),
    result: pagedResultSchema(withdrawalSchema),
  },
};
