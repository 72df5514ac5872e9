import { constants, type SecondFactor } from '@coffer/contract';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { uniqueViolation } from '../../lib/db-errors';
import type { Language } from '../../lib/language';
import type { UserRow, UsersRepo } from '../auth/auth.module';
import { maskEmail, maskPhone } from '../auth/auth.module';
import {
  badCode,
  type CodeTarget,
  emailTarget,
  normalizeEmail,
  phoneTarget,
  type VerificationService,
} from '../verification/verification.module';
import type { SecurityNotices } from './notices';
import type { SecondFactorCheck } from './second-factor';
import type { SecurityLog } from './security-log.repo';
import { type TotpService, totpError } from './totp.service';

export interface SecurityItemsDeps {
  db: Db;
  now: () => Date;
  users: UsersRepo;
  codes: VerificationService;
  totp: TotpService;
  second: SecondFactorCheck;
  log: SecurityLog;
  notices: SecurityNotices;
}

/** Who is acting and where from, as every operation logs it. */
export interface Actor {
  userId: number;
  client: ClientInfo;
  language: Language;
}

const holdUntil = (at: Date) => new Date(at.getTime() + constants.securityChangeHoldMs);

const fieldProblem = (field: string, message: string, details: string) =>
  new AppError('invalidInput', details, [{ field, message }]);

/**
 * The phone, the e-mail address and the authenticator: bind, change, remove (§5, §7). Every
 * change or removal starts the 24-hour hold on withdrawals and transfers (§9); each operation is
 * in the security log and told to the account's addresses.
 */
