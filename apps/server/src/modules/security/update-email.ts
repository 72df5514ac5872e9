import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskEmail } from '../auth/auth.module';
import { emailTarget, normalizeEmail } from '../verification/verification.module';
import { writeUser } from './security-items.repo';
import {
  type Actor,
  type EmailInput,
  fieldProblem,
  holdUntil,
  logAndTell,
  newAddressCode,
  type SecurityItemsDeps,
  userOf,
} from './security-items.shared';

/** Codes to the old address (security) and to the new one (bind). */
export async function updateEmail(
  deps: Pick<SecurityItemsDeps, 'codes' | 'db' | 'log' | 'notices' | 'now' | 'second' | 'users'>,
  actor: Actor,
  input: EmailInput,
) {
  const user = await userOf(deps, actor.userId);
  if (!user.email) throw new AppError('conflict', 'No e-mail address is bound. Bind one first.');
  const email = normalizeEmail(input.emailAddress);
  if (email === user.email)
    throw fieldProblem('emailAddress', 'email.invalid', 'This is already your e-mail address.');
  if (await deps.users.byEmail(email)) throw new AppError('emailAlreadyRegistered');
  await deps.second.check(user, input, actor.client, { channels: ['email'] });
  await newAddressCode(deps, emailTarget(email), input.code);
  await writeUser(
    deps.db,
    user.id,
    { email, securityHoldUntil: holdUntil(deps.now()) },
    eq(users.email, user.email),
    'emailAlreadyRegistered',
  );
  return logAndTell(deps, actor, {
    to: user,
    operation: 'updateEmail',
    detail: `${maskEmail(user.email)} → ${maskEmail(email)}`,
    notice: 'emailChanged',
  });
}
