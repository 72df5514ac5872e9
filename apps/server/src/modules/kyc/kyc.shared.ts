import { constants, type KycSubmission, kycDatesAt, kycPhotoIds, kycStatus } from '@coffer/contract';
import type { KycProvider } from '../../adapters/kyc/kyc-provider';
import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import { AppError, type FieldError } from '../../lib/app-error';
import type { Language } from '../../lib/language';
import { type UserRow, type UsersRepo, userOrThrow } from '../auth/auth.module';

export { userOrThrow };

import type { FileAccess } from '../uploads/uploads.module';
import { todayUtc } from './kyc.fns';
import type { KycDecision } from './kyc.messages';

export const S = kycStatus.members;
export type KycStatusValue = (typeof S)[keyof typeof S];
/** The integer column as the contract's enum (the table only ever holds 0–3). */
export const statusOf = (value: number) => value as KycStatusValue;

/**
 * What identity verification's use cases (spec §2 form, §3 fields, §4 statuses) draw on; each takes
 * the few it needs.
 */
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

export const alreadySubmitted = () =>
  new AppError(
    'identityAlreadyVerified',
    'Your identity verification has already been submitted. After a rejection, change it with KYC/Update.',
  );
export const alreadyVerified = () => new AppError('identityAlreadyVerified');

export const languageOfRow = (value: string): Language =>
  (constants.languages as readonly string[]).includes(value) ? (value as Language) : 'en';

/** The user, refused with 50015 once their identity is verified: submitting again has no point. */
export async function notYetVerifiedOrThrow(
  deps: { users: Pick<UsersRepo, 'byId'> },
  userId: number,
): Promise<UserRow> {
  const user = await userOrThrow(deps, userId);
  if (user.kycStatus === S.verified) throw alreadyVerified();
  return user;
}

export async function byUidOrThrow(deps: { users: Pick<UsersRepo, 'byUid'> }, uid: string) {
  const user = await deps.users.byUid(uid);
  if (!user) throw new AppError('userNotFound', `No user with uid ${uid}.`);
  return user;
}

/** Rules that need today's date: not issued in the future, not expired. */
export function checkDates(deps: { now: () => Date }, submission: KycSubmission) {
  const parsed = kycDatesAt(todayUtc(deps.now())).safeParse(submission);
  if (parsed.success) return;
  const fields: FieldError[] = parsed.error.issues.map((i) => ({
    field: i.path.join('.'),
    message: i.message,
  }));
  throw new AppError('invalidInput', `Invalid: ${fields.map((f) => f.field).join(', ')}`, fields);
}

/** Each photo must be the caller's own upload for KYC; another user's id reads as a missing one. */
export async function checkPhotos(
  deps: { files: Pick<FileAccess, 'describe'> },
  userId: number,
  submission: KycSubmission,
) {
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
