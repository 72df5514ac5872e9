import { and, eq } from 'drizzle-orm';
import { kycApplications, kycEvents, users } from '../../db/schema';
import type { UserRow } from '../auth/auth.module';
import { createKycRepo } from './kyc.repo';
import { type KycServiceDeps, S } from './kyc.shared';

/**
 * The provider collected documents itself (its SDK): an application without our form's details
 * opens (0 → 1), or a rejected one reopens for a new round (2 → 1). False when nothing changed.
 */
export async function openKycForProvider(
  deps: Pick<KycServiceDeps, 'db' | 'now'>,
  input: { user: UserRow; applicantId: string | null; actor: string; reopen: boolean },
) {
  const { user, applicantId, actor, reopen } = input;
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const existing = await createKycRepo(tx).byUser(user.id);
    const from = existing?.status ?? S.unverified;
    if (from !== S.unverified && !(reopen && from === S.failed)) return false;
    const moved = await tx
      .update(users)
      .set({ kycStatus: S.underReview })
      .where(and(eq(users.id, user.id), eq(users.kycStatus, from)))
      .returning({ id: users.id });
    if (moved.length === 0) return false;
    const fields = {
      source: 'provider',
      kind: null,
      details: null,
      status: S.underReview,
      providerApplicantId: applicantId,
      submittedAt: at,
      reviewedAt: null,
      reviewedBy: null,
      rejectReason: null,
    };
    const [app] = existing
      ? await tx
          .update(kycApplications)
          .set({ ...fields, round: existing.round + 1 })
          .where(eq(kycApplications.id, existing.id))
          .returning()
      : await tx
          .insert(kycApplications)
          .values({ ...fields, userId: user.id, round: 1 })
          .returning();
    if (!app) throw new Error('KYC application write returned nothing');
    await tx.insert(kycEvents).values({
      applicationId: app.id,
      userId: user.id,
      round: app.round,
      action: existing ? 'resubmitted' : 'submitted',
      fromStatus: from,
      toStatus: S.underReview,
      actor,
      meta: applicantId ? { applicantId } : {},
      createdAt: at,
    });
    return true;
  });
}
