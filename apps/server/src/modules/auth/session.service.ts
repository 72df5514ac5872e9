import { randomUUID } from 'node:crypto';
import { constants, type ErrorName, type TokenSession } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { TokenService } from '../../lib/tokens';
import type { LoginHistory } from './login-history.repo';
import type { SessionRepo } from './session.repo';
import type { UsersRepo } from './users.repo';

const { refreshTokenTtlSeconds, absoluteLifetimeSeconds } = constants.session;

export interface SessionDeps {
  repo: SessionRepo;
  users: UsersRepo;
  tokens: TokenService;
  history: LoginHistory;
  now: () => Date;
  /** One session per user and client type: a new sign-in answers 80002 to the old one. */
  singleSession: boolean;
}

/** Why a revoked session's next call fails: the client signs out on each of these (§8). */
const revokedAnswer: Record<string, ErrorName> = {
  elsewhere: 'loggedInElsewhere',
  banned: 'accountDisabled',
};

/** Sessions: access tokens, rotating refresh tokens in families, revocation, the per-call check. */
export function createSessionService(deps: SessionDeps) {
  const at = () => deps.now();
  const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

  async function tokensFor(
    user: { id: number; uid: string; accountType: number },
    sessionId: string,
    refreshToken: string,
  ): Promise<TokenSession> {
    const accessToken = await deps.tokens.sign({
      userId: user.id,
      uid: user.uid,
      accountType: user.accountType,
      sessionId,
    });
    return { accessToken, refreshToken, accessTokenExpireInSeconds: deps.tokens.ttlSeconds };
  }

  function newRefresh(sessionId: string, from: Date, sessionEnd: Date) {
    const token = randomToken();
    const end = later(from, refreshTokenTtlSeconds);
    return {
      token,
      row: {
        sessionId,
        tokenHash: sha256Hex(token),
        createdAt: from,
        expiresAt: end < sessionEnd ? end : sessionEnd,
      },
    };
  }

  return {
    /** Starts a session (a refresh-token family) for a user who has proven who they are. */
    async issue(
      user: { id: number; uid: string; accountType: number },
      client: ClientInfo,
      method: string,
    ): Promise<TokenSession> {
      const start = at();
      const id = randomUUID();
      const expiresAt = later(start, absoluteLifetimeSeconds);
      const refresh = newRefresh(id, start, expiresAt);
      await deps.repo.start(
        {
          id,
          userId: user.id,
          clientType: client.clientType,
          deviceId: client.deviceId,
          ip: client.ip,
          userAgent: client.userAgent,
          method,
          createdAt: start,
          expiresAt,
        },
        refresh.row,
        deps.singleSession,
      );
      return tokensFor(user, id, refresh.token);
    },

    /**
     * Rotation: the refresh token is spent and a new one of the same family returned. A spent
     * token coming back means it was copied: the whole family (the session) is revoked.
     */
    async refresh(refreshToken: string, client: ClientInfo): Promise<TokenSession> {
      const now = at();
      const found = await deps.repo.byRefreshHash(sha256Hex(refreshToken));
      if (!found) throw new AppError('unauthorized', 'Unknown refresh token.');
      const { token, session } = found;
      const reuse = async () => {
        await deps.repo.revoke(session.id, 'refreshReuse', now);
        await deps.history.record({
          userId: session.userId,
          event: 'refreshReuse',
          result: 'failure',
          client,
        });
        return new AppError('sessionInvalid', 'This refresh token was already used: the session is closed.');
      };
      if (token.usedAt) throw await reuse();
      if (session.revokedAt)
        throw new AppError(
          revokedAnswer[session.revokedReason ?? ''] ?? 'sessionInvalid',
          'The session has ended.',
        );
      if (session.expiresAt <= now || token.expiresAt <= now)
        throw new AppError('sessionInvalid', 'The session has expired. Please sign in again.');
      if (!(await deps.repo.spend(token.id, now))) throw await reuse();
      const user = await deps.users.byId(session.userId);
      if (!user || user.bannedAt) {
        await deps.repo.revoke(session.id, 'banned', now);
        throw new AppError('accountDisabled');
      }
      const next = newRefresh(session.id, now, session.expiresAt);
      await deps.repo.addRefresh(next.row);
      return tokensFor(user, session.id, next.token);
    },

    async revoke(sessionId: string, reason: string) {
      await deps.repo.revoke(sessionId, reason, at());
    },

    async revokeAll(userId: number, reason: string) {
      await deps.repo.revokeAllOf(userId, reason, at());
    },

    /** The per-call check (one indexed read): null when the session may go on, else the answer. */
    async check(sessionId: string, userId: number): Promise<AppError | null> {
      const row = await deps.repo.gate(sessionId);
      if (!row || row.userId !== userId) return new AppError('sessionInvalid', 'Unknown session.');
      if (row.revokedAt) {
        const name = revokedAnswer[row.revokedReason ?? ''] ?? 'sessionInvalid';
        return new AppError(name, name === 'sessionInvalid' ? 'The session has ended.' : null);
      }
      if (row.bannedAt) return new AppError('accountDisabled');
      if (row.expiresAt <= at()) return new AppError('sessionInvalid', 'The session has expired.');
      return null;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
