import { webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  uid: string;
  accountType: number;
  sessionId: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const issuer = 'coffer';
const audience = 'coffer-web';
/** How old an expired access token the merchant refresh still reads (its session bounds it anyway). */
const expiredToleranceSeconds = 30 * 86_400;

/**
 * The HMAC key, imported once: given the raw bytes, jose imports them into WebCrypto on every sign
 * and verify, a cost every signed-in request paid. Marked handled here; each use awaits it again,
 * so a key that cannot be imported still fails the call that needs it.
 */
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  const key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  key.catch(() => {});
  return key;
}

/** Short-lived HS256 access tokens (jose). Refresh tokens are opaque and live in the database. */
export function createTokenService(
  secret: Uint8Array,
  ttlSeconds: number,
  now: () => Date = () => new Date(),
) {
  const key = hmacKey(secret);
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ uid: claims.uid, at: claims.accountType, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(await key);
    },
    /** `allowExpired`: a genuine token past its expiry still answers its claims (the merchant refresh). */
    async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<VerifyResult> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer,
          audience,
          algorithms: ['HS256'],
          currentDate: now(),
          ...(options.allowExpired ? { clockTolerance: expiredToleranceSeconds } : {}),
        });
        const userId = Number(payload.sub);
        if (
          !Number.isSafeInteger(userId) ||
          typeof payload.uid !== 'string' ||
          typeof payload.at !== 'number'
        )
          return { ok: false, reason: 'invalid' };
        if (typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
        return {
          ok: true,
          claims: { userId, uid: payload.uid, accountType: payload.at, sessionId: payload.sid },
        };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
