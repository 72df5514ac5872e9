import type { SecondFactor } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { type Actor, logAndTell, type SecurityItemsDeps, userOrThrow } from './security-items.shared';
import { totpError } from './totp.service';

/** The first code of the new secret proves the app holds it; a code to an address proves the account. */
export async function bindGoogle(
  deps: Pick<SecurityItemsDeps, 'log' | 'notices' | 'second' | 'totp' | 'users'>,
  actor: Actor,
  input: SecondFactor & { googleCode: string },
) {
  const user = await userOrThrow(deps, actor.userId);
  if (await deps.totp.isBound(user.id)) throw new AppError('conflict', 'An authenticator is already bound.');
  const first = await deps.totp.check(user.id, input.googleCode, actor.client, true);
  if (!first.ok)
    throw first.reason === 'notBound'
      ? new AppError('conflict', 'Get a new secret (GetGoogleBindInfo) first.')
      : totpError(first);
  await deps.second.check(user, { ...input, googleCode: undefined }, actor.client);
  if (!(await deps.totp.bind(user.id)))
    throw new AppError('conflict', 'The authenticator changed meanwhile.');
  return logAndTell(deps, actor, { to: user, operation: 'bindGoogle', notice: 'googleBound' });
}
