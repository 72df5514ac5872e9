import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';
import { enumSchema } from '../common/enum-schema';
import { errors } from '../common/errors';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import {
  otcOrderIdSchema,
  otcOrderSchema,
  otcOrderStatus,
  otcPairSchema,
  otcSymbolSchema,
} from '../otc/otc.schemas';
import {
  acceptorConfigFieldsSchema,
  acceptorConfigIdSchema,
  acceptorConfigSchema,
  acceptorInventoryItemSchema,
  acceptorPairStatus,
} from './acceptor.schemas';

const hosts = ['base'] as const;
/** Account type 6 only (spec §6); any other account gets 403. */
const acceptor = { kind: 'acceptor' } as const;
const configFieldCodes = {
  [errors.acceptorQuantityRangeInvalid.code]: 'buyMinQuantity',
  [errors.acceptorDeviationOutOfRange.code]: 'buyDeviation',
} as const;

/**
 * The acceptor's pair desk, spec §7 "PromissoryConfig": its pair configs, and (not in §7, added
 * for issue 15) its incoming orders with accept / decline and its inventory.
 */
export const acceptorEndpoints = {
  /** The pairs an acceptor may configure. */
  getSymbols: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('PromissoryConfig/GetSymbol'),
    input: z.object({}),
    result: z.array(otcPairSchema),
    auth: acceptor,
  }),
  /** The caller's configs, one per pair, oldest first. */
  getConfigList: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/GetConfigList'),
    input: pagedInputSchema.extend({
      symbol: otcSymbolSchema.optional(),
      status: z.coerce.number().pipe(enumSchema(acceptorPairStatus)).optional(),
    }),
    result: pagedResultSchema(acceptorConfigSchema),
    auth: acceptor,
  }),
  /** A config for a pair the caller has none for (60203 otherwise); enabled unless `status` says so. */
  addConfig: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/AddConfig'),
    input: acceptorConfigFieldsSchema.extend({
      symbol: otcSymbolSchema,
      status: enumSchema(acceptorPairStatus).optional(),
    }),
    result: acceptorConfigSchema,
    auth: acceptor,
    fieldCodes: {
      ...configFieldCodes,
      [errors.acceptorPairExists.code]: 'symbol',
      [errors.currencyNotSupported.code]: 'symbol',
    },
  }),
  /** Replaces the numbers of one of the caller's configs (its pair and status stay). */
  updateConfig: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/UpdateConfig'),
    input: acceptorConfigFieldsSchema.extend({ id: acceptorConfigIdSchema }),
    result: acceptorConfigSchema,
    auth: acceptor,
    fieldCodes: configFieldCodes,
  }),
  /** Enables or disables one of the caller's configs; orders already placed are not affected. */
  updateStatus: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/UpdateStatus'),
    input: z.object({ id: acceptorConfigIdSchema, status: enumSchema(acceptorPairStatus) }),
    result: acceptorConfigSchema,
    auth: acceptor,
  }),
  /** Added: the orders placed against the caller, newest first (awaiting ones to answer). */
  getIncomingOrders: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/GetIncomingOrderList'),
    input: pagedInputSchema.extend({
      symbol: otcSymbolSchema.optional(),
      status: z.coerce.number().pipe(enumSchema(otcOrderStatus)).optional(),
    }),
    result: pagedResultSchema(otcOrderSchema),
    auth: acceptor,
  }),
  /**
   * Added: accepts an order awaiting the caller, before its `answerBy`: both reservations post. The
   * same answer again returns the order; 60015 once it ended otherwise or its time is over.
   */
  acceptOrder: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/AcceptOrder'),
    input: z.object({ orderId: otcOrderIdSchema }),
    result: otcOrderSchema,
    auth: acceptor,
  }),
  /** Added: declines an order awaiting the caller (same rules as accept): both reservations void, balances as before. */
  declineOrder: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/DeclineOrder'),
    input: z.object({ orderId: otcOrderIdSchema }),
    result: otcOrderSchema,
    auth: acceptor,
  }),
  /** Added: the caller's inventory (spot wallet) in the coins of its configured pairs. */
  getInventory: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('PromissoryConfig/GetInventory'),
    input: z.object({}),
    result: z.array(acceptorInventoryItemSchema),
    auth: acceptor,
  }),
};
