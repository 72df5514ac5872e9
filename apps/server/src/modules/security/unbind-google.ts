import type { SecondFactor } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { startHold } from './security-items.repo';
import { type Actor, holdUntil, type SecurityItemsDeps, userOf } from './security-items.shared';

/** Its own code and a code to an address: removing the second factor takes both. */
export async function unbindGoogle(
  deps: Pick<SecurityItemsDeps, 'db' | 'log' | 'notices' | 'now' | 'second' | 'totp' | 'users'>,
  actor: Actor,
  input: SecondFactor & { googleCode: string },
) {
  const user = await userOf(deps, actor.userId);
  if (!(await deps.totp.isBound(user.id))) throw new AppError('conflict', 'No authenticator is bound.');
  await deps.second.check(user, input, actor.client, { codeToo: true });
  if (!(await deps.totp.unbind(user.id))) throw new AppError('conflict', 'No authenticator is bound.');
  await startHold(deps.db, user.id, holdUntil(deps.now()));
  await deps.log.record({ userId: user.id, operation: 'unbindGoogle', client: actor.client });
  await deps.notices.tell(user, 'googleRemoved', actor.language);
  return true;
}
