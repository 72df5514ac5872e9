import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Lockout, PasswordHasher } from '../auth/auth.module';
import { type Actor, holdUntil, type SecurityItemsDeps, userOrThrow } from './security-items.shared';

type UpdatePasswordDeps = Pick<SecurityItemsDeps, 'db' | 'now' | 'users' | 'second' | 'log' | 'notices'> & {
  hasher: PasswordHasher;
  lockout: Lockout;
};

/**
 * The login password (§5: 8–20, hashed with argon2id). The old password is checked like a
 * sign-in: each wrong one counts toward the 2-hour lock of §5, so a stolen session cannot guess it.
 * Then the second factor when an authenticator is bound. Every other session of the account ends;
 * this one goes on.
 */
export async function updatePassword(
  deps: UpdatePasswordDeps,
  actor: Actor & { sessionId: string },
  input: { oldPassword: string; newPassword: string; googleCode?: string | undefined },
) {
  const user = await userOrThrow(deps, actor.userId);
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
  const at = deps.now();
  await deps.db.transaction((tx) => changePasswordEndingOtherSessions(tx, { user, passwordHash, at, actor }));
  await deps.log.record({ userId: user.id, operation: 'updatePassword', client: actor.client });
  await deps.notices.tell(user, 'passwordChanged', actor.language);
  return true;
}

async function changePasswordEndingOtherSessions(
  tx: Db,
  change: { user: { id: number }; passwordHash: string; at: Date; actor: { sessionId: string } },
) {
  const { user, passwordHash, at, actor } = change;
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: at, securityHoldUntil: holdUntil(at) })
    .where(eq(users.id, user.id));
  await tx
    .update(sessions)
    .set({ revokedAt: at, revokedReason: 'passwordChanged' })
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.id, actor.sessionId)));
}
