import type { PaymentOrderState, PaymentOrderStatus, PaymentRefundStatus } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, coinNetwork, keyRef, money, timestamps } from './columns';
import { userRef, users } from './users';

/**
 * A merchant's payment order (invoice). `state` is what the chain says (BTCPay's states),
 * `status` the spec's review status (§4). The money columns are running totals the scan keeps in
 * step with the payments (in the coin paid); `seq` numbers the order's deposit addresses.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    seq: serial('seq').notNull().unique(),
    merchantId: userRef('merchant_id'),
    /** The sub-merchant (cashier) the order belongs to: it made it, or it came from its receipt code. */
    subMerchantId: integer('sub_merchant_id').references(() => users.id),
    merchantOrderNo: text('merchant_order_no').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    state: smallint('state').$type<PaymentOrderState>().notNull(),
    status: smallint('status').$type<PaymentOrderStatus>().notNull(),
    needsReview: boolean('needs_review').notNull().default(false),
    buyerEmail: text('buyer_email'),
    redirectUrl: text('redirect_url'),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    paidCoin: text('paid_coin'),
    paidNetwork: text('paid_network'),
    paid: money('paid').notNull().default('0'),
    overpaid: money('overpaid').notNull().default('0'),
    credited: money('credited').notNull().default('0'),
    fee: money('fee').notNull().default('0'),
    /**
     * The channel fee rate the order settles at (0.005 = 0.5 %): fixed at its first credit, so
     * every payment to the order is charged the rate its detail shows; null before any credit.
     */
    feeRate: money('fee_rate'),
    refunded: money('refunded').notNull().default('0'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** When it expired or was made invalid: payments first seen after this are late. */
    closedAt: at('closed_at'),
    settledAt: at('settled_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('payment_orders_merchant_no').on(t.merchantId, t.merchantOrderNo),
    index('payment_orders_merchant_idx').on(t.merchantId, t.createdAt),
    index('payment_orders_sub_merchant_idx').on(t.subMerchantId, t.createdAt),
    index('payment_orders_expiry_idx').on(t.state, t.expiresAt),
    check('payment_orders_amount', sql`${t.amount} > 0`),
    // Never more refunded than paid (the last line of defence under concurrency).
    check('payment_orders_refund_bound', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.paid}`),
  ],
);

/** A coin an order may be paid in: a fresh address (derived from `derivation_index`) and the amount at the locked rate. */
export const paymentOrderCoins = pgTable(
  'payment_order_coins',
  {
    orderId: keyRef('order_id', () => paymentOrders.id),
    ...coinNetwork(),
    chain: text('chain').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    address: text('address').notNull(),
    rate: money('rate').notNull(),
    amountDue: money('amount_due').notNull(),
    confirmations: smallint('confirmations').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.coin, t.network] }),
    // One order per address and coin: a transfer finds its order by both.
    unique('payment_order_coins_address').on(t.address, t.coin, t.network),
  ],
);

/** A transfer the chain brought to an order's address; credited to the merchant once confirmed. */
export const paymentOrderPayments = pgTable(
  'payment_order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: keyRef('order_id', () => paymentOrders.id),
    ...coinNetwork(),
    txId: text('tx_id').notNull(),
    amount: money('amount').notNull(),
    confirmations: integer('confirmations').notNull(),
    requiredConfirmations: integer('required_confirmations').notNull(),
    late: boolean('late').notNull(),
    credited: boolean('credited').notNull().default(false),
    seenAt: at('seen_at').notNull(),
    creditedAt: at('credited_at'),
  },
  (t) => [
    unique('payment_order_payments_tx').on(t.network, t.txId),
    index('payment_order_payments_order_idx').on(t.orderId),
  ],
);

/** A refund to the buyer: reserved in the merchant's cloud wallet, then sent and posted. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    orderId: keyRef('order_id', () => paymentOrders.id),
    merchantId: userRef('merchant_id'),
    ...coinNetwork(),
    address: text('address').notNull(),
    amount: money('amount').notNull(),
    status: smallint('status').$type<PaymentRefundStatus>().notNull(),
    txId: text('tx_id'),
    ...timestamps(),
  },
  (t) => [
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_merchant_idx').on(t.merchantId, t.status),
  ],
);

/** Every event an order published, in order: the detail's timeline (the webhooks area delivers them). */
export const paymentOrderEvents = pgTable(
  'payment_order_events',
  {
    id: serial('id').primaryKey(),
    merchantId: userRef('merchant_id'),
    orderId: text('order_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('payment_order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * A counter's static QR code (receipt code): the customer types an amount in `currency` and gets a
 * payment order of the merchant, belonging to the sub-merchant (till) when one is named.
 */
export const receiptCodes = pgTable(
  'receipt_codes',
  {
    id: text('id').primaryKey(),
    merchantId: userRef('merchant_id'),
    subMerchantId: integer('sub_merchant_id').references(() => users.id),
    currency: text('currency').notNull(),
    label: text('label'),
    coins: jsonb('coins').$type<{ coin: string; network: string }[]>().notNull(),
    createdAt: at('created_at').notNull(),
    disabledAt: at('disabled_at'),
  },
  (t) => [
    index('receipt_codes_merchant_idx').on(t.merchantId, t.createdAt),
    index('receipt_codes_sub_merchant_idx').on(t.subMerchantId, t.createdAt),
  ],
);

/**
 * A refund the merchant approved whose address the buyer gives on a link: only the token's hash is
 * kept; `usedAt` spends it once (claimed before the refund, released if the refund is refused).
 */
export const paymentRefundLinks = pgTable(
  'payment_refund_links',
  {
    id: serial('id').primaryKey(),
    orderId: keyRef('order_id', () => paymentOrders.id),
    merchantId: userRef('merchant_id'),
    tokenHash: text('token_hash').notNull().unique(),
    amount: money('amount').notNull(),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    refundId: text('refund_id').references(() => paymentRefunds.id),
  },
  (t) => [
    index('payment_refund_links_order_idx').on(t.orderId),
    check('payment_refund_links_amount', sql`${t.amount} > 0`),
  ],
);
