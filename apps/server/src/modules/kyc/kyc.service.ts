import {
  constants,
  type KycCallback,
  type KycRecord,
  type KycSubmission,
  kycDatesAt,
  kycPhotoIds,
  kycStatus,
} from '@coffer/contract';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { verifyPayloadDigest } from '../../adapters/kyc/callback-signature';
import type { KycProvider } from '../../adapters/kyc/kyc-provider';
import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import { kycApplications, kycEvents, uploads, users } from '../../db/schema';
import { AppError, type FieldError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import type { Language } from '../../lib/language';
import type { UserRow, UsersRepo } from '../auth/auth.module';
import type { FileAccess } from '../uploads/uploads.module';
import { callbackOutcome, providerTime, todayUtc, verifiedName } from './kyc.fns';
import { type KycDecision, kycDecisionMessage } from './kyc.messages';
import { createKycRepo } from './kyc.repo';

const S = kycStatus.members;
type KycStatusValue = (typeof S)[keyof typeof S];
/** The integer column as the contract's enum (the table only ever holds 0–3). */
const statusOf = (value: number) => value as KycStatusValue;

export interface KycServiceDeps {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  provider: KycProvider;
  users: Pick<UsersRepo, 'byId' | 'byUid'>;
  files: Pick<FileAccess, 'link' | 'describe'>;
  /** The shared secret that signs KYC/updateKycStatus; unset, the callback accepts nothing. */
  callbackSecret?: string | undefined;
  /** How long the links to the user's own photos in KYC/Get stay valid. */
  photoLinkTtlSeconds?: number;
}

export interface Decision {
  userId: number;
  decision: KycDecision;
  reason: string | null;
  /** `operator:<name>`, `provider:<name>` or `sandbox:auto-approve`. */
  actor: string;
  meta?: Record<string, string>;
  /** Decide only a submission made by then (a provider verdict is not applied to a newer round). */
  submittedBefore?: Date | undefined;
}

const alreadySubmitted = () =>
  new AppError(
    'identityAlreadyVerified',
    'Your identity verification has already been submitted. After a rejection, change it with KYC/Update.',
  );
const alreadyVerified = () => new AppError('identityAlreadyVerified');

const languageOfRow = (value: string): Language =>
  (constants.languages as readonly string[]).includes(value) ? (value as Language) : 'en';

/**
 * Identity verification (spec §2 form, §3 fields, §4 statuses): submissions from the form, the
 * status machine 0 → 1 → 2 or 3 with every step recorded, decisions by an operator, the provider
 * or the sandbox, and the user told of each decision in their language.
 */
export function createKycService(deps: KycServiceDeps) {
  const repo = createKycRepo(deps.db);
  const usersRepo = deps.users;

  async function userOrThrow(userId: number): Promise<UserRow> {
    const user = await usersRepo.byId(userId);
    if (!user) throw new AppError('userNotFound');
    return user;
  }

  /** Rules that need today's date: not issued in the future, not expired. */
  function checkDates(submission: KycSubmission) {
    const parsed = kycDatesAt(todayUtc(deps.now())).safeParse(submission);
    if (parsed.success) return;
    const fields: FieldError[] = parsed.error.issues.map((i) => ({
      field: i.path.join('.'),
      message: i.message,
    }));
    throw new AppError('invalidInput', `Invalid: ${fields.map((f) => f.field).join(', ')}`, fields);
  }

  /** Each photo must be the caller's own upload for KYC; another user's id reads as a missing one. */
  async function checkPhotos(userId: number, submission: KycSubmission) {
    const wanted = kycPhotoIds(submission);
    const found = await deps.files.describe(wanted.map((p) => p.fileId));
    const allowed: readonly string[] = constants.uploads.kycPhoto.types;
    const bad = wanted.filter(({ fileId }) => {
      const file = found.get(fileId);
      return (
        !file ||
        file.ownerUserId !== userId ||
        file.purpose !== 'kycPhoto' ||
        !allowed.includes(file.contentType)
      );
    });
    if (bad.length > 0)
      throw new AppError(
        'uploadFileMissing',
        'Upload each photo first (purpose kycPhoto: PNG, JPG or BMP, up to 5 MB).',
        bad.map((p) => ({ field: p.field, message: 'kyc.photoRequired' })),
      );
  }

  async function claimPhotos(tx: Db, submission: KycSubmission) {
    for (const { fileId } of kycPhotoIds(submission))
      await tx
        .update(uploads)
        .set({ claimedAt: deps.now() })
        .where(and(eq(uploads.id, fileId), isNull(uploads.claimedAt)));
  }

  async function recordOf(user: UserRow): Promise<KycRecord> {
    const row = await repo.byUser(user.id);
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

  async function notify(userId: number, language: string, decision: KycDecision, reason: string | null) {
    const user = await usersRepo.byId(userId);
    if (!user) return;
    const recipient = user.email
      ? { channel: 'email' as const, recipient: user.email }
      : user.phoneNumber
        ? { channel: 'sms' as const, recipient: `${user.areaCode} ${user.phoneNumber}` }
        : null;
    if (!recipient) return;
    const text = kycDecisionMessage(languageOfRow(language), decision, reason);
    await deps.notifier.send({
      ...recipient,
      ...text,
      kind: 'kycDecision',
      meta: { uid: user.uid, decision },
    });
  }

  /**
   * Moves an application under review to verified (3) or failed (2), with the user's status, in one
   * transaction; the condition on the status makes concurrent deciders (operator, provider,
   * sandbox) safe: one wins, the others change nothing. Then the user is told.
   */
  async function decide(input: Decision): Promise<{ applied: boolean; kycStatus: KycStatusValue }> {
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
        kycStatus: statusOf((await usersRepo.byId(input.userId))?.kycStatus ?? S.unverified),
      };
    await notify(input.userId, app.language, input.decision, input.reason);
    return { applied: true, kycStatus: to };
  }

  /**
   * The provider collected documents itself (its SDK): an application without our form's details
   * opens (0 → 1), or a rejected one reopens for a new round (2 → 1). False when nothing changed.
   */
  async function openForProvider(user: UserRow, applicantId: string | null, actor: string, reopen: boolean) {
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const existing = await repo.byUser(user.id, tx);
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

  async function byUidOrThrow(uid: string) {
    const user = await usersRepo.byUid(uid);
    if (!user) throw new AppError('userNotFound', `No user with uid ${uid}.`);
    return user;
  }

  async function operatorDecision(
    uid: string,
    decision: KycDecision,
    reason: string | null,
    operator: string,
  ) {
    const user = await byUidOrThrow(uid);
    const result = await decide({ userId: user.id, decision, reason, actor: `operator:${operator}` });
    if (!result.applied)
      throw new AppError(
        'conflict',
        `User ${uid} is not under review (KYC status ${result.kycStatus}: ${kycStatus.keyOf(result.kycStatus)}).`,
      );
    return result;
  }

  return {
    async get(userId: number): Promise<KycRecord> {
      return recordOf(await userOrThrow(userId));
    },

    /** The first submission: 0 → 1. Any earlier submission, or a verified account, answers 50015. */
    async create(userId: number, submission: KycSubmission, language: Language): Promise<KycRecord> {
      const user = await userOrThrow(userId);
      if (user.kycStatus === S.verified) throw alreadyVerified();
      if (user.kycStatus !== S.unverified || (await repo.byUser(userId))) throw alreadySubmitted();
      checkDates(submission);
      await checkPhotos(userId, submission);
      const at = deps.now();
      try {
        await deps.db.transaction(async (tx) => {
          const moved = await tx
            .update(users)
            .set({ kycStatus: S.underReview })
            .where(and(eq(users.id, userId), eq(users.kycStatus, S.unverified)))
            .returning({ id: users.id });
          if (moved.length === 0) throw alreadySubmitted();
          const [app] = await tx
            .insert(kycApplications)
            .values({
              userId,
              source: 'form',
              kind: submission.kind,
              details: submission,
              status: S.underReview,
              round: 1,
              language,
              submittedAt: at,
            })
            .returning({ id: kycApplications.id });
          if (!app) throw new Error('KYC application insert returned nothing');
          await claimPhotos(tx as unknown as Db, submission);
          await tx.insert(kycEvents).values({
            applicationId: app.id,
            userId,
            round: 1,
            action: 'submitted',
            fromStatus: S.unverified,
            toStatus: S.underReview,
            actor: 'user',
            createdAt: at,
          });
        });
      } catch (error) {
        // A concurrent Create of the same user won the race.
        if (uniqueViolation(error) === 'kyc_applications_user_idx') throw alreadySubmitted();
        throw error;
      }
      return recordOf(await userOrThrow(userId));
    },

    /** A resubmission, only after a rejection: 2 → 1, a new round. */
    async update(userId: number, submission: KycSubmission, language: Language): Promise<KycRecord> {
      const user = await userOrThrow(userId);
      if (user.kycStatus === S.verified) throw alreadyVerified();
      const existing = await repo.byUser(userId);
      if (!existing)
        throw new AppError('notFound', 'Nothing to update: submit your verification with KYC/Create.');
      if (user.kycStatus !== S.failed)
        throw new AppError(
          'conflict',
          'Your verification is under review: it can be changed only if it is rejected.',
        );
      checkDates(submission);
      await checkPhotos(userId, submission);
      const at = deps.now();
      await deps.db.transaction(async (tx) => {
        const [app] = await tx
          .update(kycApplications)
          .set({
            source: 'form',
            kind: submission.kind,
            details: submission,
            status: S.underReview,
            round: existing.round + 1,
            language,
            submittedAt: at,
            reviewedAt: null,
            reviewedBy: null,
            rejectReason: null,
          })
          .where(
            and(
              eq(kycApplications.id, existing.id),
              eq(kycApplications.status, S.failed),
              eq(kycApplications.round, existing.round),
            ),
          )
          .returning({ id: kycApplications.id });
        if (!app)
          throw new AppError('conflict', 'Your verification changed meanwhile. Reload and try again.');
        await tx.update(users).set({ kycStatus: S.underReview }).where(eq(users.id, userId));
        await claimPhotos(tx as unknown as Db, submission);
        await tx.insert(kycEvents).values({
          applicationId: existing.id,
          userId,
          round: existing.round + 1,
          action: 'resubmitted',
          fromStatus: S.failed,
          toStatus: S.underReview,
          actor: 'user',
          createdAt: at,
        });
      });
      return recordOf(await userOrThrow(userId));
    },

    /** A token for the provider's flow; a verified account has nothing left to verify (50015). */
    async accessToken(userId: number) {
      const user = await userOrThrow(userId);
      if (user.kycStatus === S.verified) throw alreadyVerified();
      const token = await deps.provider
        .accessToken({
          externalUserId: user.uid,
          email: user.email,
          phone: user.phoneNumber ? `${user.areaCode ?? ''}${user.phoneNumber}` : null,
        })
        .catch(() => {
          throw new AppError(
            'internal',
            'The verification provider is not available. Please try again later.',
          );
        });
      return { provider: deps.provider.name, flow: deps.provider.flow, ...token };
    },

    /**
     * KYC/updateKycStatus: a provider event, signed over its raw body with the shared secret.
     * `applicantPending` opens (or reopens) the user's application; `applicantReviewed` decides it,
     * unless the verdict predates the submission under review (a stale or replayed event).
     */
    async providerCallback(
      callback: KycCallback,
      signed: { rawBody: string | undefined; digest: string | undefined; algorithm: string | undefined },
    ): Promise<{ applied: boolean; kycStatus: KycStatusValue }> {
      if (!verifyPayloadDigest({ secret: deps.callbackSecret, ...signed }))
        throw new AppError('unauthorized', 'The callback signature is missing or wrong.');
      const user = await usersRepo.byUid(callback.externalUserId);
      if (!user) throw new AppError('userNotFound', 'No user with this externalUserId.');
      const outcome = callbackOutcome(callback);
      if (outcome.kind === 'ignore') return { applied: false, kycStatus: statusOf(user.kycStatus) };
      const actor = `provider:${deps.provider.name}`;
      const applicantId = callback.applicantId ?? null;
      const opened = await openForProvider(user, applicantId, actor, outcome.kind === 'pending');
      if (outcome.kind === 'pending')
        return { applied: opened, kycStatus: opened ? S.underReview : statusOf(user.kycStatus) };
      const review = callback.reviewResult;
      const meta: Record<string, string> = {
        ...(applicantId ? { applicantId } : {}),
        ...(review?.reviewRejectType ? { reviewRejectType: review.reviewRejectType } : {}),
        ...(review?.rejectLabels?.length ? { rejectLabels: review.rejectLabels.join(', ') } : {}),
        // For reviewers only: the provider's private comment is never shown to the user.
        ...(review?.clientComment ? { clientComment: review.clientComment } : {}),
      };
      return decide({
        userId: user.id,
        decision: outcome.kind === 'approve' ? 'approved' : 'rejected',
        reason: outcome.kind === 'reject' ? outcome.reason : null,
        actor,
        meta,
        // An application this very event opened has no older round to be confused with.
        submittedBefore: opened ? undefined : (providerTime(callback.createdAtMs) ?? undefined),
      });
    },

    approve: (uid: string, operator: string) => operatorDecision(uid, 'approved', null, operator),
    reject: (uid: string, reason: string, operator: string) =>
      operatorDecision(uid, 'rejected', reason, operator),

    /** The sandbox's demo reviewer: approves form submissions waiting longer than `afterMs`. */
    async approveDue(afterMs: number): Promise<number> {
      const cutoff = new Date(deps.now().getTime() - afterMs);
      let approved = 0;
      for (const { userId } of await repo.dueForAutoApproval(cutoff, 20)) {
        const result = await decide({
          userId,
          decision: 'approved',
          reason: null,
          actor: 'sandbox:auto-approve',
          submittedBefore: cutoff,
        });
        if (result.applied) approved++;
      }
      return approved;
    },

    /** For the operator console: the user, their application and its history. */
    async show(uid: string) {
      const user = await byUidOrThrow(uid);
      const app = await repo.byUser(user.id);
      return { user, application: app ?? null, events: app ? await repo.events(app.id) : [] };
    },
    list: repo.list,
  };
}
export type KycService = ReturnType<typeof createKycService>;
