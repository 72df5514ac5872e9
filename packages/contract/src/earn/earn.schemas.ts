import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { prefixedIdSchema } from '../common/pairs';
import {
  earnPositionStatus,
  earnProductKind,
  earnProductStatus,
  earnRecordType,
  earnRedemptionStatus,
} from './earn.enums';

export const earnPositionIdSchema = prefixedIdSchema('ep');
export const earnProductIdSchema = z.coerce.number().int().positive();

/** A band of the annual rate (APR, simple interest: paid out daily, never compounded). */
export const aprTierSchema = z.object({ fromAmount: z.string(), aprPercent: z.string() });

/**
 * A savings product. `tiers` hold the APR by the slice of the principal (one tier: one rate);
 * `termDays` is null for a flexible product; `minAmount` is per subscription, `maxPerUser` the
 * most one user may hold in it; `remainingQuota` what is left of `totalQuota` for everyone.
 */
export const earnProductSchema = z.object({
  productId: z.number().int(),
  asset: z.string(),
  decimals: z.number().int(),
  kind: enumSchema(earnProductKind),
  termDays: z.number().int().nullable(),
  tiers: z.array(aprTierSchema),
  minAmount: z.string(),
  maxPerUser: z.string(),
  totalQuota: z.string(),
  remainingQuota: z.string(),
  penaltyPercent: z.string(),
  status: enumSchema(earnProductStatus),
});
export type EarnProduct = z.infer<typeof earnProductSchema>;

/** A redemption of one position: what goes back (`payout` = `amount` − `penalty`). */
export const earnRedemptionSchema = z.object({
  redemptionId: z.string(),
  positionId: z.string(),
  asset: z.string(),
  amount: z.string(),
  penalty: z.string(),
  payout: z.string(),
  early: z.boolean(),
  status: enumSchema(earnRedemptionStatus),
  requestedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type EarnRedemption = z.infer<typeof earnRedemptionSchema>;

/**
 * A subscription and what it earned. Days are UTC calendar days: interest accrues from
 * `accrualStartDay` (T+2) while `accruing`; `paidThroughDay` is the last day paid;
 * `maturityDay` (fixed only) is the first day it may be redeemed without penalty.
 */
export const earnPositionSchema = z.object({
  positionId: z.string(),
  productId: z.number().int(),
  asset: z.string(),
  kind: enumSchema(earnProductKind),
  termDays: z.number().int().nullable(),
  amount: z.string(),
  status: enumSchema(earnPositionStatus),
  subscribedAt: z.string(),
  accrualStartDay: z.string(),
  maturityDay: z.string().nullable(),
  paidThroughDay: z.string().nullable(),
  accruing: z.boolean(),
  interestTotal: z.string(),
  interestYesterday: z.string(),
  redemption: earnRedemptionSchema.nullable(),
});
export type EarnPosition = z.infer<typeof earnPositionSchema>;

/** A line of the history: a subscription, a redemption (with its status) or a day's interest. */
export const earnRecordSchema = z.object({
  recordId: z.string(),
  type: enumSchema(earnRecordType),
  asset: z.string(),
  amount: z.string(),
  positionId: z.string(),
  /** The interest's day, for an interest line. */
  day: z.string().nullable(),
  redemptionStatus: enumSchema(earnRedemptionStatus).nullable(),
  at: z.string(),
});
export type EarnRecord = z.infer<typeof earnRecordSchema>;

/** The earn account: when the user agreed to which version of the savings agreement. */
export const earnAccountSchema = z.object({ agreementVersion: z.string(), agreedAt: z.string() });

/** Per asset: what is invested now and what it earned (yesterday: the last whole UTC day). */
export const earnTotalSchema = z.object({
  asset: z.string(),
  principal: z.string(),
  interestTotal: z.string(),
  interestYesterday: z.string(),
});
