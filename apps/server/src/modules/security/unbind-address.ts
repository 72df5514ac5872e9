import type { SecondFactor } from '@coffer/contract';
import { and } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { userOrThrow } from '../auth/auth.module';
import type { AddressKind } from './address-kinds';
import { writeUser } from './security-items.repo';
import { type Actor, holdUntil, logAndTell, type SecurityItemsDeps } from './security-items.shared';

/**
 * Removes the bound e-mail address or phone number (`kind`), the second factor through it; blocked
 * while the other is not bound: the account would have no address left (§5). Starts the security hold.
 */
export async function unbindAddress<Fields extends Record<string, string>>(
  kind: AddressKind<unknown, Fields>,
  deps: Pick<SecurityItemsDeps, 'db' | 'log' | 'notices' | 'now' | 'second' | 'users'>,
  actor: Actor,
  input: SecondFactor,
) {
  const user = await userOrThrow(deps, actor.userId);
  const old = kind.bound(user);
  if (!old) throw new AppError('conflict', kind.unbind.noneBound);
  if (!kind.unbind.otherBound(user)) throw new AppError('invalidInput', kind.unbind.otherMissing);
  await deps.second.check(user, input, actor.client, { channels: [kind.channel] });
  await writeUser(
    deps.db,
    user.id,
    { ...kind.unbind.cleared, securityHoldUntil: holdUntil(deps.now()) },
    and(kind.unbind.otherBoundNow, kind.holds(old)),
    kind.taken,
  );
  return logAndTell(deps, actor, {
    to: user,
    operation: kind.unbind.operation,
    detail: kind.masked(old),
    notice: kind.unbind.notice,
  });
}
