import { constants, type SecondFactor, type SecurityItem, securityChangeStatus } from '@coffer/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityChangeApplications, uploads } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { Language } from '../../lib/language';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { Lockout, PasswordHasher, TicketsRepo, UserRow, UsersRepo } from '../auth/auth.module';
import {
  badCode,
  type CodeTarget,
  emailTarget,
  phoneTarget,
  type VerificationService,
} from '../verification/verification.module';
import type { SecurityNotices } from './notices';
import { ownTarget } from './second-factor';
import type { SecurityLog } from './security-log.repo';
import { type TotpService, totpError } from './totp.service';

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

type ApplicationRow = typeof securityChangeApplications.$inferSelect;

const ttl = constants.authTickets.securityChangeTtlSeconds;
const codeField = { email: 'emailCode', sms: 'smsCode' } as const;

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

const invalid = (field: string, message: string, details: string) =>
  new AppError('invalidInput', details, [{ field, message }]);

/**
 * A security-item change application for someone who lost a phone, an e-mail or an authenticator
 * (§2 /security/first–third). It works signed out, since a lost authenticator blocks sign-in:
 * step one proves the account with the password (counted toward the sign-in lock) and a code for
 * every item still bound; step two adds the ID photo, the selfie and the new item (proven by its
 * own `bind` code); an operator then approves or rejects it (`ops security:*`).
 */
