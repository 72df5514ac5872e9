import { addDays, type EarnPosition, utcDay } from '@coffer/contract';
import type { Db } from '../../db/client';
import { toWire } from '../../lib/money';
import { positionView } from './earn.fns';
import { createEarnRepo } from './earn.repo';

export interface EarnPositionChange {
  userId: number;
  at: Date;
  position: EarnPosition;
}

/**
 * The positions changed at or after `since`, oldest first, each as its owner's positions page shows
 * it. Every step writes the position's `updatedAt` (subscribed, a day's interest paid, a redemption
 * asked, settled or failed), so this sees them all; "yesterday" is the day before the change's.
 */
export async function earnPositionChangesSince(
  db: Db,
  since: Date,
  limit: number,
): Promise<EarnPositionChange[]> {
  const repo = createEarnRepo(db);
  const rows = await repo.positionsChangedSince(since, limit);
  const ids = rows.map((r) => r.position.id);
  const redemptions = await repo.redemptionsOf(ids);
  // Yesterday's interest, one read per day the changes fall on (nearly always one).
  const yesterdays = new Map<string, string>();
  for (const day of new Set(rows.map((r) => utcDay(r.position.updatedAt)))) {
    const sameDay = rows.filter((r) => utcDay(r.position.updatedAt) === day).map((r) => r.position.id);
    for (const i of await repo.interestOn(sameDay, addDays(day, -1))) yesterdays.set(i.positionId, i.amount);
  }
  const changes: EarnPositionChange[] = [];
  for (const { position, kind, termDays } of rows) {
    const today = utcDay(position.updatedAt);
    changes.push({
      userId: position.userId,
      at: position.updatedAt,
      position: positionView(
        position,
        { kind, termDays },
        {
          today,
          interestYesterday: toWire(yesterdays.get(position.id) ?? '0'),
          // Newest first: the position's latest redemption.
          redemption: redemptions.find((r) => r.positionId === position.id),
        },
      ),
    });
  }
  return changes;
}
