import { acceptor, describeEndpoints, onBase } from '../common/endpoint';
import { errors } from '../common/errors';
import type { acceptorEndpointSchemas } from './acceptor.endpoint-schemas';

const configFieldCodes = {
  [errors.acceptorQuantityRangeInvalid.code]: 'buyMinQuantity',
  [errors.acceptorDeviationOutOfRange.code]: 'buyDeviation',
} as const;

/**
 * The acceptor's pair desk, spec §7 "PromissoryConfig": its pair configs, and (not in §7, added
 * for issue 15) its incoming orders with accept / decline and its inventory.
 */
export const acceptorEndpoints = describeEndpoints<typeof acceptorEndpointSchemas>()({
  /** The pairs an acceptor may configure. */
  getSymbols: onBase.get('PromissoryConfig/GetSymbol', acceptor),
  /** The caller's configs, one per pair, oldest first. */
  getConfigList: onBase.post('PromissoryConfig/GetConfigList', acceptor),
  /** A config for a pair the caller has none for (60203 otherwise); enabled unless `status` says so. */
  addConfig: onBase.post('PromissoryConfig/AddConfig', acceptor, {
    fieldCodes: {
      ...configFieldCodes,
      [errors.acceptorPairExists.code]: 'symbol',
      [errors.currencyNotSupported.code]: 'symbol',
    },
  }),
  /** Replaces the numbers of one of the caller's configs (its pair and status stay). */
  updateConfig: onBase.post('PromissoryConfig/UpdateConfig', acceptor, { fieldCodes: configFieldCodes }),
  /** Enables or disables one of the caller's configs; orders already placed are not affected. */
  updateStatus: onBase.post('PromissoryConfig/UpdateStatus', acceptor),
  /** Added: the orders placed against the caller, newest first (awaiting ones to answer). */
  getIncomingOrders: onBase.post('PromissoryConfig/GetIncomingOrderList', acceptor),
  /**
   * Added: accepts an order awaiting the caller, before its `answerBy`: both reservations post. The
   * same answer again returns the order; 60015 once it ended otherwise or its time is over.
   */
  acceptOrder: onBase.post('PromissoryConfig/AcceptOrder', acceptor),
  /** Added: declines an order awaiting the caller (same rules as accept): both reservations void, balances as before. */
  declineOrder: onBase.post('PromissoryConfig/DeclineOrder', acceptor),
  /** Added: the caller's inventory (spot wallet) in the coins of its configured pairs. */
  getInventory: onBase.get('PromissoryConfig/GetInventory', acceptor),
});
