import { appPath, describeEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import type { acceptorEndpointSchemas } from './acceptor.endpoint-schemas';

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
  getSymbols: describeEndpoint<typeof acceptorEndpointSchemas.getSymbols>()({
    hosts,
    method: 'GET',
    path: appPath('PromissoryConfig/GetSymbol'),
    auth: acceptor,
  }),
  /** The caller's configs, one per pair, oldest first. */
  getConfigList: describeEndpoint<typeof acceptorEndpointSchemas.getConfigList>()({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/GetConfigList'),
    auth: acceptor,
  }),
  /** A config for a pair the caller has none for (60203 otherwise); enabled unless `status` says so. */
  addConfig: describeEndpoint<typeof acceptorEndpointSchemas.addConfig>()({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/AddConfig'),
    auth: acceptor,
    fieldCodes: {
      ...configFieldCodes,
      [errors.acceptorPairExists.code]: 'symbol',
      [errors.currencyNotSupported.code]: 'symbol',
    },
  }),
  /** Replaces the numbers of one of the caller's configs (its pair and status stay). */
  updateConfig: describeEndpoint<typeof acceptorEndpointSchemas.updateConfig>()({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/UpdateConfig'),
    auth: acceptor,
    fieldCodes: configFieldCodes,
  }),
  /** Enables or disables one of the caller's configs; orders already placed are not affected. */
  updateStatus: describeEndpoint<typeof acceptorEndpointSchemas.updateStatus>()({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/UpdateStatus'),
    auth: acceptor,
  }),
  /** Added: the orders placed against the caller, newest first (awaiting ones to answer). */
  getIncomingOrders: describeEndpoint<typeof acceptorEndpointSchemas.getIncomingOrders>()({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/GetIncomingOrderList'),
    auth: acceptor,
  }),
  /**
   * Added: accepts an order awaiting the caller, before its `answerBy`: both reservations post. The
   * same answer again returns the order; 60015 once it ended otherwise or its time is over.
   */
  acceptOrder: describeEndpoint<typeof acceptorEndpointSchemas.acceptOrder>()({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/AcceptOrder'),
    auth: acceptor,
  }),
  /** Added: declines an order awaiting the caller (same rules as accept): both reservations void, balances as before. */
  declineOrder: describeEndpoint<typeof acceptorEndpointSchemas.declineOrder>()({
    hosts,
    method: 'POST',
    path: appPath('PromissoryConfig/DeclineOrder'),
    auth: acceptor,
  }),
  /** Added: the caller's inventory (spot wallet) in the coins of its configured pairs. */
  getInventory: describeEndpoint<typeof acceptorEndpointSchemas.getInventory>()({
    hosts,
    method: 'GET',
    path: appPath('PromissoryConfig/GetInventory'),
    auth: acceptor,
  }),
};
