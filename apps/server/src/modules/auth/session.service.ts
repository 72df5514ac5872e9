import { randomUUID } from 'node:crypto';
import { constants, type TokenSession } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { TokenService } from '../../lib/tokens';
import type { LoginHistory } from './login-history.repo';
import { type RefreshCondition, refreshSession } from './refresh-session';
import type { SessionRepo } from './session.repo';
import { later, newRefresh, revokedAnswer, type TokenUser, tokensFor } from './session-tokens';
import type { UsersRepo } from './users.repo';

const { absoluteLifetimeSeconds } = constants.session;

export interface SessionDeps {
  repo: SessionRepo;
  users: UsersRepo;
  tokens: TokenService;
  history: LoginHistory;
  now: () => Date;
  /** One session per user and client type: a new sign-in answers 80002 to the old one. */
  singleSession: boolean;
}

/** Starts a session (a refresh-token family) for a user who has proven who they are. */
async function issueSession(
  deps: SessionDeps,
  user: TokenUser,
  client: ClientInfo,
  method: string,
): Promise<TokenSession> {
  const start = deps.now();
  const id = randomUUID();
  const expiresAt = later(start, absoluteLifetimeSeconds);
  const refresh = newRefresh(id, start, expiresAt);
  const row = {
    id,
    userId: user.id,
    clientType: client.clientType,
    deviceId: client.deviceId,
    ip: client.ip,
    userAgent: client.userAgent,
    method,
    createdAt: start,
    expiresAt,
  };
  await deps.repo.start(row, refresh.row, deps.singleSession);
  return tokensFor(deps.tokens, user, id, refresh.token);
}

/** The per-call check (one indexed read): null when the session may go on, else the answer. */
async function checkSession(deps: SessionDeps, sessionId: string, userId: number): Promise<AppError | null> {
  const row = await deps.repo.gate(sessionId);
  if (!row || row.userId !== userId) return new AppError('sessionInvalid', 'Unknown session.');
  if (row.revokedAt) {
    const name = revokedAnswer[row.revokedReason ?? ''] ?? 'sessionInvalid';
    return new AppError(name, name === 'sessionInvalid' ? 'The session has ended.' : null);
  }
  if (row.bannedAt || row.disabledAt) return new AppError('accountDisabled');
  if (row.expiresAt <= deps.now()) return new AppError('sessionInvalid', 'The session has expired.');
  return null;
}

/** Sessions: access tokens, rotating refresh tokens in families, revocation, the per-call check. */
export function createSessionService(deps: SessionDeps) {
  return {
    issue: (user: TokenUser, client: ClientInfo, method: string) => issueSession(deps, user, client, method),
    refresh: (refreshToken: string, client: ClientInfo, only?: RefreshCondition) =>
      refreshSession(deps, refreshToken, client, only),
    async revoke(sessionId: string, reason: string) {
      await deps.repo.revoke(sessionId, reason, deps.now());
    },
    async revokeAll(userId: number, reason: string) {
      await deps.repo.revokeAllOf(userId, reason, deps.now());
    },
    check: (sessionId: string, userId: number) => checkSession(deps, sessionId, userId),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
