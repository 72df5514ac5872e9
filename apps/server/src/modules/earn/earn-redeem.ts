import {
  type EarnRedemption,
  type EndpointParsedInput,
  earlyRedemptionPenalty,
  type earnEndpoints,
  earnPositionStatus,
  earnRedemptionStatus,
  redemptionRule,
  utcDay,
  walletType,
} from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { idempotent } from '../../ledger/flows/idempotent-request';
import type { BatchItem } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import { prefixedId } from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import { earnTransferIds, redemptionView } from './earn.fns';
import { createEarnRepo, type EarnRedemptionRow } from './earn.repo';
import { coinDecimals, type EarnDeps } from './earn.shared';
import { requireEarnAccount } from './earn-account';

type Input = EndpointParsedInput<typeof earnEndpoints.createWithdraw>;
const { members: positionStatus } = earnPositionStatus;
const { members: redemptionStatus } = earnRedemptionStatus;

/**
 * Asks to redeem a position: refused from 16:00 to 16:20 UTC, and for a fixed position before its
 * maturity unless `early` accepts its penalty. In one transaction the position is locked and
 * becomes `redeeming` (interest stops from today) and the redemption is recorded `redeeming`; the
 * job settles it. The request id makes a retry answer the first redemption; without one, a second
 * request for the position is refused (60015), so it is never redeemed twice.
 */
export async function requestRedemption(
  deps: EarnDeps,
  caller: Caller,
  input: Input,
): Promise<EarnRedemption> {
  const repo = createEarnRepo(deps.db);
  await requireEarnAccount(deps, repo, caller.userId);
  const decimals = await coinDecimals(deps);
  return deps.db.transaction(async (tx) => {
    const ask = () => redeemLocked({ ...deps, db: tx }, caller.userId, input, decimals);
    if (!input.requestId) return ask();
    const request = {
      key: `earn:redeem:${caller.userId}:${input.requestId}`,
      body: { positionId: input.positionId, early: input.early },
    };
    return (await idempotent(tx, request, ask, deps.now())).result;
  });
}

async function redeemLocked(
  deps: EarnDeps,
  userId: number,
  input: Input,
  decimals: Map<string, number>,
): Promise<EarnRedemption> {
  const repo = createEarnRepo(deps.db);
  const position = await repo.lockOwnPosition(input.positionId, userId);
  if (!position) throw new AppError('earnPositionNotFound');
  if (position.status !== positionStatus.active) throw new AppError('orderStatusInvalid');
  const product = await repo.product(position.productId);
  const coin = { decimals: decimals.get(position.asset) };
  if (!product || coin.decimals === undefined)
    throw new Error(`position ${position.id} lost its product or coin`);
  const at = deps.now();
  const rule = redemptionRule({ kind: product.kind, maturityDay: position.maturityDay }, at);
  if (rule === 'paused') throw new AppError('earnRedemptionPaused');
  if (rule === 'early' && !input.early) throw new AppError('earnNotMatured');
  const early = rule === 'early';
  const amount = toWire(position.amount);
  const penalty = early ? earlyRedemptionPenalty(amount, toWire(product.penaltyPercent), coin.decimals) : '0';
  const today = utcDay(at);
  await repo.updatePosition(position.id, {
    status: positionStatus.redeeming,
    // No interest from the day of the request (a matured one ended earlier already).
    accrualEndDay: position.accrualEndDay && position.accrualEndDay < today ? position.accrualEndDay : today,
    updatedAt: at,
  });
  const redemption = await repo.insertRedemption({
    id: prefixedId('er'),
    positionId: position.id,
    userId,
    asset: position.asset,
    amount,
    penalty,
    early,
    status: redemptionStatus.redeeming,
    requestedAt: at,
  });
  return redemptionView(redemption);
}

/**
 * Settles the redemptions still redeeming, each in its own transaction, claimed (two processes
 * never settle the same one). Success: the reservation is released to the investment wallet and
 * the penalty (if any) moves to the earn pool, in one batch; the product's quota is given back.
 * A user disabled since the request cannot be paid out: the redemption fails and the position is
 * active again (it accrues as if never asked).
 */
export async function settleRedemptions(deps: EarnDeps, limit: number): Promise<number> {
  let settled = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const [r] = await createEarnRepo(tx).claimRedeeming(1);
      if (!r) return false;
      await settleOne({ ...deps, db: tx }, r);
      return true;
    });
    if (!done) return settled;
    settled++;
    if (settled >= limit) return settled;
  }
}

async function settleOne(deps: EarnDeps, r: EarnRedemptionRow) {
  const repo = createEarnRepo(deps.db);
  const at = deps.now();
  const position = await repo.lockOwnPosition(r.positionId, r.userId);
  if (!position) throw new Error(`redemption ${r.id} without its position`);
  const [owner] = await deps.db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, r.userId));
  if (owner?.disabledAt) {
    await repo.updateRedemption(r.id, {
      status: redemptionStatus.failed,
      failureReason: 'accountDisabled',
      settledAt: at,
    });
    await repo.updatePosition(position.id, {
      status: positionStatus.active,
      accrualEndDay: position.maturityDay,
      updatedAt: at,
    });
    return;
  }
  const items: BatchItem[] = [
    {
      op: 'void',
      id: earnTransferIds.release(r.id),
      pendingId: earnTransferIds.subscribe(position.id),
      reason: 'earn',
    },
  ];
  if (new Dec(r.penalty).gt(0))
    items.push({
      op: 'transfer',
      id: earnTransferIds.penalty(r.id),
      debit: userAccount(r.userId, r.asset, walletType.members.investment),
      credit: systemAccount('earnPool', r.asset),
      asset: r.asset,
      amount: toWire(r.penalty),
      reason: 'earn',
    });
  await deps.ledger.withTx(deps.db).batch(items);
  await repo.addSubscribed(position.productId, `-${toWire(position.amount)}`, at);
  await repo.updateRedemption(r.id, { status: redemptionStatus.success, settledAt: at });
  await repo.updatePosition(position.id, { status: positionStatus.redeemed, updatedAt: at });
}
