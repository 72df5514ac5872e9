import type { SecondFactor } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { type AddressKind, sameAddress } from './address-kinds';
import { writeUser } from './security-items.repo';
import {
  type Actor,
  fieldProblem,
  holdUntil,
  logAndTell,
  newAddressCode,
  type SecurityItemsDeps,
  userOrThrow,
} from './security-items.shared';

/**
 * Changes the bound e-mail address or phone number (`kind`): the second factor through the old
 * address (security code), the `bind` code through the new one; starts the security hold.
 */
export async function updateAddress<
  Input extends SecondFactor & { code: string },
  Fields extends Record<string, string>,
>(
  kind: AddressKind<Input, Fields>,
  deps: Pick<SecurityItemsDeps, 'codes' | 'db' | 'log' | 'notices' | 'now' | 'second' | 'users'>,
  actor: Actor,
  input: Input,
) {
  const user = await userOrThrow(deps, actor.userId);
  const old = kind.bound(user);
  if (!old) throw new AppError('conflict', kind.noneBound);
  const fields = kind.fields(input);
  if (sameAddress(old, fields)) throw fieldProblem(...kind.unchanged);
  if (await kind.owner(deps.users, fields)) throw new AppError(kind.taken);
  await deps.second.check(user, input, actor.client, { channels: [kind.channel] });
  await newAddressCode(deps, kind.target(fields), input.code);
  await writeUser(
    deps.db,
    user.id,
    { ...fields, securityHoldUntil: holdUntil(deps.now()) },
    kind.holds(old),
    kind.taken,
  );
  return logAndTell(deps, actor, {
    to: user,
    ...kind.update,
    detail: `${kind.masked(old)} → ${kind.masked(fields)}`,
  });
}
