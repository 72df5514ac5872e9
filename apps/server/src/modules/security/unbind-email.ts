import type { SecondFactor } from '@coffer/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskEmail } from '../auth/auth.module';
import { writeUser } from './security-items.repo';
import { type Actor, holdUntil, logAndTell, type SecurityItemsDeps, userOf } from './security-items.shared';

/** Blocked while no phone is bound (§5). */
export async function unbindEmail(
  deps: Pick<SecurityItemsDeps, 'db' | 'log' | 'notices' | 'now' | 'second' | 'users'>,
  actor: Actor,
  input: SecondFactor,
) {
  const user = await userOf(deps, actor.userId);
  if (!user.email) throw new AppError('conflict', 'No e-mail address is bound.');
  if (!user.phoneNumber)
    throw new AppError('invalidInput', 'Bind a phone number before removing the e-mail address.');
  await deps.second.check(user, input, actor.client, { channels: ['email'] });
  await writeUser(
    deps.db,
    user.id,
    { email: null, securityHoldUntil: holdUntil(deps.now()) },
    and(isNotNull(users.phoneNumber), eq(users.email, user.email)),
    'emailAlreadyRegistered',
  );
  return logAndTell(deps, actor, {
    to: user,
    operation: 'unbindEmail',
    detail: maskEmail(user.email),
    notice: 'emailRemoved',
  });
}
