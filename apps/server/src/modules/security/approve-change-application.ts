import { constants, securityChangeStatus } from '@coffer/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityChangeApplications, sessions, users, userTotp } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { emailTarget, phoneTarget } from '../verification/verification.module';
import type { ApplicationRow } from './change-application.shared';
import { type ChangeReviewDeps, pendingApplication } from './change-review.shared';
import { ownTarget } from './second-factor';

const s = securityChangeStatus.members;

/**
 * Approving applies the new item, starts the 24-hour hold, ends every session of the account and
 * tells the old and the new addresses.
 */
export async function approveChangeApplication(deps: ChangeReviewDeps, id: number) {
  const { row, user } = await pendingApplication(deps, id);
  const at = deps.now();
  try {
    await deps.db.transaction((tx) => applyChange(tx, { id, row, userId: user.id, at }));
  } catch (error) {
    if (uniqueViolation(error) !== undefined)
      throw new Error(
        `The new ${row.lostItem} of application ${id} now belongs to another account: reject it`,
      );
    throw error;
  }
  await deps.log.record({
    userId: user.id,
    operation: 'changeApplicationApproved',
    detail: `${row.lostItem} #${id}`,
    client: null,
  });
  const fresh = row.newEmail
    ? [emailTarget(row.newEmail)]
    : row.newAreaCode && row.newPhoneNumber
      ? [phoneTarget(row.newAreaCode, row.newPhoneNumber)]
      : [];
  const old = [ownTarget(user, 'email'), ownTarget(user, 'sms')].filter((t) => t !== null);
  await deps.notices.tell([...old, ...fresh], 'changeApplicationApproved', deps.language);
  return { uid: user.uid, lostItem: row.lostItem };
}

/** In one transaction: the application taken, the item replaced, the hold started, the sessions ended. */
async function applyChange(tx: Db, change: { id: number; row: ApplicationRow; userId: number; at: Date }) {
  const { id, row, userId, at } = change;
  const taken = await tx
    .update(securityChangeApplications)
    .set({ status: s.approved, reviewedAt: at })
    .where(and(eq(securityChangeApplications.id, id), eq(securityChangeApplications.status, s.underReview)))
    .returning({ id: securityChangeApplications.id });
  if (taken.length === 0) throw new Error(`Application ${id} was reviewed meanwhile`);
  const hold = { securityHoldUntil: new Date(at.getTime() + constants.securityChangeHoldMs) };
  if (row.lostItem === 'email')
    await tx
      .update(users)
      .set({ email: row.newEmail, ...hold })
      .where(eq(users.id, userId));
  else if (row.lostItem === 'phone')
    await tx
      .update(users)
      .set({ areaCode: row.newAreaCode, phoneNumber: row.newPhoneNumber, ...hold })
      .where(eq(users.id, userId));
  else {
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
    await tx.update(users).set(hold).where(eq(users.id, userId));
  }
  await tx
    .update(sessions)
    .set({ revokedAt: at, revokedReason: 'securityChange' })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
