import type { SecondFactor } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { AddressKind } from './address-kinds';
import { writeUser } from './security-items.repo';
import {
  type Actor,
  logAndTell,
  newAddressCode,
  type SecurityItemsDeps,
  userOrThrow,
} from './security-items.shared';

/**
 * Binds a first e-mail address or phone number (`kind`): the second factor, then the `bind` code
 * sent to the new address.
 */
export async function bindAddress<
  Input extends SecondFactor & { code: string },
  Fields extends Record<string, string>,
>(
  kind: AddressKind<Input, Fields>,
  deps: Pick<SecurityItemsDeps, 'codes' | 'db' | 'log' | 'notices' | 'second' | 'users'>,
  actor: Actor,
  input: Input,
) {
  const user = await userOrThrow(deps, actor.userId);
  if (kind.bound(user)) throw new AppError('conflict', kind.alreadyBound);
  const fields = kind.fields(input);
  if (await kind.owner(deps.users, fields)) throw new AppError(kind.taken);
  await deps.second.check(user, input, actor.client);
  await newAddressCode(deps, kind.target(fields), input.code);
  await writeUser(deps.db, user.id, fields, kind.holds(null), kind.taken);
  return logAndTell(deps, actor, {
    to: await userOrThrow(deps, user.id),
    ...kind.bind,
    detail: kind.masked(fields),
  });
}
