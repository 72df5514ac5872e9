import type { ApiKeysDeps } from './api-keys.shared';
import { keyView } from './api-keys.shared';

/** The user's API keys, each with its status now. */
export async function listApiKeys(deps: Pick<ApiKeysDeps, 'repo' | 'now'>, userId: number) {
  const rows = await deps.repo.listOf(userId);
  return { totalCount: rows.length, items: rows.map((row) => keyView(row, deps.now())) };
}