export function createChangeApplicationService(deps: ChangeApplicationDeps) {
  const { db, now } = deps;

  async function proveAccount(
    by: {
      emailAddress?: string | undefined;
      areaCode?: string | undefined;
      phoneNumber?: string | undefined;
    },
    password: string,
  ): Promise<UserRow> {
    const user = by.emailAddress
      ? await deps.users.byEmail(by.emailAddress)
      : by.areaCode && by.phoneNumber
        ? await deps.users.byPhone(by.areaCode, by.phoneNumber)
        : undefined;
    const subject = user
      ? `user:${user.id}`
      : by.emailAddress
        ? emailTarget(by.emailAddress).key
        : phoneTarget(by.areaCode ?? '', by.phoneNumber ?? '').key;
    const name = by.emailAddress ? 'emailOrPasswordInvalid' : 'phoneOrPasswordInvalid';
    const lock = await deps.lockout.get(subject);
    if (lock.lockedUntil)
      throw new AppError(name, 'Too many wrong passwords: try again later.', null, {
        remainingAttempts: 0,
        lockedUntil: lock.lockedUntil.toISOString(),
      });
    const counted = await deps.lockout.fail(subject);
    const matches = user ? await deps.hasher.verify(user.passwordHash, password) : false;
    if (!user || !matches)
      throw new AppError(name, null, null, {
        remainingAttempts: counted.remainingAttempts,
        ...(counted.lockedUntil ? { lockedUntil: counted.lockedUntil.toISOString() } : {}),
      });
    await deps.lockout.clear(subject);
    if (user.bannedAt) throw new AppError('userBanned');
    return user;
  }

  return {
    async verify(
      input: {
        emailAddress?: string | undefined;
        areaCode?: string | undefined;
        phoneNumber?: string | undefined;
        password: string;
        lostItem: SecurityItem;
      } & SecondFactor,
      client: ClientInfo,
    ) {
      const user = await proveAccount(input, input.password);
      const googleBound = await deps.totp.isBound(user.id);
      const bound = { email: Boolean(user.email), phone: Boolean(user.phoneNumber), google: googleBound };
      if (!bound[input.lostItem])
        throw new AppError('conflict', 'This item is not bound to the account: nothing to replace.');
      const verifiedWith = ['password'];
      if (googleBound && input.lostItem !== 'google') {
        if (!input.googleCode)
          throw invalid('googleCode', 'verificationCode.invalid', 'Enter the authenticator code.');
        const check = await deps.totp.check(user.id, input.googleCode, client);
        if (!check.ok) throw totpError(check);
        verifiedWith.push('google');
      }
      for (const target of remainingTargets(user, input.lostItem)) {
        const field = codeField[target.channel];
        const code = input[field];
        if (!code || !(await deps.codes.consume({ target, purpose: 'security', code })))
          throw invalid(field, 'verificationCode.invalid', 'The verification code is wrong or has expired.');
        verifiedWith.push(target.channel === 'email' ? 'email' : 'phone');
      }
      const ticket = await deps.tickets.issue('securityChange', user.id, ttl, {
        lostItem: input.lostItem,
        verifiedWith,
      });
      return { ticket, expireInSeconds: ttl, lostItem: input.lostItem };
    },

    /** The user an open step-one ticket belongs to (to send the new item its `bind` code). */
    async ticketUser(ticket: string) {
      const row = await deps.tickets.find('securityChange', ticket);
      return row ? deps.users.byId(row.userId) : undefined;
    },

    async submit(
      input: {
        ticket: string;
        idPhotoFileId: string;
        selfieFileId: string;
        newEmailAddress?: string | undefined;
        newAreaCode?: string | undefined;
        newPhoneNumber?: string | undefined;
        newCode?: string | undefined;
      },
      client: ClientInfo,
      language: Language,
    ) {
      const row = await deps.tickets.find('securityChange', input.ticket);
      const user = row ? await deps.users.byId(row.userId) : undefined;
      if (!row || !user) throw new AppError('loginExpired', 'The verification has expired. Start again.');
      const data = row.data as { lostItem: SecurityItem; verifiedWith: string[] };
      let target: CodeTarget | null = null;
      if (data.lostItem === 'email') {
        if (!input.newEmailAddress)
          throw invalid('newEmailAddress', 'email.invalid', 'Enter the new e-mail address.');
        target = emailTarget(input.newEmailAddress);
        if (await deps.users.byEmail(input.newEmailAddress)) throw new AppError('emailAlreadyRegistered');
      } else if (data.lostItem === 'phone') {
        if (!input.newAreaCode || !input.newPhoneNumber)
          throw invalid('newPhoneNumber', 'phone.invalid', 'Enter the new phone number.');
        target = phoneTarget(input.newAreaCode, input.newPhoneNumber);
        if (await deps.users.byPhone(input.newAreaCode, input.newPhoneNumber))
          throw new AppError('phoneAlreadyRegistered');
      }
      if (input.idPhotoFileId === input.selfieFileId)
        throw new AppError('invalidInput', 'The ID photo and the selfie must be two different files.');
      const files = await db
        .select()
        .from(uploads)
        .where(
          and(
            inArray(uploads.id, [input.idPhotoFileId, input.selfieFileId]),
            eq(uploads.purpose, 'securityEvidence'),
            isNull(uploads.claimedAt),
            or(isNull(uploads.ownerUserId), eq(uploads.ownerUserId, user.id)),
          ),
        );
      if (files.length !== 2)
        throw new AppError('uploadFileMissing', 'Upload the ID photo and the selfie first.');
      const [pending] = await db
        .select({ id: securityChangeApplications.id })
        .from(securityChangeApplications)
        .where(
          and(
            eq(securityChangeApplications.userId, user.id),
            eq(securityChangeApplications.status, securityChangeStatus.members.underReview),
          ),
        );
      if (pending) throw new AppError('conflict', 'An application is already under review.');
      if (
        target &&
        (!input.newCode || !(await deps.codes.consume({ target, purpose: 'bind', code: input.newCode })))
      )
        throw badCode();
      if (!(await deps.tickets.spend(row.id))) throw new AppError('loginExpired');
      const queryToken = randomToken();
      const at = now();
      const application = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(uploads)
          .set({ claimedAt: at })
          .where(
            and(inArray(uploads.id, [input.idPhotoFileId, input.selfieFileId]), isNull(uploads.claimedAt)),
          )
          .returning({ id: uploads.id });
        if (claimed.length !== 2) throw new AppError('uploadFileMissing');
        const [inserted] = await tx
          .insert(securityChangeApplications)
          .values({
            userId: user.id,
            lostItem: data.lostItem,
            verifiedWith: data.verifiedWith,
            newEmail: data.lostItem === 'email' && target ? target.address : null,
            newAreaCode: data.lostItem === 'phone' ? (input.newAreaCode ?? null) : null,
            newPhoneNumber: data.lostItem === 'phone' ? (input.newPhoneNumber ?? null) : null,
            idPhotoFileId: input.idPhotoFileId,
            selfieFileId: input.selfieFileId,
            queryTokenHash: sha256Hex(queryToken),
            ip: client.ip,
            createdAt: at,
          })
          .returning();
        if (!inserted) throw new Error('application not stored');
        return inserted;
      });
      await deps.log.record({
        userId: user.id,
        operation: 'changeApplicationSubmitted',
        detail: `${data.lostItem} #${application.id}`,
        client,
      });
      await deps.notices.tell(remainingTargets(user, data.lostItem), 'changeApplicationReceived', language);
      return { ...applicationView(application), queryToken };
    },

    async status(queryToken: string) {
      const [row] = await db
        .select()
        .from(securityChangeApplications)
        .where(eq(securityChangeApplications.queryTokenHash, sha256Hex(queryToken)));
      if (!row) throw new AppError('notFound', 'No such application.');
      return applicationView(row);
    },
  };
}
export type ChangeApplicationService = ReturnType<typeof createChangeApplicationService>;
