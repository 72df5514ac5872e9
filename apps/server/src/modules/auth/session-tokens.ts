import { constants, type ErrorName, type TokenSession } from '@coffer/contract';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { TokenService } from '../../lib/tokens';

const { refreshTokenTtlSeconds } = constants.session;

export type TokenUser = { id: number; uid: string; accountType: number };

export const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

/** Why a revoked session's next call fails: the client signs out on each of these (§8). */
export const revokedAnswer: Record<string, ErrorName> = {
  elsewhere: 'loggedInElsewhere',
  banned: 'accountDisabled',
};

/** The access token of a session beside its refresh token, as the client receives them. */
export async function tokensFor(
  tokens: TokenService,
  user: TokenUser,
  sessionId: string,
  refreshToken: string,
): Promise<TokenSession> {
  const accessToken = await tokens.sign({
    userId: user.id,
    uid: user.uid,
    accountType: user.accountType,
    sessionId,
  });
  return { accessToken, refreshToken, accessTokenExpireInSeconds: tokens.ttlSeconds };
}

/** A new refresh token of a session (its row stores the hash), ending no later than the session. */
export function newRefresh(sessionId: string, from: Date, sessionEnd: Date) {
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
