import {
  accrualStartDay,
  addDays,
  dailyInterest,
  type EarnPosition,
  type EarnProduct,
  earlyRedemptionPenalty,
  earnProductKind,
  interestForDays,
  maturityDay,
  type RedemptionRule,
  redemptionRule,
  utcDay,
} from '@coffer/contract/earn';
import { Dec } from '../../../domain/money/format-amount';

/** Days a flexible product's estimate is shown for (its rate may change; a fixed one's term is its own). */
export const flexibleEstimateDays = 30;

/**
 * What a subscription of `amount` made at `now` would earn, by the server's own rules (contract
 * earn.rules.ts): interest from T+2 at the UTC day boundary, each day actual/365 of the APR,
 * truncated to the asset's decimals and paid once that day has ended. For a fixed product the
 * whole term; for a flexible one `flexibleEstimateDays` days.
 */
export function subscriptionEstimate(product: EarnProduct, amount: string, now: Date) {
  const subscribedDay = utcDay(now);
  const startDay = accrualStartDay(now);
  const days = product.termDays ?? flexibleEstimateDays;
  const perDay = dailyInterest(amount, product.tiers, product.decimals);
  return {
    subscribedDay,
    startDay,
    /** The first day's interest is paid once that day ends: from 00:00 UTC of the next. */
    firstPaidDay: addDays(startDay, 1),
    perDay,
    days,
    total: interestForDays(amount, product.tiers, product.decimals, days),
    /** A fixed product: the day it may be redeemed without penalty (the day after its last day of interest). */
    maturityDay: product.termDays === null ? null : maturityDay(startDay, product.termDays),
  };
}
export type SubscriptionEstimate = ReturnType<typeof subscriptionEstimate>;

/**
 * What redeeming `position` at `now` means: refused in the daily pause, free for a flexible or a
 * matured one, or early with the product's penalty; what comes back.
 */
export function redemptionQuote(
  position: EarnPosition,
  product: Pick<EarnProduct, 'penaltyPercent' | 'decimals'> | undefined,
  now: Date,
): { rule: RedemptionRule; penalty: string; payout: string } {
  const rule = redemptionRule(position, now);
  const early =
    position.kind === earnProductKind.members.fixed &&
    position.maturityDay !== null &&
    utcDay(now) < position.maturityDay;
  const penalty =
    early && product
      ? earlyRedemptionPenalty(position.amount, product.penaltyPercent, product.decimals)
      : '0';
  return { rule, penalty, payout: new Dec(position.amount).minus(penalty).toFixed() };
}
