import { defineEnum, type EnumValue } from '../common/enum';

/** An earn product's redemption, numbered in the order of spec §4. */
export const earnRedemptionStatus = defineEnum({ redeeming: 0, success: 1, failed: 2 });
export type EarnRedemptionStatus = EnumValue<typeof earnRedemptionStatus>;

/** Flexible: redeemable any time (outside the daily window); fixed: locked for its term. */
export const earnProductKind = defineEnum({ flexible: 0, fixed: 1 });
export type EarnProductKind = EnumValue<typeof earnProductKind>;

/** A paused product takes no new subscriptions; its positions keep accruing and can be redeemed. */
export const earnProductStatus = defineEnum({ active: 0, paused: 1 });
export type EarnProductStatus = EnumValue<typeof earnProductStatus>;

/**
 * A position: `active` accrues; `redeeming` waits for its redemption to settle (no interest
 * accrues from the day it was asked for); `redeemed` is closed. A failed redemption makes it
 * `active` again.
 */
export const earnPositionStatus = defineEnum({ active: 0, redeeming: 1, redeemed: 2 });
export type EarnPositionStatus = EnumValue<typeof earnPositionStatus>;

/** A line of the earn history (GetUserTradeRecord). */
export const earnRecordType = defineEnum({ subscribe: 0, redeem: 1, interest: 2 });
export type EarnRecordType = EnumValue<typeof earnRecordType>;

/** The terms a fixed product may have, in days. */
export const earnFixedTerms = [7, 30, 90] as const;

/** The savings user agreement (help article 3) a user agrees to when opening the earn account. */
export const savingsAgreement = { version: '2026-11', helpArticleId: 3 } as const;
