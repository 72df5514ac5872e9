import { isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskEmail } from '../auth/auth.module';
import { emailTarget, normalizeEmail } from '../verification/verification.module';
import { writeUser } from './security-items.repo';
import {
  type Actor,
  type EmailInput,
  logAndTell,
  newAddressCode,
  type SecurityItemsDeps,
  userOf,
} from './security-items.shared';

/** Binds a first e-mail address: the second factor, then the `bind` code sent to the address. */
export async function bindEmail(
  deps: Pick<SecurityItemsDeps, 'codes' | 'db' | 'log' | 'notices' | 'second' | 'users'>,
  actor: Actor,
  input: EmailInput,
) {
  const user = await userOf(deps, actor.userId);
  if (user.email) throw new AppError('conflict', 'An e-mail address is already bound. Change it instead.');
  const email = normalizeEmail(input.emailAddress);
  if (await deps.users.byEmail(email)) throw new AppError('emailAlreadyRegistered');
  await deps.second.check(user, input, actor.client);
  await newAddressCode(deps, emailTarget(email), input.code);
  await writeUser(deps.db, user.id, { email }, isNull(users.email), 'emailAlreadyRegistered');
  return logAndTell(deps, actor, {
    to: await userOf(deps, user.id),
    operation: 'bindEmail',
    detail: maskEmail(email),
    notice: 'emailBound',
  });
}
