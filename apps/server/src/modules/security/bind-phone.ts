import { isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskPhone } from '../auth/auth.module';
import { phoneTarget } from '../verification/verification.module';
import { writeUser } from './security-items.repo';
import {
  type Actor,
  logAndTell,
  newAddressCode,
  type PhoneInput,
  type SecurityItemsDeps,
  userOf,
} from './security-items.shared';

/** Binds a first phone number: the second factor, then the `bind` code sent to the number. */
export async function bindPhone(
  deps: Pick<SecurityItemsDeps, 'codes' | 'db' | 'log' | 'notices' | 'second' | 'users'>,
  actor: Actor,
  input: PhoneInput,
) {
  const user = await userOf(deps, actor.userId);
  if (user.phoneNumber) throw new AppError('conflict', 'A phone number is already bound. Change it instead.');
  if (await deps.users.byPhone(input.areaCode, input.phoneNumber))
    throw new AppError('phoneAlreadyRegistered');
  await deps.second.check(user, input, actor.client);
  await newAddressCode(deps, phoneTarget(input.areaCode, input.phoneNumber), input.code);
  await writeUser(
    deps.db,
    user.id,
    { areaCode: input.areaCode, phoneNumber: input.phoneNumber },
    isNull(users.phoneNumber),
    'phoneAlreadyRegistered',
  );
  return logAndTell(deps, actor, {
    to: await userOf(deps, user.id),
    operation: 'bindPhone',
    detail: `${input.areaCode} ${maskPhone(input.phoneNumber)}`,
    notice: 'phoneBound',
  });
}
