import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';

/**
 * Writes a change of a bound item, only while `guard` still holds (what the user saw is still so);
 * a concurrent taker of the same address answers 51093/51094.
 */
export async function writeUser(
  db: Db,
  userId: number,
  set: Partial<typeof users.$inferInsert>,
  guard: ReturnType<typeof and>,
  taken: 'emailAlreadyRegistered' | 'phoneAlreadyRegistered',
) {
  try {
    const rows = await db
      .update(users)
      .set(set)
      .where(and(eq(users.id, userId), guard))
      .returning({ id: users.id });
    if (rows.length === 0)
      throw new AppError('conflict', 'The account changed meanwhile. Reload and try again.');
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw new AppError(taken);
    throw error;
  }
}

/** Starts (or extends) the 24-hour hold on withdrawals and transfers. */
export async function startHold(db: Db, userId: number, until: Date) {
  await db.update(users).set({ securityHoldUntil: until }).where(eq(users.id, userId));
}
