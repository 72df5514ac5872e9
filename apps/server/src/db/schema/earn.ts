import type {
  AprTier,
  EarnPositionStatus,
  EarnProductKind,
  EarnProductStatus,
  EarnRedemptionStatus,
} from '@coffer/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { coinRef } from './assets';
import { at, idRef, keyRef, money, timestamps } from './columns';
import { userRef } from './users';

/** A savings product; operators manage them (`ops earn:product`), the migration seeds the demo ones. */
export const earnProducts = pgTable(
  'earn_products',
  {
    id: serial('id').primaryKey(),
    asset: coinRef('asset'),
    kind: smallint('kind').$type<EarnProductKind>().notNull(),
    termDays: integer('term_days'),
    /** APR bands by slice of the principal, decimal strings, the first from 0. */
    tiers: jsonb('tiers').$type<AprTier[]>().notNull(),
    minAmount: money('min_amount').notNull(),
    maxPerUser: money('max_per_user').notNull(),
    totalQuota: money('total_quota').notNull(),
    /** The principal of the positions not yet redeemed: what the quota has given out. */
    subscribed: money('subscribed').notNull().default('0'),
    penaltyPercent: money('penalty_percent').notNull().default('0'),
    status: smallint('status').$type<EarnProductStatus>().notNull(),
    ...timestamps(),
  },
  (t) => [
    check('earn_products_term', sql`(${t.kind} = 0) = (${t.termDays} is null)`),
    check('earn_products_amounts', sql`${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxPerUser}`),
    check('earn_products_quota', sql`${t.subscribed} >= 0 and ${t.subscribed} <= ${t.totalQuota}`),
  ],
);

/** The earn account: opened once, when the user agreed to a version of the savings agreement. */
export const earnAccounts = pgTable('earn_accounts', {
  userId: userRef('user_id').primaryKey(),
  agreementVersion: text('agreement_version').notNull(),
  agreedAt: at('agreed_at').notNull(),
});

/** A subscription: its principal is reserved in the investment wallet until redeemed. */
export const earnPositions = pgTable(
  'earn_positions',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    productId: idRef('product_id', () => earnProducts.id),
    asset: coinRef('asset'),
    amount: money('amount').notNull(),
    status: smallint('status').$type<EarnPositionStatus>().notNull(),
    subscribedAt: at('subscribed_at').notNull(),
    accrualStartDay: date('accrual_start_day', { mode: 'string' }).notNull(),
    /** The first day that no longer accrues (exclusive): maturity, or the day a redemption was asked. */
    accrualEndDay: date('accrual_end_day', { mode: 'string' }),
    maturityDay: date('maturity_day', { mode: 'string' }),
    paidThroughDay: date('paid_through_day', { mode: 'string' }),
    interestTotal: money('interest_total').notNull().default('0'),
    ...timestamps(),
  },
  (t) => [
    index('earn_positions_user_idx').on(t.userId, t.createdAt),
    index('earn_positions_product_user_idx').on(t.productId, t.userId, t.status),
  ],
);

/** One day's interest of one position: the key is what makes the daily job pay it once. */
export const earnInterest = pgTable(
  'earn_interest',
  {
    positionId: keyRef('position_id', () => earnPositions.id),
    day: date('day', { mode: 'string' }).notNull(),
    userId: userRef('user_id'),
    asset: coinRef('asset'),
    amount: money('amount').notNull(),
    paidAt: at('paid_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.day] }),
    index('earn_interest_user_idx').on(t.userId, t.day),
  ],
);

/** A redemption: redeeming until the job settles it (success) or cannot (failed: the position is back). */
export const earnRedemptions = pgTable(
  'earn_redemptions',
  {
    id: text('id').primaryKey(),
    positionId: keyRef('position_id', () => earnPositions.id),
    userId: userRef('user_id'),
    asset: coinRef('asset'),
    amount: money('amount').notNull(),
    penalty: money('penalty').notNull(),
    early: boolean('early').notNull(),
    status: smallint('status').$type<EarnRedemptionStatus>().notNull(),
    failureReason: text('failure_reason'),
    requestedAt: at('requested_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('earn_redemptions_due_idx').on(t.status, t.requestedAt),
    index('earn_redemptions_position_idx').on(t.positionId),
  ],
);
