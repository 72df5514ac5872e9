import type { SecondFactor } from '@coffer/contract';
import type { Actor } from '../security/security.module';
import { type ApiKeysDeps, notFound, userOrThrow } from './api-keys.shared';

/** Deletes one of the user's keys, with the second factor; the user is told. */
export async function removeApiKey(
  deps: Pick<ApiKeysDeps, 'repo' | 'users' | 'second' | 'log' | 'notices'>,
  actor: Actor,
  input: { id: number } & SecondFactor,
) {
  const key = await deps.repo.mine(actor.userId, input.id);
  if (!key) throw notFound();
  const user = await userOrThrow(deps, actor.userId);
  await deps.second.check(user, input, actor.client);
  if (!(await deps.repo.remove(actor.userId, key.id))) throw notFound();
  await deps.log.record({
    userId: actor.userId,
    operation: 'deleteApiKey',
    detail: `#${key.id}`,
    client: actor.client,
  });
  await deps.notices.tell(user, 'apiKeyDeleted', actor.language);
  return true;
}
