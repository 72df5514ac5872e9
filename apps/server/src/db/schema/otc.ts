import type { AcceptorPairStatus, OtcOrderKind, OtcOrderStatus, OtcSide } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';
import { coinRef } from './assets';
import { at, idRef, money, timestamps } from './columns';
import { userRef } from './users';

/** A pair traded over the counter; operators change these rows, the migration seeds the demo pairs. */
export const otcPairs = pgTable(
  'otc_pairs',
  {
    id: serial('id').primaryKey(),
    /** `BASE/QUOTE`, e.g. BTC/USDT. */
    symbol: text('symbol').notNull().unique(),
    baseCoin: coinRef('base_coin'),
    quoteCoin: coinRef('quote_coin'),
    /** Decimals of a price (quote coin per base coin): acceptors' prices are cut to them. */
    priceDecimals: smallint('price_decimals').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('otc_pairs_two_coins', sql`${t.baseCoin} <> ${t.quoteCoin}`),
    check('otc_pairs_price_decimals', sql`${t.priceDecimals} between 0 and 18`),
  ],
);

/**
 * An acceptor's desk for one pair (spec §3 "Acceptor pair"), named from the user's side: `buy_*`
 * bound and price what users buy from the acceptor. The checks repeat the contract's rules, so no
 * path around the API stores a config that breaks them.
 */
export const acceptorConfigs = pgTable(
  'acceptor_configs',
  {
    id: serial('id').primaryKey(),
    acceptorId: userRef('acceptor_id'),
    pairId: idRef('pair_id', () => otcPairs.id),
    buyMinQuantity: money('buy_min_quantity').notNull(),
    buyMaxQuantity: money('buy_max_quantity').notNull(),
    sellMinQuantity: money('sell_min_quantity').notNull(),
    sellMaxQuantity: money('sell_max_quantity').notNull(),
    /** Percent moved from the reference price against the user, 0–20. */
    buyDeviation: money('buy_deviation').notNull(),
    sellDeviation: money('sell_deviation').notNull(),
    status: smallint('status').$type<AcceptorPairStatus>().notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('acceptor_configs_one_per_pair').on(t.acceptorId, t.pairId),
    index('acceptor_configs_pair_idx').on(t.pairId, t.status),
    check(
      'acceptor_configs_ranges',
      sql`${t.buyMinQuantity} > 0 and ${t.buyMinQuantity} <= ${t.buyMaxQuantity} and ${t.sellMinQuantity} > 0 and ${t.sellMinQuantity} <= ${t.sellMaxQuantity}`,
    ),
    check(
      'acceptor_configs_deviations',
      sql`${t.buyDeviation} between 0 and 20 and ${t.sellDeviation} between 0 and 20`,
    ),
  ],
);

/** A firm quote from one acceptor's config: used at most once (the order's unique quote id). */
export const otcQuotes = pgTable(
  'otc_quotes',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    configId: idRef('config_id', () => acceptorConfigs.id),
    side: text('side').$type<OtcSide>().notNull(),
    quantity: money('quantity').notNull(),
    price: money('price').notNull(),
    total: money('total').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('otc_quotes_expires_idx').on(t.expiresAt),
    check('otc_quotes_side', sql`${t.side} in ('buy', 'sell')`),
    check('otc_quotes_amounts', sql`${t.quantity} > 0 and ${t.price} > 0 and ${t.total} > 0`),
  ],
);

/**
 * An order at a quote. Its ledger legs (ids from the order id) reserve both sides while it awaits
 * the acceptor and post or void with its status change, in the same transaction. The names are
 * kept as they were when it was placed.
 */
export const otcOrders = pgTable(
  'otc_orders',
  {
    id: text('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .unique()
      .references(() => otcQuotes.id),
    kind: smallint('kind').$type<OtcOrderKind>().notNull(),
    userId: userRef('user_id'),
    acceptorId: userRef('acceptor_id'),
    configId: idRef('config_id', () => acceptorConfigs.id),
    symbol: text('symbol').notNull(),
    side: text('side').$type<OtcSide>().notNull(),
    baseCoin: text('base_coin').notNull(),
    quoteCoin: text('quote_coin').notNull(),
    quantity: money('quantity').notNull(),
    price: money('price').notNull(),
    total: money('total').notNull(),
    status: smallint('status').$type<OtcOrderStatus>().notNull(),
    acceptorName: text('acceptor_name').notNull(),
    userName: text('user_name').notNull(),
    createdAt: at('created_at').notNull(),
    /** When an unanswered order expires; null for a quick trade. */
    answerBy: at('answer_by'),
    resolvedAt: at('resolved_at'),
    /** Every status change moves it: the live stream follows it. */
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('otc_orders_user_idx').on(t.userId, t.createdAt),
    index('otc_orders_acceptor_idx').on(t.acceptorId, t.createdAt),
    index('otc_orders_awaiting_idx').on(t.status, t.answerBy),
    index('otc_orders_updated_idx').on(t.updatedAt),
    check('otc_orders_amounts', sql`${t.quantity} > 0 and ${t.price} > 0 and ${t.total} > 0`),
    check('otc_orders_two_parties', sql`${t.userId} <> ${t.acceptorId}`),
  ],
);
