import type { KycSubmission } from '@coffer/contract';
import { and, eq, lte } from 'drizzle-orm';
import { kycApplications, kycEvents, users } from '../../db/schema';
import { verifiedName } from './kyc.fns';
import { type KycDecision, kycDecisionMessage } from './kyc.messages';
import {
  type Decision,
  type KycServiceDeps,
  type KycStatusValue,
  languageOfRow,
  S,
  statusOf,
} from './kyc.shared';

type DecideDeps = Pick<KycServiceDeps, 'db' | 'now' | 'users' | 'notifier'>;

/**
 * Moves an application under review to verified (3) or failed (2), with the user's status, in one
 * transaction; the condition on the status makes concurrent deciders (operator, provider,
 * sandbox) safe: one wins, the others change nothing. Then the user is told.
 */
export async function decideKyc(
  deps: DecideDeps,
  input: Decision,
): Promise<{ applied: boolean; kycStatus: KycStatusValue }> {
  const to = input.decision === 'approved' ? S.verified : S.failed;
  const at = deps.now();
  const app = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(kycApplications)
      .set({
        status: to,
        reviewedAt: at,
        reviewedBy: input.actor,
        rejectReason: input.decision === 'rejected' ? input.reason : null,
      })
      .where(
        and(
          eq(kycApplications.userId, input.userId),
          eq(kycApplications.status, S.underReview),
          input.submittedBefore ? lte(kycApplications.submittedAt, input.submittedBefore) : undefined,
        ),
      )
      .returning();
    if (!row) return null;
    // The verified name becomes the account's name (the header and user info show it).
    const name =
      input.decision === 'approved' && row.details ? verifiedName(row.details as KycSubmission) : null;
    await tx
      .update(users)
      .set({ kycStatus: to, ...(name ? { name } : {}) })
      .where(eq(users.id, input.userId));
    await tx.insert(kycEvents).values({
      applicationId: row.id,
      userId: input.userId,
      round: row.round,
      action: input.decision,
      fromStatus: S.underReview,
      toStatus: to,
      actor: input.actor,
      reason: input.reason,
      meta: input.meta ?? {},
      createdAt: at,
    });
    return row;
  });
  if (!app)
    return {
      applied: false,
      kycStatus: statusOf((await deps.users.byId(input.userId))?.kycStatus ?? S.unverified),
    };
  await notifyDecision(deps, { userId: input.userId, language: app.language }, input.decision, input.reason);
  return { applied: true, kycStatus: to };
}

/** Tells the user of a decision, by e-mail or else SMS, in the language they submitted in. */
async function notifyDecision(
  deps: Pick<DecideDeps, 'users' | 'notifier'>,
  to: { userId: number; language: string },
  decision: KycDecision,
  reason: string | null,
) {
  const user = await deps.users.byId(to.userId);
  if (!user) return;
  const recipient = user.email
    ? { channel: 'email' as const, recipient: user.email }
    : user.phoneNumber
      ? { channel: 'sms' as const, recipient: `${user.areaCode} ${user.phoneNumber}` }
      : null;
  if (!recipient) return;
  const text = kycDecisionMessage(languageOfRow(to.language), decision, reason);
  await deps.notifier.send({
    ...recipient,
    ...text,
    kind: 'kycDecision',
    meta: { uid: user.uid, decision },
  });
}
