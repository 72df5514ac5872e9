import {
  addDays,
  type EarnPosition,
  type EarnProduct,
  type EarnRedemption,
  earnPositionStatus,
  remainingQuota,
} from '@coffer/contract';
import { Dec, toWire } from '../../lib/money';
import type { EarnPositionRow, EarnProductRow, EarnRedemptionRow } from './earn.repo';

/** The most days one run pays a position: a long outage is caught up over a few runs. */
export const catchUpDaysMax = 400;

/**
 * The days of a position still to pay before `today` (UTC), oldest first: from the day after the
 * last one paid (or its T+2 start) up to its end (maturity or the redemption's day) or yesterday.
 */
export function daysToPay(
  p: Pick<EarnPositionRow, 'accrualStartDay' | 'accrualEndDay' | 'paidThroughDay'>,
  today: string,
  max = catchUpDaysMax,
): string[] {
  const stop = p.accrualEndDay && p.accrualEndDay < today ? p.accrualEndDay : today;
  const days: string[] = [];
  for (let day = p.paidThroughDay ? addDays(p.paidThroughDay, 1) : p.accrualStartDay; day < stop; ) {
    days.push(day);
    if (days.length === max) break;
    day = addDays(day, 1);
  }
  return days;
}

/** Ledger transfer ids: one per subscription, redemption and (position, day) of interest. */
export const earnTransferIds = {
  subscribe: (positionId: string) => `earn:sub:${positionId}`,
  release: (redemptionId: string) => `earn:red:${redemptionId}`,
  penalty: (redemptionId: string) => `earn:pen:${redemptionId}`,
  interest: (positionId: string, day: string) => `earn:int:${positionId}:${day.replaceAll('-', '')}`,
};

export const productView = (p: EarnProductRow, decimals: number): EarnProduct => ({
  productId: p.id,
  asset: p.asset,
  decimals,
  kind: p.kind,
  termDays: p.termDays,
  tiers: p.tiers,
  minAmount: toWire(p.minAmount),
  maxPerUser: toWire(p.maxPerUser),
  totalQuota: toWire(p.totalQuota),
  remainingQuota: toWire(remainingQuota(toWire(p.totalQuota), toWire(p.subscribed))),
  penaltyPercent: toWire(p.penaltyPercent),
  status: p.status,
});

export const redemptionView = (r: EarnRedemptionRow): EarnRedemption => ({
  redemptionId: r.id,
  positionId: r.positionId,
  asset: r.asset,
  amount: toWire(r.amount),
  penalty: toWire(r.penalty),
  payout: toWire(new Dec(r.amount).minus(r.penalty)),
  early: r.early,
  status: r.status,
  requestedAt: r.requestedAt.toISOString(),
  settledAt: r.settledAt?.toISOString() ?? null,
});

/**
 * A position as its owner sees it: `accruing` while interest still accrues (active, before its
 * end); yesterday's interest is the last whole UTC day's.
 */
export function positionView(
  p: EarnPositionRow,
  product: Pick<EarnProductRow, 'kind' | 'termDays'>,
  extra: { today: string; interestYesterday: string; redemption: EarnRedemptionRow | undefined },
): EarnPosition {
  const ended = p.accrualEndDay !== null && p.accrualEndDay <= extra.today;
  return {
    positionId: p.id,
    productId: p.productId,
    asset: p.asset,
    kind: product.kind,
    termDays: product.termDays,
    amount: toWire(p.amount),
    status: p.status,
    subscribedAt: p.subscribedAt.toISOString(),
    accrualStartDay: p.accrualStartDay,
    maturityDay: p.maturityDay,
    paidThroughDay: p.paidThroughDay,
    accruing: p.status === earnPositionStatus.members.active && !ended,
    interestTotal: toWire(p.interestTotal),
    interestYesterday: extra.interestYesterday,
    redemption: extra.redemption ? redemptionView(extra.redemption) : null,
  };
}
