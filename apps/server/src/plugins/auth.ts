import {
  type ApiKeyPermission,
  type Auth,
  accountType as accountTypes,
  constants,
  isMerchantAccountType,
} from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { RateHeaders } from '../lib/rate-limiter';
import type { AccessClaims, TokenService } from '../lib/tokens';

/**
 * A signed-in user, or the owner of the API key a signed request came with (`apiKeyId`); such a
 * caller also carries the addresses the key may withdraw to (`apiKeyWithdrawIds`: address-book
 * ids, or null for any address of the book).
 */
export type Caller = AccessClaims & {
  apiKeyId?: number;
  apiKeyWithdrawIds?: number[] | null;
  /** What is left of the key's rate window: the X-RateLimit-* headers of a signed answer. */
  rateLimit?: RateHeaders;
};

/** Authenticates a signed API request for an endpoint open to keys with this permission. */
export type ApiKeyGate = (request: FastifyRequest, permission: ApiKeyPermission) => Promise<Caller>;

/**
 * Checks the session a valid token names (revoked, expired, its user banned): null to go on, or
 * the error to answer. The app passes the session service's check; a bare token check without it
 * is only for tests of the token layer.
 */
export type SessionGate = (sessionId: string, userId: number) => Promise<AppError | null>;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Who is calling, checked against what the endpoint requires: 401 for a missing, bad or expired
 * token, 403 for a role the endpoint is not for. Anonymous endpoints still learn the caller when a
 * valid token comes along, and ignore a bad one. Each signed-in call reads its session once (the gate).
 * `apiKey` endpoints take a signed-in user like `user` ones, or a signed API request.
 */
export async function authenticate(
  request: FastifyRequest,
  auth: Auth,
  tokens: TokenService,
  gate?: SessionGate,
  apiKeys?: ApiKeyGate,
): Promise<Caller | null> {
  const token = bearerToken(request);
  // A signed API request: only where the contract opens the call to keys, never on sign-in,
  // passwords, 2FA or key management (those are `user` or `anonymous`).
  if (request.headers[constants.apiSignature.headers.key] !== undefined) {
    if (token) throw new AppError('unauthorized', 'Send a bearer token or an API key signature, not both.');
    if (auth.kind !== 'apiKey' || !apiKeys)
      throw new AppError('forbidden', 'This call does not accept API keys.');
    return apiKeys(request, auth.permission);
  }
  if (auth.kind === 'anonymous') {
    if (!token) return null;
    const verified = await tokens.verify(token);
    if (!verified.ok) return null;
    if (gate && (await gate(verified.claims.sessionId, verified.claims.userId))) return null;
    return verified.claims;
  }
  if (!token) throw new AppError('unauthorized', 'Sign in to continue.');
  const verified = await tokens.verify(token);
  if (!verified.ok)
    throw new AppError(
      'unauthorized',
      verified.reason === 'expired' ? 'The access token has expired.' : 'Bad token.',
    );
  const caller = verified.claims;
  const ended = gate ? await gate(caller.sessionId, caller.userId) : null;
  if (ended) throw ended;
  if (auth.kind === 'merchant') assertMerchantHostCaller(caller);
  if (auth.kind === 'acceptor' && caller.accountType !== accountTypes.members.acceptor)
    throw new AppError('forbidden', 'Only acceptor accounts have access.');
  return caller;
}

/** Account types 1 and 3 only (§6): anyone else gets 403 "merchant role has no access". */
export function assertMerchantHostCaller(caller: Pick<Caller, 'accountType'>): void {
  if (!isMerchantAccountType(caller.accountType))
    throw new AppError('forbidden', 'Merchant role has no access.');
}
