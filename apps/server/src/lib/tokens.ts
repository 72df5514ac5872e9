import { createSigner, createVerifier, TokenError } from 'fast-jwt';

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
 * Short-lived HS256 access tokens (fast-jwt). Refresh tokens are opaque and live in the database.
 * Signed and verified synchronously with node:crypto's HMAC: jose went through WebCrypto, whose
 * asynchronous HMAC (a thread-pool hop per call) was 10–18 % of the server's CPU on a signed-in
 * read. The expiry is checked here against `now` (the tests' clock), not the library's start-time
 * clock; the signature, the algorithm, the issuer and the audience by the library.
 */
export function createTokenService(
  secret: Uint8Array,
  ttlSeconds: number,
  now: () => Date = () => new Date(),
) {
  const key = Buffer.from(secret);
  const signToken = createSigner({ key, algorithm: 'HS256' });
  const verifyToken = createVerifier({
    key,
    algorithms: ['HS256'],
    allowedIss: issuer,
    allowedAud: audience,
    requiredClaims: ['sub', 'exp'],
    ignoreExpiration: true,
  });
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return signToken({
        uid: claims.uid,
        at: claims.accountType,
        sid: claims.sessionId,
        sub: String(claims.userId),
        iss: issuer,
        aud: audience,
        iat,
        exp: iat + ttlSeconds,
      });
    },
    /** `allowExpired`: a genuine token past its expiry still answers its claims (the merchant refresh). */
    async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<VerifyResult> {
      let payload: Record<string, unknown>;
      try {
        payload = verifyToken(token);
      } catch (error) {
        if (error instanceof TokenError) return { ok: false, reason: 'invalid' };
        throw error;
      }
      // As jose counted it: expired once exp <= now (whole seconds), less the tolerance if any.
      const nowSeconds = Math.floor(now().getTime() / 1000);
      const tolerance = options.allowExpired ? expiredToleranceSeconds : 0;
      if (typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' };
      if (payload.exp <= nowSeconds - tolerance) return { ok: false, reason: 'expired' };
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.uid !== 'string' || typeof payload.at !== 'number')
        return { ok: false, reason: 'invalid' };
      if (typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        claims: { userId, uid: payload.uid, accountType: payload.at, sessionId: payload.sid },
      };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
