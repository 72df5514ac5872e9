import type { KycRecord, KycSubmission } from '@coffer/contract';
import { kycPhotoIds } from '@coffer/contract';
import type { UserRow } from '../auth/auth.module';
import { createKycRepo } from './kyc.repo';
import { type KycServiceDeps, S, statusOf, userOrThrow } from './kyc.shared';

type RecordDeps = Pick<KycServiceDeps, 'db' | 'files' | 'photoLinkTtlSeconds'>;

/** KYC/Get: the caller's status, their submission and short-lived links to their own photos. */
export async function getKyc(deps: RecordDeps & Pick<KycServiceDeps, 'users'>, userId: number) {
  return kycRecordOf(deps, await userOrThrow(deps, userId));
}

export async function kycRecordOf(deps: RecordDeps, user: UserRow): Promise<KycRecord> {
  const row = await createKycRepo(deps.db).byUser(user.id);
  const base = { kycStatus: statusOf(user.kycStatus) };
  if (!row)
    return {
      ...base,
      submission: null,
      photos: [],
      round: 0,
      submittedAt: null,
      reviewedAt: null,
      rejectReason: null,
    };
  const submission = (row.details as KycSubmission | null) ?? null;
  const ids = submission ? kycPhotoIds(submission) : [];
  const files = await deps.files.describe(ids.map((p) => p.fileId));
  const photos = ids.flatMap(({ slot, fileId }) => {
    const file = files.get(fileId);
    if (!file) return [];
    const link = deps.files.link(fileId, deps.photoLinkTtlSeconds ?? 600);
    return [
      {
        slot,
        fileId,
        contentType: file.contentType,
        size: file.size,
        url: link.url,
        urlExpiresAt: link.expiresAt.toISOString(),
      },
    ];
  });
  return {
    ...base,
    submission,
    photos,
    round: row.round,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectReason: user.kycStatus === S.failed ? row.rejectReason : null,
  };
}
