import type {
  ComplaintOutcome,
  ComplaintProcessingStatus,
  P2pAdStatus,
  P2pAppealReason,
  P2pCancelReason,
  P2pOrderStatus,
  P2pPriceType,
  P2pSide,
  PaymentChannel,
} from '@coffer/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { coinRef } from './assets';
import { at, idRef, money, timestamps } from './columns';
import { userRef, users } from './users';

/** A user's receiving payment method; `active` false once deleted (orders keep pointing at it). */
export const p2pPaymentMethods = pgTable(
  'p2p_payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    channel: smallint('channel').$type<PaymentChannel>().notNull(),
    holderName: text('holder_name').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    // One active method per channel and user: the database refuses a second even under a race.
    uniqueIndex('p2p_payment_methods_one_per_channel').on(t.userId, t.channel).where(sql`${t.active}`),
  ],
);

/** A dealer's ad: `side` is the user's (a `buy` ad sells the dealer's crypto). */
export const p2pAds = pgTable(
  'p2p_ads',
  {
    id: serial('id').primaryKey(),
    dealerId: userRef('dealer_id'),
    side: text('side').$type<P2pSide>().notNull(),
    coin: coinRef('coin'),
    fiat: text('fiat').notNull(),
    /** A fixed ad's price; null on a floating one (its price is the reference's, moved by `margin`). */
    price: money('price'),
    priceType: text('price_type').$type<P2pPriceType>().notNull().default('fixed'),
    /** A floating ad's margin on the reference price, in percent (p2pMarginRange). */
    margin: money('margin'),
    minTotal: money('min_total').notNull(),
    maxTotal: money('max_total').notNull(),
    /** Crypto still on offer: lowered by each order, raised again when one is cancelled. */
    available: money('available').notNull(),
    channels: jsonb('channels').$type<PaymentChannel[]>().notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    status: smallint('status').$type<P2pAdStatus>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('p2p_ads_market_idx').on(t.side, t.coin, t.fiat, t.status),
    check('p2p_ads_side', sql`${t.side} in ('buy', 'sell')`),
    check(
      'p2p_ads_amounts',
      sql`${t.price} > 0 and ${t.minTotal} > 0 and ${t.minTotal} <= ${t.maxTotal} and ${t.available} >= 0`,
    ),
    // Each ad has exactly the price of its kind.
    check(
      'p2p_ads_price_type',
      sql`(${t.priceType} = 'fixed' and ${t.price} is not null and ${t.margin} is null) or (${t.priceType} = 'floating' and ${t.price} is null and ${t.margin} is not null)`,
    ),
  ],
);

/**
 * An order against an ad. The escrow is one pending ledger transfer from the seller to the buyer
 * (`p2p:<id>:escrow`), posted on release and voided on cancel. `payBy` / `confirmBy` are the
 * timers; the job acts on them only while no appeal is open.
 */
export const p2pOrders = pgTable(
  'p2p_orders',
  {
    id: text('id').primaryKey(),
    adId: idRef('ad_id', () => p2pAds.id),
    side: text('side').$type<P2pSide>().notNull(),
    userId: userRef('user_id'),
    dealerId: userRef('dealer_id'),
    coin: coinRef('coin'),
    fiat: text('fiat').notNull(),
    price: money('price').notNull(),
    quantity: money('quantity').notNull(),
    total: money('total').notNull(),
    channel: smallint('channel').$type<PaymentChannel>().notNull(),
    /** The method fiat is paid to: the dealer's on a buy, the user's on a sell. */
    payeeMethodId: idRef('payee_method_id', () => p2pPaymentMethods.id),
    status: smallint('status').$type<P2pOrderStatus>().notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    payBy: at('pay_by').notNull(),
    paidAt: at('paid_at'),
    confirmBy: at('confirm_by'),
    endedAt: at('ended_at'),
    cancelReason: smallint('cancel_reason').$type<P2pCancelReason>(),
    /** Whether the cancellation counts toward the user's 3 a day (never when the job ran late). */
    cancelCounted: boolean('cancel_counted').notNull().default(false),
    vouchers: jsonb('vouchers').$type<string[]>().notNull().default([]),
    appealOpen: boolean('appeal_open').notNull().default(false),
    /** The party that proposed a mutual cancel, until it is answered (kept on an order cancelled so). */
    cancelProposedBy: integer('cancel_proposed_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('p2p_orders_user_idx').on(t.userId, t.createdAt),
    index('p2p_orders_dealer_idx').on(t.dealerId, t.createdAt),
    index('p2p_orders_due_idx').on(t.status, t.appealOpen),
    // The live stream asks each second for the orders changed since its cursor.
    index('p2p_orders_updated_idx').on(t.updatedAt),
    check('p2p_orders_side', sql`${t.side} in ('buy', 'sell')`),
    check('p2p_orders_amounts', sql`${t.quantity} > 0 and ${t.price} > 0 and ${t.total} > 0`),
  ],
);

/** A complaint ticket on an order; at most one open per order (the partial unique index). */
export const p2pAppeals = pgTable(
  'p2p_appeals',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => p2pOrders.id),
    /** null when the receipt timer opened it. */
    openedBy: integer('opened_by').references(() => users.id),
    reason: smallint('reason').$type<P2pAppealReason>().notNull(),
    remark: text('remark').notNull(),
    proofs: jsonb('proofs').$type<string[]>().notNull(),
    status: smallint('status').$type<ComplaintProcessingStatus>().notNull(),
    /** The operator who took it (ops), before ruling. */
    takenBy: text('taken_by'),
    outcome: smallint('outcome').$type<ComplaintOutcome>(),
    ruling: text('ruling').$type<'release' | 'return' | 'settled'>(),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('p2p_appeals_one_open').on(t.orderId).where(sql`${t.status} = 0`),
    index('p2p_appeals_order_idx').on(t.orderId),
  ],
);
