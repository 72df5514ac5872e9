import { exceedsRollingMax } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppError } from '../../lib/app-error';

/**
 * Serialises one user's money writes (a rolling total, a balance check, a count) without touching
 * other users'. NO KEY UPDATE: foreign-key checks (a new ledger account of this user, made
 * elsewhere) pass instead of waiting on us. Taken again in the same transaction, it costs nothing.
 */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export interface RollingLimit {
  userId: number;
  /** What this write adds to the total. */
  amount: string;
  /** The most the window may hold; null is no limit. */
  max: string | null;
  windowMs: number;
  at: Date;
  /** What the user's earlier writes counted since the window's start, read on `tx`. */
  used: (tx: Db, since: Date) => Promise<string>;
  /** The refusal when the write would pass the limit. */
  refusal: () => AppError;
  /** The caller took the user's lock already in this transaction (with its hold check): one round trip less. */
  userLocked?: boolean;
}

/**
 * A limit over a rolling window, inside the transaction of the movement it limits: the user is
 * locked first, so two writes cannot both read the total before either is counted, and the rule
 * is the contract's, the one the web app shows.
 */
export async function requireWithinRollingLimit(tx: Db, limit: RollingLimit): Promise<void> {
  // No limit, nothing to count: the lock would only cost a round trip.
  if (limit.max === null) return;
  if (!limit.userLocked) await lockUser(tx, limit.userId);
  const used = await limit.used(tx, new Date(limit.at.getTime() - limit.windowMs));
  if (exceedsRollingMax({ used, amount: limit.amount, max: limit.max })) throw limit.refusal();
}
