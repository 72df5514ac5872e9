import { dailyInterest, utcDay, walletType } from '@coffer/contract';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { Dec, toWire } from '../../lib/money';
import { daysToPay, earnTransferIds } from './earn.fns';
import { createEarnRepo, type EarnPositionRow } from './earn.repo';
import { coinDecimals, type EarnDeps } from './earn.shared';

/**
 * Pays every whole UTC day of interest owed before today, position by position, each in its own
 * transaction: the position is claimed (SKIP LOCKED, so two processes share the work), each day
 * is recorded under its (position, day) key and paid from the earn pool with a transfer id of the
 * same pair — a re-run, a second process or a retry after a crash finds the day paid and pays
 * nothing. Days missed while the server was down are owed, so the next run pays them, once.
 */
export async function payInterest(deps: EarnDeps, limit: number): Promise<number> {
  const today = utcDay(deps.now());
  const decimals = await coinDecimals(deps);
  let paidDays = 0;
  for (let positions = 0; positions < limit; positions++) {
    const paid = await deps.db.transaction(async (tx) => {
      const [position] = await createEarnRepo(tx).claimDue(today, 1);
      if (!position) return undefined;
      return payPosition({ ...deps, db: tx }, position, today, decimals);
    });
    if (paid === undefined) break;
    paidDays += paid;
  }
  return paidDays;
}

async function payPosition(
  deps: EarnDeps,
  position: EarnPositionRow,
  today: string,
  decimals: Map<string, number>,
): Promise<number> {
  const repo = createEarnRepo(deps.db);
  const product = await repo.product(position.productId);
  const places = decimals.get(position.asset);
  if (!product || places === undefined) throw new Error(`position ${position.id} lost its product or coin`);
  const days = daysToPay(position, today);
  const amount = dailyInterest(toWire(position.amount), product.tiers, places);
  const at = deps.now();
  const ledger = deps.ledger.withTx(deps.db);
  let total = new Dec(0);
  let paid = 0;
  for (const day of days) {
    const fresh = await repo.insertInterest({
      positionId: position.id,
      day,
      userId: position.userId,
      asset: position.asset,
      amount,
      paidAt: at,
    });
    if (!fresh || new Dec(amount).isZero()) continue;
    await ledger.transfer({
      id: earnTransferIds.interest(position.id, day),
      debit: systemAccount('earnPool', position.asset),
      credit: userAccount(position.userId, position.asset, walletType.members.investment),
      asset: position.asset,
      amount,
      reason: 'earn',
    });
    total = total.plus(amount);
    paid++;
  }
  const last = days.at(-1);
  if (last)
    await repo.updatePosition(position.id, {
      paidThroughDay: last,
      interestTotal: toWire(new Dec(position.interestTotal).plus(total)),
      updatedAt: at,
    });
  return paid;
}
