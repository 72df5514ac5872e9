import { securityChangeStatus } from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import { securityChangeApplications } from '../../db/schema';
import { type ChangeReviewDeps, pendingApplication } from './change-review.shared';

const s = securityChangeStatus.members;

/** Rejecting keeps the account as it was and tells the account's addresses why. */
export async function rejectChangeApplication(deps: ChangeReviewDeps, id: number, reason: string) {
  const { row, user } = await pendingApplication(deps, id);
  const at = deps.now();
  const taken = await deps.db
    .update(securityChangeApplications)
    .set({ status: s.rejected, reviewedAt: at, rejectReason: reason })
    .where(and(eq(securityChangeApplications.id, id), eq(securityChangeApplications.status, s.underReview)))
    .returning({ id: securityChangeApplications.id });
  if (taken.length === 0) throw new Error(`Application ${id} was reviewed meanwhile`);
  await deps.log.record({
    userId: user.id,
    operation: 'changeApplicationRejected',
    detail: `${row.lostItem} #${id}`,
    client: null,
  });
  await deps.notices.tell(user, 'changeApplicationRejected', deps.language, reason);
  return { uid: user.uid, lostItem: row.lostItem };
}
