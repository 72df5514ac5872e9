import type { KycStatus } from '@coffer/contract';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idRef } from './columns';
import { userRef } from './users';

/**
 * A user's identity verification: their latest submission (replaced by a resubmission after a
 * rejection) and where it stands. `status` moves with `users.kyc_status` in the same transaction
 * (0 unverified, 1 under review, 2 failed, 3 verified); the user row is what the guard reads.
 */
export const kycApplications = pgTable(
  'kyc_applications',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    /** `form`: our form (KYC/Create); `provider`: the provider's SDK collected it (its callback made this row). */
    source: text('source').notNull(),
    /** `individual` or `business`; null when the provider holds the documents. */
    kind: text('kind'),
    /** The submission as validated by the contract (`KycSubmission`); null for `provider`. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    status: integer('status').$type<KycStatus>().notNull(),
    /** 1 for the first submission, +1 for each resubmission. */
    round: integer('round').notNull().default(1),
    /** The reader's language when they submitted: decisions are written to them in it. */
    language: text('language').notNull().default('en'),
    providerApplicantId: text('provider_applicant_id'),
    submittedAt: at('submitted_at').notNull(),
    reviewedAt: at('reviewed_at'),
    /** Who decided: `operator:<name>`, `provider:<name>` or `sandbox:auto-approve`. */
    reviewedBy: text('reviewed_by'),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    uniqueIndex('kyc_applications_user_idx').on(t.userId),
    index('kyc_applications_status_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * Every step of every application, never updated: submissions, resubmissions and each decision
 * with who made it, when and why (the audit trail `ops kyc:show` prints).
 */
export const kycEvents = pgTable(
  'kyc_events',
  {
    id: serial('id').primaryKey(),
    applicationId: idRef('application_id', () => kycApplications.id),
    userId: userRef('user_id'),
    round: integer('round').notNull(),
    /** `submitted`, `resubmitted`, `approved` or `rejected`. */
    action: text('action').notNull(),
    fromStatus: integer('from_status').$type<KycStatus>().notNull(),
    toStatus: integer('to_status').$type<KycStatus>().notNull(),
    /** `user`, `operator:<name>`, `provider:<name>` or `sandbox:auto-approve`. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('kyc_events_application_idx').on(t.applicationId, t.id)],
);
