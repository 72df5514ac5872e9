import { constants, type SecurityChangeStatus, securityChangeStatus } from '@coffer/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import { securityChangeApplications, sessions, uploads, users, userTotp } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import type { Language } from '../../lib/language';
import type { UsersRepo } from '../auth/auth.module';
import { emailTarget, phoneTarget } from '../verification/verification.module';
import { createSecurityNotices } from './notices';
import { ownTarget } from './second-factor';
import { createSecurityLog } from './security-log.repo';

const s = securityChangeStatus.members;

/**
 * The operator's side of change applications (`ops security:list|approve|reject`). Approving
 * applies the new item, starts the 24-hour hold, ends every session of the account and tells the
 * old and the new addresses; rejecting tells the account's addresses why.
 */
export function createChangeReviewService(deps: {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  users: Pick<UsersRepo, 'byId'>;
  language?: Language;
}) {
  const { db, now } = deps;
  const log = createSecurityLog(db, now);
  const notices = createSecurityNotices(deps.notifier);
  const usersRepo = deps.users;
  const language = deps.language ?? 'en';

  async function pendingOne(id: number) {
    const [row] = await db
      .select()
      .from(securityChangeApplications)
      .where(
        and(eq(securityChangeApplications.id, id), eq(securityChangeApplications.status, s.underReview)),
      );
    if (!row) throw new Error(`No application under review with id ${id}`);
    const user = await usersRepo.byId(row.userId);
    if (!user) throw new Error(`The user of application ${id} is gone`);
    return { row, user };
  }

  return {
    /** The applications with their evidence files' places under DATA_DIR (`uploads/<aa>/<sha256>`). */
    async list(status: SecurityChangeStatus | 'all' = s.underReview) {
      const query = db
        .select({ application: securityChangeApplications, uid: users.uid })
        .from(securityChangeApplications)
        .innerJoin(users, eq(users.id, securityChangeApplications.userId));
      const filtered = status === 'all' ? query : query.where(eq(securityChangeApplications.status, status));
      const rows = await filtered.orderBy(asc(securityChangeApplications.id)).limit(200);
      const ids = rows.flatMap(({ application: a }) => [a.idPhotoFileId, a.selfieFileId]);
      const files = ids.length
        ? await db
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
    },

    async approve(id: number) {
      const { row, user } = await pendingOne(id);
      const at = now();
      try {
        await db.transaction(async (tx) => {
          const taken = await tx
            .update(securityChangeApplications)
            .set({ status: s.approved, reviewedAt: at })
            .where(
              and(
                eq(securityChangeApplications.id, id),
                eq(securityChangeApplications.status, s.underReview),
              ),
            )
            .returning({ id: securityChangeApplications.id });
          if (taken.length === 0) throw new Error(`Application ${id} was reviewed meanwhile`);
          const hold = { securityHoldUntil: new Date(at.getTime() + constants.securityChangeHoldMs) };
          if (row.lostItem === 'email')
            await tx
              .update(users)
              .set({ email: row.newEmail, ...hold })
              .where(eq(users.id, user.id));
          else if (row.lostItem === 'phone')
            await tx
              .update(users)
              .set({ areaCode: row.newAreaCode, phoneNumber: row.newPhoneNumber, ...hold })
              .where(eq(users.id, user.id));
          else {
            await tx.delete(userTotp).where(eq(userTotp.userId, user.id));
            await tx.update(users).set(hold).where(eq(users.id, user.id));
          }
          await tx
            .update(sessions)
            .set({ revokedAt: at, revokedReason: 'securityChange' })
            .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        });
      } catch (error) {
        if (uniqueViolation(error) !== undefined)
          throw new Error(
            `The new ${row.lostItem} of application ${id} now belongs to another account: reject it`,
          );
        throw error;
      }
      await log.record({
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
      await notices.tell([...old, ...fresh], 'changeApplicationApproved', language);
      return { uid: user.uid, lostItem: row.lostItem };
    },

    async reject(id: number, reason: string) {
      const { row, user } = await pendingOne(id);
      const at = now();
      const taken = await db
        .update(securityChangeApplications)
        .set({ status: s.rejected, reviewedAt: at, rejectReason: reason })
        .where(
          and(eq(securityChangeApplications.id, id), eq(securityChangeApplications.status, s.underReview)),
        )
        .returning({ id: securityChangeApplications.id });
      if (taken.length === 0) throw new Error(`Application ${id} was reviewed meanwhile`);
      await log.record({
        userId: user.id,
        operation: 'changeApplicationRejected',
        detail: `${row.lostItem} #${id}`,
        client: null,
      });
      await notices.tell(user, 'changeApplicationRejected', language, reason);
      return { uid: user.uid, lostItem: row.lostItem };
    },
  };
}
export type ChangeReviewService = ReturnType<typeof createChangeReviewService>;
