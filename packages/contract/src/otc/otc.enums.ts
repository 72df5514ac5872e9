import { defineEnum, type EnumValue } from '../common/enum';

/**
 * An OTC (promissory) order's status. An order placed at a quote waits for its acceptor
 * (`awaitingAcceptor`, both sides reserved), then ends `completed` (accepted: both reservations
 * post), `declined` (both void) or `expired` (unanswered in time: both void). A quick trade is
 * `completed` the moment it is recorded.
 */
export const otcOrderStatus = defineEnum({ awaitingAcceptor: 0, completed: 1, declined: 2, expired: 3 });
export type OtcOrderStatus = EnumValue<typeof otcOrderStatus>;

/** `order`: placed at a quote, answered by the acceptor; `quickTrade`: filled at once. */
export const otcOrderKind = defineEnum({ order: 0, quickTrade: 1 });
export type OtcOrderKind = EnumValue<typeof otcOrderKind>;

/**
 * The user's side of the base coin: `buy` pays the quote coin and receives the base coin; `sell`
 * pays the base coin and receives the quote coin. Quantities are always in the base coin.
 */
export const otcSides = ['buy', 'sell'] as const;
export type OtcSide = (typeof otcSides)[number];
