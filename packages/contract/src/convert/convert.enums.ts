import { defineEnum, type EnumValue } from '../common/enum';

/**
 * A convert order, numbered in the order of spec §4 "Exchange" (in progress, complete, failure),
 * then the two ends a limit order has that §4 does not name: cancelled by its owner, expired.
 */
export const exchangeStatus = defineEnum({
  inProgress: 0,
  complete: 1,
  failure: 2,
  cancelled: 3,
  expired: 4,
});
/**
 * A convert order's status. An executed quote is `complete` the moment it is recorded (both ledger
 * legs commit with the order). A limit order (CreateCoinTradeOrder) is `inProgress` while it waits
 * for its price, then `complete`, `cancelled` or `expired`. Nothing is written `failure` yet: a
 * refused attempt is not stored, and a limit order that cannot fill stays in progress.
 */
export type ExchangeStatus = EnumValue<typeof exchangeStatus>;
