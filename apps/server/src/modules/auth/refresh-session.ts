import type { TokenSession } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { sha256Hex } from '../../lib/secrets';
import type { SessionDeps } from './session.service';
import { newRefresh, revokedAnswer, tokensFor } from './session-tokens';

/** The merchant refresh: the access token's session, and the account types it is open to. */
export interface RefreshCondition {
  sessionId: string;
  accountTypes: readonly number[];
}

type Found = NonNullable<Awaited<ReturnType<SessionDeps['repo']['byRefreshHash']>>>;

/** A spent token coming back means it was copied: the whole family (the session) is revoked. */
async function refuseReuse(deps: SessionDeps, session: Found['session'], client: ClientInfo, now: Date) {
  await deps.repo.revoke(session.id, 'refreshReuse', now);
  await deps.history.record({ userId: session.userId, event: 'refreshReuse', result: 'failure', client });
  return new AppError('sessionInvalid', 'This refresh token was already used: the session is closed.');
}

/** The token's session must be open and unexpired (a revoked one answers why, §8). */
function assertLive({ token, session }: Found, now: Date) {
  if (session.revokedAt)
    throw new AppError(
      revokedAnswer[session.revokedReason ?? ''] ?? 'sessionInvalid',
      'The session has ended.',
    );
  if (session.expiresAt <= now || token.expiresAt <= now)
    throw new AppError('sessionInvalid', 'The session has expired. Please sign in again.');
}

/**
 * Rotation: the refresh token is spent and a new one of the same family returned. A spent
 * token coming back means it was copied: the whole family (the session) is revoked.
 */
export async function refreshSession(
  deps: SessionDeps,
  refreshToken: string,
  client: ClientInfo,
  only?: RefreshCondition,
): Promise<TokenSession> {
  const now = deps.now();
  const found = await deps.repo.byRefreshHash(sha256Hex(refreshToken));
  if (!found) throw new AppError('unauthorized', 'Unknown refresh token.');
  const { token, session } = found;
  if (token.usedAt) throw await refuseReuse(deps, session, client, now);
  assertLive(found, now);
  if (only) {
    if (only.sessionId !== session.id)
      throw new AppError('unauthorized', 'The tokens are of different sessions.');
    const owner = await deps.users.byId(session.userId);
    if (!owner || !only.accountTypes.includes(owner.accountType))
      throw new AppError('forbidden', 'Merchant role has no access.');
  }
  if (!(await deps.repo.spend(token.id, now))) throw await refuseReuse(deps, session, client, now);
  const user = await deps.users.byId(session.userId);
  if (!user || user.bannedAt || user.disabledAt) {
    await deps.repo.revoke(session.id, 'banned', now);
    throw new AppError('accountDisabled');
  }
  const next = newRefresh(session.id, now, session.expiresAt);
  await deps.repo.addRefresh(next.row);
  return tokensFor(deps.tokens, user, session.id, next.token);
}
