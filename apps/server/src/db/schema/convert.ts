import type { ConvertSide, ExchangeStatus } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { coinRef } from './assets';
import { at, idRef, money } from './columns';
import { userRef } from './users';

/**
 * A pair users may convert (flash exchange), with the bounds of the amount paid on each side and
 * the house spread. Operators change these rows; the migration seeds the demo pairs.
 */
export const convertPairs = pgTable(
  'convert_pairs',
  {
    id: serial('id').primaryKey(),
    /** `BASE/QUOTE`, e.g. BTC/USDT. */
    symbol: text('symbol').notNull().unique(),
    baseCoin: coinRef('base_coin'),
    quoteCoin: coinRef('quote_coin'),
    /** Bounds of the amount paid when selling (in the base coin) and when buying (in the quote coin). */
    baseMinAmount: money('base_min_amount').notNull(),
    baseMaxAmount: money('base_max_amount').notNull(),
    quoteMinAmount: money('quote_min_amount').notNull(),
    quoteMaxAmount: money('quote_max_amount').notNull(),
    /** Decimals of the price shown (quote coin per base coin). */
    priceDecimals: smallint('price_decimals').notNull(),
    /** The house spread, in basis points, taken off the reference price on each side. */
    spreadBps: integer('spread_bps').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('convert_pairs_two_coins', sql`${t.baseCoin} <> ${t.quoteCoin}`),
    check(
      'convert_pairs_bounds',
      sql`${t.baseMinAmount} > 0 and ${t.baseMinAmount} <= ${t.baseMaxAmount} and ${t.quoteMinAmount} > 0 and ${t.quoteMinAmount} <= ${t.quoteMaxAmount}`,
    ),
    check('convert_pairs_spread', sql`${t.spreadBps} >= 0 and ${t.spreadBps} < 10000`),
    check('convert_pairs_price_decimals', sql`${t.priceDecimals} between 0 and 18`),
  ],
);

/**
 * A firm quote: what the user pays and receives at a fixed price until it expires. Executed at
 * most once (the order's unique quote id, and the ledger transfer ids derived from it).
 */
export const convertQuotes = pgTable(
  'convert_quotes',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    pairId: idRef('pair_id', () => convertPairs.id),
    side: text('side').$type<ConvertSide>().notNull(),
    fromCoin: text('from_coin').notNull(),
    toCoin: text('to_coin').notNull(),
    fromAmount: money('from_amount').notNull(),
    toAmount: money('to_amount').notNull(),
    price: money('price').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('convert_quotes_expires_idx').on(t.expiresAt),
    check('convert_quotes_side', sql`${t.side} in ('buy', 'sell')`),
    check('convert_quotes_amounts', sql`${t.fromAmount} > 0 and ${t.toAmount} > 0 and ${t.price} > 0`),
  ],
);

/** An executed quote: its two ledger legs committed with this row. */
export const convertOrders = pgTable(
  'convert_orders',
  {
    id: text('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .unique()
      .references(() => convertQuotes.id),
    userId: userRef('user_id'),
    symbol: text('symbol').notNull(),
    side: text('side').$type<ConvertSide>().notNull(),
    fromCoin: text('from_coin').notNull(),
    toCoin: text('to_coin').notNull(),
    fromAmount: money('from_amount').notNull(),
    toAmount: money('to_amount').notNull(),
    price: money('price').notNull(),
    status: smallint('status').$type<ExchangeStatus>().notNull(),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('convert_orders_user_idx').on(t.userId, t.createdAt),
    check('convert_orders_amounts', sql`${t.fromAmount} > 0 and ${t.toAmount} > 0 and ${t.price} > 0`),
  ],
);

/**
 * A limit order (CreateCoinTradeOrder): `fromAmount` reserved from the user's flash-exchange wallet
 * by the pending transfer `convert-limit:<id>:reserve`, until the fill job posts it (status
 * complete, `toAmount` set), or the owner cancels it or it expires (voided). Every transfer id
 * derives from the order id, so each of these happens once.
 */
export const convertLimitOrders = pgTable(
  'convert_limit_orders',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    pairId: idRef('pair_id', () => convertPairs.id),
    symbol: text('symbol').notNull(),
    side: text('side').$type<ConvertSide>().notNull(),
    fromCoin: text('from_coin').notNull(),
    toCoin: text('to_coin').notNull(),
    fromAmount: money('from_amount').notNull(),
    limitPrice: money('limit_price').notNull(),
    toAmount: money('to_amount'),
    status: smallint('status').$type<ExchangeStatus>().notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('convert_limit_orders_user_idx').on(t.userId, t.createdAt),
    // The jobs look only at orders in progress (status 0), by pair.
    index('convert_limit_orders_open_idx').on(t.pairId, t.side, t.limitPrice).where(sql`${t.status} = 0`),
    index('convert_limit_orders_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 0`),
    // The live stream asks every second for orders placed or ended since its cursor.
    index('convert_limit_orders_created_idx').on(t.createdAt),
    index('convert_limit_orders_finished_idx').on(t.finishedAt),
    check('convert_limit_orders_side', sql`${t.side} in ('buy', 'sell')`),
    check('convert_limit_orders_amounts', sql`${t.fromAmount} > 0 and ${t.limitPrice} > 0`),
    check('convert_limit_orders_filled', sql`(${t.status} = 1) = (${t.toAmount} is not null)`),
  ],
);
