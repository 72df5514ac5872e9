import { constants, type SecurityItem } from '@coffer/contract';
import type { Db } from '../../db/client';
import type { securityChangeApplications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Lockout, PasswordHasher, TicketsRepo, UserRow, UsersRepo } from '../auth/auth.module';
import type { CodeTarget, VerificationService } from '../verification/verification.module';
import type { SecurityNotices } from './notices';
import { ownTarget } from './second-factor';
import type { SecurityLog } from './security-log.repo';
import type { TotpService } from './totp.service';

/**
 * What the change application's steps draw on: a security-item change application for someone who
 * lost a phone, an e-mail or an authenticator (§2 /security/first–third). It works signed out,
 * since a lost authenticator blocks sign-in: step one proves the account with the password
 * (counted toward the sign-in lock) and a code for every item still bound; step two adds the ID
 * photo, the selfie and the new item (proven by its own `bind` code); an operator then approves or
 * rejects it (`ops security:*`).
 */
export interface ChangeApplicationDeps {
  db: Db;
  now: () => Date;
  users: UsersRepo;
  hasher: PasswordHasher;
  lockout: Lockout;
  codes: VerificationService;
  totp: TotpService;
  tickets: TicketsRepo;
  log: SecurityLog;
  notices: SecurityNotices;
}

export type ApplicationRow = typeof securityChangeApplications.$inferSelect;

/** The step-one ticket's lifetime. */
export const ticketTtlSeconds = constants.authTickets.securityChangeTtlSeconds;

/** The applicant's view of an application (step three). */
export const applicationView = (row: ApplicationRow) => ({
  applicationId: row.id,
  lostItem: row.lostItem as SecurityItem,
  status: row.status as 0,
  submittedAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  rejectReason: row.rejectReason,
  reviewBusinessDays: constants.securityChangeReviewBusinessDays,
  holdHours: constants.securityChangeHoldMs / 3_600_000,
});

/** The addresses that stay with the account when `lost` goes. */
export const remainingTargets = (user: UserRow, lost: SecurityItem): CodeTarget[] =>
  (['email', 'sms'] as const)
    .filter((c) => !(lost === 'email' && c === 'email') && !(lost === 'phone' && c === 'sms'))
    .map((c) => ownTarget(user, c))
    .filter((t): t is CodeTarget => t !== null);

export const invalid = (field: string, message: string, details: string) =>
  new AppError('invalidInput', details, [{ field, message }]);
