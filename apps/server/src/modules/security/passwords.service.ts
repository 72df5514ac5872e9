import { constants, type SecondFactor } from '@coffer/contract';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Lockout, PasswordHasher, UsersRepo } from '../auth/auth.module';
import type { SecurityNotices } from './notices';
import type { SecondFactorCheck } from './second-factor';
import type { Actor } from './security-items.shared';
import type { SecurityLog } from './security-log.repo';

export interface PasswordsDeps {
  db: Db;
  now: () => Date;
  users: UsersRepo;
  hasher: PasswordHasher;
  lockout: Lockout;
  second: SecondFactorCheck;
  log: SecurityLog;
  notices: SecurityNotices;
}

const holdUntil = (at: Date) => new Date(at.getTime() + constants.securityChangeHoldMs);

/** The login password and the fund PIN (§5: change 8–20, the PIN 6 digits; both hashed with argon2id). */
export function createPasswordsService(deps: PasswordsDeps) {
  const { db, now } = deps;
  const userOf = async (userId: number) => {
    const user = await deps.users.byId(userId);
    if (!user) throw new AppError('userNotFound');
    return user;
  };

  return {
    /**
     * The old password is checked like a sign-in: each wrong one counts toward the 2-hour lock of
     * §5, so a stolen session cannot guess it. Then the second factor when an authenticator is
     * bound. Every other session of the account ends; this one goes on.
     */
    async updatePassword(
      actor: Actor & { sessionId: string },
      input: { oldPassword: string; newPassword: string; googleCode?: string | undefined },
    ) {
      const user = await userOf(actor.userId);
      const subject = `user:${user.id}`;
      const lock = await deps.lockout.get(subject);
      if (lock.lockedUntil)
        throw new AppError('accountOrPasswordInvalid', 'Too many wrong passwords: try again later.', null, {
          remainingAttempts: 0,
          lockedUntil: lock.lockedUntil.toISOString(),
        });
      const counted = await deps.lockout.fail(subject);
      if (!(await deps.hasher.verify(user.passwordHash, input.oldPassword))) {
        await deps.log.record({
          userId: user.id,
          operation: 'updatePassword',
          result: 'failure',
          detail: 'wrongOldPassword',
          client: actor.client,
        });
        throw new AppError('accountOrPasswordInvalid', 'The current password is wrong.', null, {
          remainingAttempts: counted.remainingAttempts,
          ...(counted.lockedUntil ? { lockedUntil: counted.lockedUntil.toISOString() } : {}),
        });
      }
      await deps.lockout.clear(subject);
      await deps.second.check(user, { googleCode: input.googleCode }, actor.client, { googleOnly: true });
      const passwordHash = await deps.hasher.hash(input.newPassword);
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: at, securityHoldUntil: holdUntil(at) })
          .where(eq(users.id, user.id));
        await tx
          .update(sessions)
          .set({ revokedAt: at, revokedReason: 'passwordChanged' })
          .where(
            and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.id, actor.sessionId)),
          );
      });
      await deps.log.record({ userId: user.id, operation: 'updatePassword', client: actor.client });
      await deps.notices.tell(user, 'passwordChanged', actor.language);
      return true;
    },

    async setFundPassword(actor: Actor, input: { fundPin: string } & SecondFactor) {
      const user = await userOf(actor.userId);
      if (user.fundPasswordHash)
        throw new AppError('conflict', 'A fund PIN is already set. Change it instead.');
      await deps.second.check(user, input, actor.client);
      const hash = await deps.hasher.hash(input.fundPin);
      const rows = await db
        .update(users)
        .set({ fundPasswordHash: hash })
        .where(and(eq(users.id, user.id), isNull(users.fundPasswordHash)))
        .returning({ id: users.id });
      if (rows.length === 0) throw new AppError('conflict', 'A fund PIN is already set.');
      await deps.log.record({ userId: user.id, operation: 'setFundPassword', client: actor.client });
      await deps.notices.tell(user, 'fundPinSet', actor.language);
      return true;
    },

    /**
     * The second factor, not the old PIN, authorises the change: someone who forgot the PIN can
     * reset it, and the 24-hour hold covers the risk of a change by someone else.
     */
    async updateFundPassword(actor: Actor, input: { fundPin: string } & SecondFactor) {
      const user = await userOf(actor.userId);
      if (!user.fundPasswordHash) throw new AppError('conflict', 'No fund PIN is set. Set one first.');
      await deps.second.check(user, input, actor.client);
      const hash = await deps.hasher.hash(input.fundPin);
      const at = now();
      await db
        .update(users)
        .set({ fundPasswordHash: hash, securityHoldUntil: holdUntil(at) })
        .where(and(eq(users.id, user.id), isNotNull(users.fundPasswordHash)));
      await deps.log.record({ userId: user.id, operation: 'updateFundPassword', client: actor.client });
      await deps.notices.tell(user, 'fundPinChanged', actor.language);
      return true;
    },
  };
}
export type PasswordsService = ReturnType<typeof createPasswordsService>;
