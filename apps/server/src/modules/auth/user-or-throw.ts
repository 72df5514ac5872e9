import { AppError } from '../../lib/app-error';
import type { UserRow, UsersRepo } from './users.repo';

/** The user a signed-in call is for; gone meanwhile (deleted), the call is refused (userNotFound). */
export async function userOrThrow(
  deps: { users: Pick<UsersRepo, 'byId'> },
  userId: number,
): Promise<UserRow> {
  const user = await deps.users.byId(userId);
  if (!user) throw new AppError('userNotFound');
  return user;
}
