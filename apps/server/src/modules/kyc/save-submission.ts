import type { KycRecord, KycSubmission } from '@coffer/contract';
import type { Db } from '../../db/client';
import { kycEvents } from '../../db/schema';
import type { Language } from '../../lib/language';
import { kycRecordOf } from './get-kyc';
import { claimPhotos } from './kyc.repo';
import {
  checkDates,
  checkPhotos,
  type KycServiceDeps,
  type KycStatusValue,
  S,
  userOrThrow,
} from './kyc.shared';

/** What KYC/Create and KYC/Update draw on. */
export type SubmitDeps = Pick<KycServiceDeps, 'db' | 'now' | 'users' | 'files' | 'photoLinkTtlSeconds'>;

/** KYC/Create and KYC/Update alike: the user's form, saved as a new round, answered as KYC/Get reads. */
export type SubmitUseCase = (
  deps: SubmitDeps,
  userId: number,
  submission: KycSubmission,
  language: Language,
) => Promise<KycRecord>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The application's columns a form submission writes, under review from `submittedAt`. */
export interface FormApplication {
  source: 'form';
  kind: KycSubmission['kind'];
  details: KycSubmission;
  status: KycStatusValue;
  round: number;
  language: Language;
  submittedAt: Date;
}

/**
 * What a first submission and a resubmission share once the status allows one: the dates and the
 * photos checked, then in one transaction the application written (`write`, which moves the
 * status and answers the application's id), the photos claimed and the step in the audit trail.
 * Answers the caller's record as KYC/Get does.
 */
export async function saveSubmission(
  deps: SubmitDeps,
  userId: number,
  submission: KycSubmission,
  step: {
    round: number;
    action: 'submitted' | 'resubmitted';
    fromStatus: KycStatusValue;
    language: Language;
  },
  write: (tx: Tx, application: FormApplication) => Promise<number>,
): Promise<KycRecord> {
  checkDates(deps, submission);
  await checkPhotos(deps, userId, submission);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const applicationId = await write(tx, {
      source: 'form',
      kind: submission.kind,
      details: submission,
      status: S.underReview,
      round: step.round,
      language: step.language,
      submittedAt: at,
    });
    await claimPhotos(tx as unknown as Db, submission, deps.now);
    await tx.insert(kycEvents).values({
      applicationId,
      userId,
      round: step.round,
      action: step.action,
      fromStatus: step.fromStatus,
      toStatus: S.underReview,
      actor: 'user',
      createdAt: at,
    });
  });
  return kycRecordOf(deps, await userOrThrow(deps, userId));
}