export function createSecurityItemsService(deps: SecurityItemsDeps) {
  const { db, now } = deps;

  async function userOf(userId: number): Promise<UserRow> {
    const user = await deps.users.byId(userId);
    if (!user) throw new AppError('userNotFound');
    return user;
  }

  /** The `bind` code sent to the new address (Basic/SendVerificationCode). */
  async function newAddressCode(target: CodeTarget, code: string) {
    if (!(await deps.codes.consume({ target, purpose: 'bind', code }))) throw badCode();
  }

  /** Writes the change; a concurrent taker of the same address answers 51093/51094. */
  async function write(
    userId: number,
    set: Partial<typeof users.$inferInsert>,
    guard: ReturnType<typeof and>,
    taken: 'emailAlreadyRegistered' | 'phoneAlreadyRegistered',
  ) {
    try {
      const rows = await db
        .update(users)
        .set(set)
        .where(and(eq(users.id, userId), guard))
        .returning({ id: users.id });
      if (rows.length === 0)
        throw new AppError('conflict', 'The account changed meanwhile. Reload and try again.');
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new AppError(taken);
      throw error;
    }
  }

  type PhoneInput = { areaCode: string; phoneNumber: string; code: string } & SecondFactor;
  type EmailInput = { emailAddress: string; code: string } & SecondFactor;

  return {
    async bindPhone(actor: Actor, input: PhoneInput) {
      const user = await userOf(actor.userId);
      if (user.phoneNumber)
        throw new AppError('conflict', 'A phone number is already bound. Change it instead.');
      if (await deps.users.byPhone(input.areaCode, input.phoneNumber))
        throw new AppError('phoneAlreadyRegistered');
      await deps.second.check(user, input, actor.client);
      await newAddressCode(phoneTarget(input.areaCode, input.phoneNumber), input.code);
      await write(
        user.id,
        { areaCode: input.areaCode, phoneNumber: input.phoneNumber },
        isNull(users.phoneNumber),
        'phoneAlreadyRegistered',
      );
      await deps.log.record({
        userId: user.id,
        operation: 'bindPhone',
        detail: `${input.areaCode} ${maskPhone(input.phoneNumber)}`,
        client: actor.client,
      });
      await deps.notices.tell(await userOf(user.id), 'phoneBound', actor.language);
      return true;
    },

    /** Codes to the old number (security) and to the new one (bind). */
    async updatePhone(actor: Actor, input: PhoneInput) {
      const user = await userOf(actor.userId);
      if (!user.phoneNumber || !user.areaCode)
        throw new AppError('conflict', 'No phone number is bound. Bind one first.');
      if (user.areaCode === input.areaCode && user.phoneNumber === input.phoneNumber)
        throw fieldProblem('phoneNumber', 'phone.invalid', 'This is already your phone number.');
      if (await deps.users.byPhone(input.areaCode, input.phoneNumber))
        throw new AppError('phoneAlreadyRegistered');
      await deps.second.check(user, input, actor.client, { channels: ['sms'] });
      await newAddressCode(phoneTarget(input.areaCode, input.phoneNumber), input.code);
      const at = now();
      await write(
        user.id,
        { areaCode: input.areaCode, phoneNumber: input.phoneNumber, securityHoldUntil: holdUntil(at) },
        and(eq(users.areaCode, user.areaCode), eq(users.phoneNumber, user.phoneNumber)),
        'phoneAlreadyRegistered',
      );
      await deps.log.record({
        userId: user.id,
        operation: 'updatePhone',
        detail: `${user.areaCode} ${maskPhone(user.phoneNumber)} → ${input.areaCode} ${maskPhone(input.phoneNumber)}`,
        client: actor.client,
      });
      await deps.notices.tell(user, 'phoneChanged', actor.language);
      return true;
    },

    /** Blocked while no e-mail is bound: the account would have no address left (§5). */
    async unbindPhone(actor: Actor, input: SecondFactor) {
      const user = await userOf(actor.userId);
      if (!user.phoneNumber || !user.areaCode) throw new AppError('conflict', 'No phone number is bound.');
      if (!user.email)
        throw new AppError('invalidInput', 'Bind an e-mail address before removing the phone number.');
      await deps.second.check(user, input, actor.client, { channels: ['sms'] });
      await write(
        user.id,
        { areaCode: null, phoneNumber: null, securityHoldUntil: holdUntil(now()) },
        and(isNotNull(users.email), eq(users.phoneNumber, user.phoneNumber)),
        'phoneAlreadyRegistered',
      );
      await deps.log.record({
        userId: user.id,
        operation: 'unbindPhone',
        detail: `${user.areaCode} ${maskPhone(user.phoneNumber)}`,
        client: actor.client,
      });
      await deps.notices.tell(user, 'phoneRemoved', actor.language);
      return true;
    },

    async bindEmail(actor: Actor, input: EmailInput) {
      const user = await userOf(actor.userId);
      if (user.email)
        throw new AppError('conflict', 'An e-mail address is already bound. Change it instead.');
      const email = normalizeEmail(input.emailAddress);
      if (await deps.users.byEmail(email)) throw new AppError('emailAlreadyRegistered');
      await deps.second.check(user, input, actor.client);
      await newAddressCode(emailTarget(email), input.code);
      await write(user.id, { email }, isNull(users.email), 'emailAlreadyRegistered');
      await deps.log.record({
        userId: user.id,
        operation: 'bindEmail',
        detail: maskEmail(email),
        client: actor.client,
      });
      await deps.notices.tell(await userOf(user.id), 'emailBound', actor.language);
      return true;
    },

    async updateEmail(actor: Actor, input: EmailInput) {
      const user = await userOf(actor.userId);
      if (!user.email) throw new AppError('conflict', 'No e-mail address is bound. Bind one first.');
      const email = normalizeEmail(input.emailAddress);
      if (email === user.email)
        throw fieldProblem('emailAddress', 'email.invalid', 'This is already your e-mail address.');
      if (await deps.users.byEmail(email)) throw new AppError('emailAlreadyRegistered');
      await deps.second.check(user, input, actor.client, { channels: ['email'] });
      await newAddressCode(emailTarget(email), input.code);
      await write(
        user.id,
        { email, securityHoldUntil: holdUntil(now()) },
        eq(users.email, user.email),
        'emailAlreadyRegistered',
      );
      await deps.log.record({
        userId: user.id,
        operation: 'updateEmail',
        detail: `${maskEmail(user.email)} → ${maskEmail(email)}`,
        client: actor.client,
      });
      await deps.notices.tell(user, 'emailChanged', actor.language);
      return true;
    },

    /** Blocked while no phone is bound (§5). */
    async unbindEmail(actor: Actor, input: SecondFactor) {
      const user = await userOf(actor.userId);
      if (!user.email) throw new AppError('conflict', 'No e-mail address is bound.');
      if (!user.phoneNumber)
        throw new AppError('invalidInput', 'Bind a phone number before removing the e-mail address.');
      await deps.second.check(user, input, actor.client, { channels: ['email'] });
      await write(
        user.id,
        { email: null, securityHoldUntil: holdUntil(now()) },
        and(isNotNull(users.phoneNumber), eq(users.email, user.email)),
        'emailAlreadyRegistered',
      );
      await deps.log.record({
        userId: user.id,
        operation: 'unbindEmail',
        detail: maskEmail(user.email),
        client: actor.client,
      });
      await deps.notices.tell(user, 'emailRemoved', actor.language);
      return true;
    },

    /** The pending secret to scan (the same one until bound or expired); the account is named by its masked address in the app. */
    async googleBindInfo(actor: Actor) {
      const user = await userOf(actor.userId);
      const accountName = user.email
        ? maskEmail(user.email)
        : user.phoneNumber
          ? maskPhone(user.phoneNumber)
          : user.uid;
      const info = await deps.totp.pendingSecret(user.id, `${accountName} (${user.uid})`);
      return { ...info, issuer: constants.totp.issuer, accountName: `${accountName} (${user.uid})` };
    },

    /** The first code of the new secret proves the app holds it; a code to an address proves the account. */
    async bindGoogle(actor: Actor, input: SecondFactor & { googleCode: string }) {
      const user = await userOf(actor.userId);
      if (await deps.totp.isBound(user.id))
        throw new AppError('conflict', 'An authenticator is already bound.');
      const first = await deps.totp.check(user.id, input.googleCode, actor.client, true);
      if (!first.ok)
        throw first.reason === 'notBound'
          ? new AppError('conflict', 'Get a new secret (GetGoogleBindInfo) first.')
          : totpError(first);
      await deps.second.check(user, { ...input, googleCode: undefined }, actor.client);
      if (!(await deps.totp.bind(user.id)))
        throw new AppError('conflict', 'The authenticator changed meanwhile.');
      await deps.log.record({ userId: user.id, operation: 'bindGoogle', client: actor.client });
      await deps.notices.tell(user, 'googleBound', actor.language);
      return true;
    },

    /** Its own code and a code to an address: removing the second factor takes both. */
    async unbindGoogle(actor: Actor, input: SecondFactor & { googleCode: string }) {
      const user = await userOf(actor.userId);
      if (!(await deps.totp.isBound(user.id))) throw new AppError('conflict', 'No authenticator is bound.');
      await deps.second.check(user, input, actor.client, { codeToo: true });
      if (!(await deps.totp.unbind(user.id))) throw new AppError('conflict', 'No authenticator is bound.');
      await db
        .update(users)
        .set({ securityHoldUntil: holdUntil(now()) })
        .where(eq(users.id, user.id));
      await deps.log.record({ userId: user.id, operation: 'unbindGoogle', client: actor.client });
      await deps.notices.tell(user, 'googleRemoved', actor.language);
      return true;
    },
  };
}
export type SecurityItemsService = ReturnType<typeof createSecurityItemsService>;
