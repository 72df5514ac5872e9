import type { SecondFactor } from '@coffer/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PasswordHasher } from '../auth/auth.module';
import { type Actor, holdUntil, type SecurityItemsDeps, userOrThrow } from './security-items.shared';

/**
 * The second factor, not the old PIN, authorises the change: someone who forgot the PIN can
 * reset it, and the 24-hour hold covers the risk of a change by someone else.
 */
export async function updateFundPin(
  deps: Pick<SecurityItemsDeps, 'db' | 'now' | 'users' | 'second' | 'log' | 'notices'> & {
    hasher: PasswordHasher;
  },
  actor: Actor,
  input: { fundPin: string } & SecondFactor,
) {
  const user = await userOrThrow(deps, actor.userId);
  if (!user.fundPasswordHash) throw new AppError('conflict', 'No fund PIN is set. Set one first.');
  await deps.second.check(user, input, actor.client);
  const hash = await deps.hasher.hash(input.fundPin);
  const at = deps.now();
  await deps.db
    .update(users)
    .set({ fundPasswordHash: hash, securityHoldUntil: holdUntil(at) })
    .where(and(eq(users.id, user.id), isNotNull(users.fundPasswordHash)));
  await deps.log.record({ userId: user.id, operation: 'updateFundPassword', client: actor.client });
  await deps.notices.tell(user, 'fundPinChanged', actor.language);
  return true;
}
