import type { SecondFactor } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { startHold } from './security-items.repo';
import {
  type Actor,
  holdUntil,
  logAndTell,
  type SecurityItemsDeps,
  userOrThrow,
} from './security-items.shared';

/** Its own code and a code to an address: removing the second factor takes both. */
export async function unbindGoogle(
  deps: Pick<SecurityItemsDeps, 'db' | 'log' | 'notices' | 'now' | 'second' | 'totp' | 'users'>,
  actor: Actor,
  input: SecondFactor & { googleCode: string },
) {
  const user = await userOrThrow(deps, actor.userId);
  if (!(await deps.totp.isBound(user.id))) throw new AppError('conflict', 'No authenticator is bound.');
  await deps.second.check(user, input, actor.client, { codeToo: true });
  if (!(await deps.totp.unbind(user.id))) throw new AppError('conflict', 'No authenticator is bound.');
  await startHold(deps.db, user.id, holdUntil(deps.now()));
  return logAndTell(deps, actor, { to: user, operation: 'unbindGoogle', notice: 'googleRemoved' });
}
