import { type SecurityChangeStatus, securityChangeStatus } from '@coffer/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { securityChangeApplications, uploads, users } from '../../db/schema';
import type { ChangeReviewDeps } from './change-review.shared';

/** The applications with their evidence files' places under DATA_DIR (`uploads/<aa>/<sha256>`). */
export async function listChangeApplications(
  deps: Pick<ChangeReviewDeps, 'db'>,
  status: SecurityChangeStatus | 'all' = securityChangeStatus.members.underReview,
) {
  const query = deps.db
    .select({ application: securityChangeApplications, uid: users.uid })
    .from(securityChangeApplications)
    .innerJoin(users, eq(users.id, securityChangeApplications.userId));
  const filtered = status === 'all' ? query : query.where(eq(securityChangeApplications.status, status));
  const rows = await filtered.orderBy(asc(securityChangeApplications.id)).limit(200);
  const ids = rows.flatMap(({ application: a }) => [a.idPhotoFileId, a.selfieFileId]);
  const files = ids.length
    ? await deps.db
        .select({ id: uploads.id, sha256: uploads.sha256 })
        .from(uploads)
        .where(inArray(uploads.id, ids))
    : [];
  const place = new Map(files.map((f) => [f.id, `uploads/${f.sha256.slice(0, 2)}/${f.sha256}`]));
  return rows.map((row) => ({
    ...row,
    idPhoto: place.get(row.application.idPhotoFileId) ?? '(missing)',
    selfie: place.get(row.application.selfieFileId) ?? '(missing)',
  }));
}
