import type { SecondFactor } from '@coffer/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskPhone } from '../auth/auth.module';
import { writeUser } from './security-items.repo';
import { type Actor, holdUntil, logAndTell, type SecurityItemsDeps, userOf } from './security-items.shared';

/** Blocked while no e-mail is bound: the account would have no address left (§5). */
export async function unbindPhone(
  deps: Pick<SecurityItemsDeps, 'db' | 'log' | 'notices' | 'now' | 'second' | 'users'>,
  actor: Actor,
  input: SecondFactor,
) {
  const user = await userOf(deps, actor.userId);
  if (!user.phoneNumber || !user.areaCode) throw new AppError('conflict', 'No phone number is bound.');
  if (!user.email)
    throw new AppError('invalidInput', 'Bind an e-mail address before removing the phone number.');
  await deps.second.check(user, input, actor.client, { channels: ['sms'] });
  await writeUser(
    deps.db,
    user.id,
    { areaCode: null, phoneNumber: null, securityHoldUntil: holdUntil(deps.now()) },
    and(isNotNull(users.email), eq(users.phoneNumber, user.phoneNumber)),
    'phoneAlreadyRegistered',
  );
  return logAndTell(deps, actor, {
    to: user,
    operation: 'unbindPhone',
    detail: `${user.areaCode} ${maskPhone(user.phoneNumber)}`,
    notice: 'phoneRemoved',
  });
}
