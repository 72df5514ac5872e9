import { createHmac, timingSafeEqual } from 'node:crypto';

/** The digest algorithms Sumsub names in `x-payload-digest-alg` that we accept (not SHA-1). */
const algorithms: Record<string, string> = {
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
};

/**
 * Checks the provider's callback: `x-payload-digest` is the HMAC (hex) of the raw request body
 * keyed with the webhook secret both sides were configured with; the algorithm header defaults to
 * SHA-256. Compared in constant time. No secret configured: nothing is accepted.
 */
export function verifyPayloadDigest(input: {
  secret: string | undefined;
  rawBody: string | undefined;
  digest: string | undefined;
  algorithm: string | undefined;
}): boolean {
  const { secret, rawBody, digest } = input;
  if (!secret || rawBody === undefined || !digest || !/^[0-9a-fA-F]+$/.test(digest)) return false;
  const hash = algorithms[(input.algorithm ?? 'HMAC_SHA256_HEX').toUpperCase()];
  if (!hash) return false;
  const expected = createHmac(hash, secret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(digest, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
