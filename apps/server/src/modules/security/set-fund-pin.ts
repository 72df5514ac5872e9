import type { SecondFactor } from '@coffer/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PasswordHasher } from '../auth/auth.module';
import { type Actor, type SecurityItemsDeps, userOrThrow } from './security-items.shared';

/** The first fund PIN (§5: 6 digits, hashed with argon2id), authorised by the second factor. */
export async function setFundPin(
  deps: Pick<SecurityItemsDeps, 'db' | 'users' | 'second' | 'log' | 'notices'> & { hasher: PasswordHasher },
  actor: Actor,
  input: { fundPin: string } & SecondFactor,
) {
  const user = await userOrThrow(deps, actor.userId);
  if (user.fundPasswordHash) throw new AppError('conflict', 'A fund PIN is already set. Change it instead.');
  await deps.second.check(user, input, actor.client);
  const hash = await deps.hasher.hash(input.fundPin);
  const rows = await deps.db
    .update(users)
    .set({ fundPasswordHash: hash })
    .where(and(eq(users.id, user.id), isNull(users.fundPasswordHash)))
    .returning({ id: users.id });
  if (rows.length === 0) throw new AppError('conflict', 'A fund PIN is already set.');
  await deps.log.record({ userId: user.id, operation: 'setFundPassword', client: actor.client });
  await deps.notices.tell(user, 'fundPinSet', actor.language);
  return true;
}
