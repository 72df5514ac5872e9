import { type SecurityChangeStatus, securityChangeStatus } from '@coffer/contract';
import { bigint, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, clientColumns } from './columns';
import { userRef, users } from './users';

/**
 * A user's Google authenticator. GetGoogleBindInfo writes a pending secret (boundAt null) that
 * BindGoogleCode confirms. The secret is sealed with AES-256-GCM under a key derived from the
 * server secret (lib/secret-box), never stored or logged in the clear. `lastStep` is the newest
 * 30-second step a code was accepted for: a code of that step or an older one is a replay.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: at('created_at').notNull(),
  boundAt: at('bound_at'),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  /** Consecutive wrong codes; the fifth locks the authenticator for a while. */
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: at('locked_until'),
});

/**
 * The security log's operations (Profile/GetSafeOperationHistory): every change of a security
 * item, key, session or PIN, and every refused attempt worth knowing about (a replayed code).
 */
export const securityOperations = pgTable(
  'security_operations',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    /** bindPhone, updateEmail, bindGoogle, updatePassword, createApiKey, revokeSession … */
    operation: text('operation').notNull(),
    /** success, failure, refused. */
    result: text('result').notNull(),
    /** What changed, masked (never a secret or a full address). */
    detail: text('detail'),
    ...clientColumns(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('security_operations_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Applications to change a lost security item (phone, e-mail or authenticator): proven with what
 * the user still has plus an ID photo and a selfie, reviewed by an operator (`ops security:*`).
 */
export const securityChangeApplications = pgTable(
  'security_change_applications',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    /** phone, email or google. */
    lostItem: text('lost_item').notNull(),
    /** The items verified at step one (email, phone, google, password). */
    verifiedWith: jsonb('verified_with').$type<string[]>().notNull(),
    /** The replacement: an e-mail address, or `+86 13800000000`; null for the authenticator. */
    newEmail: text('new_email'),
    newAreaCode: text('new_area_code'),
    newPhoneNumber: text('new_phone_number'),
    idPhotoFileId: text('id_photo_file_id').notNull(),
    selfieFileId: text('selfie_file_id').notNull(),
    /** 0 under review, 1 approved, 2 rejected. */
    status: integer('status')
      .$type<SecurityChangeStatus>()
      .notNull()
      .default(securityChangeStatus.members.underReview),
    rejectReason: text('reject_reason'),
    /** SHA-256 of the token the applicant checks the status with. */
    queryTokenHash: text('query_token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    createdAt: at('created_at').notNull(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [index('security_change_user_idx').on(t.userId, t.status)],
);
