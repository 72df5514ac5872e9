import { type ApiKeyPermission, apiKeyStatus, constants } from '@coffer/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { RateHeaders, RateLimiter } from '../../lib/rate-limiter';
import type { SecretBox } from '../../lib/secret-box';
import type { UsersRepo } from '../auth/auth.module';
import type { ApiKeysRepo } from './api-keys.repo';
import { effectivePermissions, secretAad } from './api-keys.shared';
import { ipAllowed, signaturesEqual, signRequest } from './signature.fns';

const { headers, recvWindowMsDefault, recvWindowMsMax } = constants.apiSignature;
const { rateWindowMs, rateMax } = constants.publicApi;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const refused = (details: string) => new AppError('unauthorized', details);

/**
 * Authenticates a signed API request (X-Api-Key, X-Api-Timestamp, X-Api-Signature and optionally
 * X-Api-Recv-Window) as the key's owner, for an endpoint that accepts keys with `permission`:
 * the timestamp within the receive window, the HMAC-SHA256 signature right, the key enabled and
 * not expired, the client at a bound address, the permission granted, each signature used once.
 */
export function createApiKeyAuthenticator(deps: {
  repo: ApiKeysRepo;
  users: UsersRepo;
  box: SecretBox;
  now: () => Date;
  limiter: Pick<RateLimiter, 'hit'>;
}) {
  return async (request: FastifyRequest, permission: ApiKeyPermission) => {
    const accessKey = header(request, headers.key);
    const timestamp = header(request, headers.timestamp);
    const signature = header(request, headers.signature);
    const windowText = header(request, headers.recvWindow);
    if (!accessKey || !timestamp || !signature)
      throw refused('A signed request needs X-Api-Key, X-Api-Timestamp and X-Api-Signature.');
    const window = windowText === undefined ? recvWindowMsDefault : Number(windowText);
    if (!Number.isInteger(window) || window <= 0 || window > recvWindowMsMax)
      throw refused(`X-Api-Recv-Window must be 1–${recvWindowMsMax} milliseconds.`);
    const at = deps.now();
    const sentAt = /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
    if (!Number.isFinite(sentAt) || Math.abs(at.getTime() - sentAt) > window)
      throw refused('X-Api-Timestamp is outside the receive window: check the clock and sign again.');
    const key = accessKey.length <= 64 ? await deps.repo.byAccessKey(accessKey) : undefined;
    if (!key) throw refused('Unknown API key.');
    const secret = deps.box.open(key.secretSealed, secretAad(key.accessKey));
    if (!secret) throw refused('Unknown API key.');
    const expected = signRequest(
      new TextDecoder().decode(secret),
      timestamp,
      request.method,
      request.url,
      request.rawBody ?? '',
    );
    if (!signaturesEqual(expected, signature)) throw refused('The signature does not match.');
    if (key.expiresAt && key.expiresAt <= at) throw refused('This API key has expired.');
    if (key.status === apiKeyStatus.members.disabled) throw refused('This API key is disabled.');
    if (key.ips !== '' && !ipAllowed(request.ip, key.ips))
      throw new AppError('forbidden', 'This API key may not be used from this address.');
    const rateLimit = await countCall(deps.limiter, key.id, permission);
    if (!effectivePermissions(key.permissions).has(permission))
      throw new AppError(
        'forbidden',
        `This API key lacks the ${permission} permission.`,
        null,
        undefined,
        rateLimit,
      );
    const user = await deps.users.byId(key.userId);
    if (!user) throw new AppError('userNotFound');
    if (user.bannedAt) throw new AppError('accountDisabled');
    const spent = await deps.repo.spendSignature(
      key.id,
      signature.toLowerCase(),
      new Date(sentAt + recvWindowMsMax),
      at,
    );
    if (!spent) throw refused('This signed request was already used: sign each request afresh.');
    await deps.repo.touch(key.id, at);
    return {
      userId: user.id,
      uid: user.uid,
      accountType: user.accountType,
      sessionId: `apikey:${key.id}`,
      apiKeyId: key.id,
      rateLimit,
      apiKeyWithdrawIds: key.withdrawScope === 'custom' ? key.withdrawAddressIds : null,
    };
  };
}

/**
 * Counts a signed call against its key's window for the class of call (the permission it needs):
 * what is left, for the X-RateLimit-* headers, or 429 with them and Retry-After.
 */
async function countCall(
  limiter: Pick<RateLimiter, 'hit'>,
  keyId: number,
  rateClass: ApiKeyPermission,
): Promise<RateHeaders> {
  const max = rateMax[rateClass];
  const hit = await limiter.hit(`apikey:${keyId}:${rateClass}`, { windowMs: rateWindowMs, max });
  if (!hit.ok) {
    const refused: RateHeaders = {
      limit: max,
      remaining: 0,
      resetSeconds: hit.retryAfterSeconds,
      retryAfterSeconds: hit.retryAfterSeconds,
    };
    throw new AppError(
      'tooManyRequests',
      `Rate limit of ${max} ${rateClass} calls a minute reached for this key: retry after ${hit.retryAfterSeconds} s.`,
      null,
      { retryAfterSeconds: hit.retryAfterSeconds },
      refused,
    );
  }
  return {
    limit: max,
    remaining: hit.remaining ?? max,
    resetSeconds: hit.resetSeconds ?? Math.ceil(rateWindowMs / 1000),
  };
}
