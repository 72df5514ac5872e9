import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskPhone } from '../auth/auth.module';
import { phoneTarget } from '../verification/verification.module';
import { writeUser } from './security-items.repo';
import {
  type Actor,
  fieldProblem,
  holdUntil,
  logAndTell,
  newAddressCode,
  type PhoneInput,
  type SecurityItemsDeps,
  userOf,
} from './security-items.shared';

/** Codes to the old number (security) and to the new one (bind). */
export async function updatePhone(
  deps: Pick<SecurityItemsDeps, 'codes' | 'db' | 'log' | 'notices' | 'now' | 'second' | 'users'>,
  actor: Actor,
  input: PhoneInput,
) {
  const user = await userOf(deps, actor.userId);
  if (!user.phoneNumber || !user.areaCode)
    throw new AppError('conflict', 'No phone number is bound. Bind one first.');
  if (user.areaCode === input.areaCode && user.phoneNumber === input.phoneNumber)
    throw fieldProblem('phoneNumber', 'phone.invalid', 'This is already your phone number.');
  if (await deps.users.byPhone(input.areaCode, input.phoneNumber))
    throw new AppError('phoneAlreadyRegistered');
  await deps.second.check(user, input, actor.client, { channels: ['sms'] });
  await newAddressCode(deps, phoneTarget(input.areaCode, input.phoneNumber), input.code);
  const at = deps.now();
  await writeUser(
    deps.db,
    user.id,
    { areaCode: input.areaCode, phoneNumber: input.phoneNumber, securityHoldUntil: holdUntil(at) },
    and(eq(users.areaCode, user.areaCode), eq(users.phoneNumber, user.phoneNumber)),
    'phoneAlreadyRegistered',
  );
  return logAndTell(deps, actor, {
    to: user,
    operation: 'updatePhone',
    detail: `${user.areaCode} ${maskPhone(user.phoneNumber)} → ${input.areaCode} ${maskPhone(input.phoneNumber)}`,
    notice: 'phoneChanged',
  });
}
