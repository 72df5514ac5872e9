import { addDecimals, compareDecimals, divideDecimals, multiplyDecimals } from '../common/decimal';
import { earnProductKind } from './earn.enums';

/** One band of an annual rate: from `fromAmount` of the principal upwards, `aprPercent` % APR. */
export interface AprTier {
  fromAmount: string;
  aprPercent: string;
}

const dayMs = 86_400_000;
const add = addDecimals;
const subtract = (a: string, b: string) => addDecimals(a, b.startsWith('-') ? b.slice(1) : `-${b}`);
/** Day-count convention: actual/365 — every calendar day earns 1/365 of the APR, leap years too. */
export const earnDaysPerYear = 365;
/** Interest starts on the second UTC day after the subscription's (T+2). */
export const earnInterestDelayDays = 2;
/** No redemption is accepted from 16:00:00 to 16:19:59 UTC (spec §9). */
export const redemptionPause = { fromMinute: 16 * 60, toMinute: 16 * 60 + 20 } as const;

/** The UTC calendar day of an instant, 'YYYY-MM-DD'. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** `day` moved by `days` (UTC calendar days). */
export const addDays = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/**
 * The first day that earns interest: subscribed at any time on UTC day T (00:00:00–23:59:59 UTC),
 * interest accrues from day T+2, paid once that day has ended.
 */
export const accrualStartDay = (subscribedAt: Date): string =>
  addDays(utcDay(subscribedAt), earnInterestDelayDays);

/** A fixed position earns `termDays` days from its start; it matures (is redeemable free) the day after the last. */
export const maturityDay = (startDay: string, termDays: number): string => addDays(startDay, termDays);

/**
 * One day's interest on `principal`: each tier's slice of it × its APR, cut to 18 decimals, summed,
 * ÷ 100 ÷ 365, truncated to the asset's decimals (never rounded up). Tiers are ordered by fromAmount,
 * the first from 0.
 */
export function dailyInterest(principal: string, tiers: readonly AprTier[], decimals: number): string {
  let yearly = '0';
  tiers.forEach((tier, i) => {
    if (compareDecimals(principal, tier.fromAmount) <= 0) return;
    const next = tiers[i + 1]?.fromAmount;
    const top = next !== undefined && compareDecimals(principal, next) > 0 ? next : principal;
    const slice = subtract(top, tier.fromAmount);
    yearly = add(yearly, multiplyDecimals(slice, tier.aprPercent, 18, 'down'));
  });
  return divideDecimals(yearly, String(100 * earnDaysPerYear), decimals, 'down');
}

/** The interest of `days` whole days: each day is paid (and truncated) on its own, so it is days × one day's. */
export const interestForDays = (
  principal: string,
  tiers: readonly AprTier[],
  decimals: number,
  days: number,
) => multiplyDecimals(dailyInterest(principal, tiers, decimals), String(days), decimals, 'down');

/** True from 16:00:00 up to 16:20:00 UTC (exclusive), when no redemption is taken. */
export function inRedemptionPause(at: Date): boolean {
  const minute = at.getUTCHours() * 60 + at.getUTCMinutes();
  return minute >= redemptionPause.fromMinute && minute < redemptionPause.toMinute;
}

/**
 * The fee of redeeming a fixed position before it matures: principal × penalty %, truncated to the
 * asset's decimals (never more than the stated rate).
 */
export const earlyRedemptionPenalty = (principal: string, penaltyPercent: string, decimals: number) =>
  divideDecimals(multiplyDecimals(principal, penaltyPercent, 18, 'down'), '100', decimals, 'down');

export type RedemptionRule = 'allowed' | 'paused' | 'early';

/**
 * Whether a position may be redeemed at `at`: never in the daily pause; a flexible one otherwise
 * always; a fixed one freely from its maturity day, before it only early (with the penalty).
 */
export function redemptionRule(p: { kind: number; maturityDay: string | null }, at: Date): RedemptionRule {
  if (inRedemptionPause(at)) return 'paused';
  if (p.kind === earnProductKind.members.fixed && p.maturityDay && utcDay(at) < p.maturityDay) return 'early';
  return 'allowed';
}

/** What is left of a product's total quota. */
export const remainingQuota = (totalQuota: string, subscribed: string) => {
  const left = subtract(totalQuota, subscribed);
  return compareDecimals(left, '0') < 0 ? '0' : left;
};
