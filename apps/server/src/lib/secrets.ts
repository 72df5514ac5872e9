import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque random token for a URL or a JSON field (refresh tokens, tickets, ids). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** How opaque high-entropy tokens are kept at rest: a plain SHA-256 is enough for 256 random bits. */
export const sha256Hex = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/**
 * Low-entropy secrets (6-digit codes) need a keyed hash: a million plain hashes are tried in a
 * second, but not without the server's key.
 */
export const hmacHex = (key: Uint8Array, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');

export function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
