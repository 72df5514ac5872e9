import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { pagedList } from '../common/pagination';
import { recordCall } from '../common/record-call';
import { otcOrderIdSchema, otcOrderSchema, otcOrderStatus, otcPairSchema, otcSymbolSchema } from '../otc';
import { acceptorPairStatus } from './acceptor.enums';
import {
  acceptorConfigFieldsSchema,
  acceptorConfigIdSchema,
  acceptorConfigSchema,
  acceptorInventoryItemSchema,
} from './acceptor.schemas';

/**
 * The schemas of the endpoints in acceptor.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const acceptorEndpointSchemas = {
  getSymbols: {
    input: z.object({}),
    result: z.array(otcPairSchema),
  },
  getConfigList: pagedList(acceptorConfigSchema, {
    symbol: otcSymbolSchema.optional(),
    status: z.coerce.number().pipe(enumSchema(acceptorPairStatus)).optional(),
  }),
  addConfig: {
    input: acceptorConfigFieldsSchema.extend({
      symbol: otcSymbolSchema,
      status: enumSchema(acceptorPairStatus).optional(),
    }),
    result: acceptorConfigSchema,
  },
  updateConfig: {
    input: acceptorConfigFieldsSchema.extend({ id: acceptorConfigIdSchema }),
    result: acceptorConfigSchema,
  },
  updateStatus: {
    input: z.object({ id: acceptorConfigIdSchema, status: enumSchema(acceptorPairStatus) }),
    result: acceptorConfigSchema,
  },
  getIncomingOrders: pagedList(otcOrderSchema, {
    symbol: otcSymbolSchema.optional(),
    status: z.coerce.number().pipe(enumSchema(otcOrderStatus)).optional(),
  }),
  acceptOrder: recordCall('orderId', otcOrderIdSchema, otcOrderSchema),
  declineOrder: recordCall('orderId', otcOrderIdSchema, otcOrderSchema),
  getInventory: {
    input: z.object({}),
    result: z.array(acceptorInventoryItemSchema),
  },
};
