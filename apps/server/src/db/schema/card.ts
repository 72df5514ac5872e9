import type { P2pOrderStatus } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at, money } from './columns';
import { userRef } from './users';

/** The breakdown a quote gives and its order keeps (contract card.schemas.ts breakdownFields). */
const breakdown = () => ({
  coin: text('coin').notNull(),
  fiatCurrency: text('fiat_currency').notNull(),
  fiatAmount: money('fiat_amount').notNull(),
  fee: money('fee').notNull(),
  networkFee: money('network_fee').notNull(),
  rate: money('rate').notNull(),
  usdRate: money('usd_rate').notNull(),
  cryptoAmount: money('crypto_amount').notNull(),
});

/**
 * A card quote, firm for 3 minutes. A quick buy's quote carries the SHA-256 of its token
 * (InitQuickBuyCoinsToken), spent once by SecurityVerify.
 */
export const cardQuotes = pgTable(
  'card_quotes',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    ...breakdown(),
    quickTokenHash: text('quick_token_hash').unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('card_quotes_expires_idx').on(t.expiresAt),
    check('card_quotes_amounts', sql`${t.fiatAmount} > 0 and ${t.cryptoAmount} > 0 and ${t.rate} > 0`),
  ],
);

/**
 * A card purchase. The card is known only by the processor's payment id, its brand and last four:
 * never its number or security code. `creditedAt` is set in the transaction whose ledger transfer
 * (id `card:<paymentId>`) credits the coin, so a payment is credited once.
 */
export const cardOrders = pgTable(
  'card_orders',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    quoteId: text('quote_id')
      .notNull()
      .unique()
      .references(() => cardQuotes.id),
    kind: text('kind').$type<'card' | 'quick'>().notNull(),
    ...breakdown(),
    status: smallint('status').$type<P2pOrderStatus>().notNull(),
    paymentId: text('payment_id').unique(),
    /** The processor's hosted page of this payment, where the buyer enters the card. */
    paymentUrl: text('payment_url'),
    failureReason: text('failure_reason'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    refunded: boolean('refunded').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    paidAt: at('paid_at'),
    creditedAt: at('credited_at'),
  },
  (t) => [
    index('card_orders_user_idx').on(t.userId, t.createdAt),
    index('card_orders_status_idx').on(t.status, t.updatedAt),
    check('card_orders_kind', sql`${t.kind} in ('card', 'quick')`),
    check('card_orders_last4', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** The card notice (70001) a user accepted before their first card payment. */
export const cardNoticeAcceptances = pgTable('card_notice_acceptances', {
  userId: userRef('user_id').primaryKey(),
  acceptedAt: at('accepted_at').notNull(),
});
