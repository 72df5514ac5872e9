import { randomBytes } from 'node:crypto';
import { constants, type KeyExchangeBusinessType } from '@coffer/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keyExchanges } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { randomToken, sha256Hex } from '../../lib/secrets';
import { decryptField, deriveKey } from './key-exchange.fns';

const ttlMs = constants.keyExchangeTtlSeconds * 1000;

const expired = () =>
  new AppError('invalidInput', 'The key exchange has expired or was already used. Get a new one.');

/** Every field decrypted under the exchange's key, or 40000 naming the first that does not decrypt. */
function decryptAll(fields: Record<string, string>, aesKey: ReturnType<typeof deriveKey>, ivHex: string) {
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const text = decryptField(value, aesKey, ivHex);
    if (text === null)
      throw new AppError('invalidInput', `${name} does not decrypt under this key exchange.`);
    plain[name] = text;
  }
  return plain;
}

/**
 * Key exchanges (Basic/GetKEIS, Basic/PTR): single use, expiring. Only a hash of the key material
 * is stored; the client sends the material back with the ciphertexts and the key is derived again.
 */
export function createKeyExchangeService(db: Db, now: () => Date, limiter: RateLimiter) {
  const secondsLeft = (expiresAt: Date) =>
    Math.max(0, Math.ceil((expiresAt.getTime() - now().getTime()) / 1000));

  return {
    /** Anyone may ask, so each client address may ask 60 times a minute (each is a stored row). */
    async create(ip: string) {
      const hit = await limiter.hit(`kex:ip:${ip}`, { windowMs: 60_000, max: 60 });
      if (!hit.ok)
        throw new AppError('tooManyRequests', 'Too many key exchanges.', null, {
          retryAfterSeconds: hit.retryAfterSeconds,
        });
      const k = randomToken(24);
      const i = randomBytes(16).toString('hex');
      const s = randomBytes(16).toString('hex');
      const at = now();
      await db.insert(keyExchanges).values({
        keyHash: sha256Hex(k),
        ivHex: i,
        saltHex: s,
        createdAt: at,
        expiresAt: new Date(at.getTime() + ttlMs),
      });
      return { i, s, k, e: constants.keyExchangeTtlSeconds };
    },

    /**
     * PTR: proves the client derived the key (`p` is the business type encrypted under it) and binds
     * the exchange to that business type; the exchange stays open for the one call it is for.
     */
    async bind(t: KeyExchangeBusinessType, r: string, p: string) {
      const [row] = await db
        .select()
        .from(keyExchanges)
        .where(
          and(
            eq(keyExchanges.keyHash, sha256Hex(r)),
            isNull(keyExchanges.usedAt),
            gt(keyExchanges.expiresAt, now()),
          ),
        );
      if (!row || (row.businessType && row.businessType !== t)) throw expired();
      if (decryptField(p, deriveKey(r, row.saltHex), row.ivHex) !== t)
        throw new AppError('invalidInput', 'The payload does not decrypt under this exchange.');
      await db.update(keyExchanges).set({ businessType: t }).where(eq(keyExchanges.keyHash, row.keyHash));
      return { t, e: secondsLeft(row.expiresAt) };
    },

    /** Spends the exchange (whatever follows, so it cannot serve as a decryption oracle) and decrypts. */
    async decryptFields(businessType: KeyExchangeBusinessType, key: string, fields: Record<string, string>) {
      const [row] = await db
        .update(keyExchanges)
        .set({ usedAt: now() })
        .where(
          and(
            eq(keyExchanges.keyHash, sha256Hex(key)),
            isNull(keyExchanges.usedAt),
            gt(keyExchanges.expiresAt, now()),
          ),
        )
        .returning();
      if (!row || (row.businessType && row.businessType !== businessType)) throw expired();
      return decryptAll(fields, deriveKey(key, row.saltHex), row.ivHex);
    },
  };
}
export type KeyExchangeService = ReturnType<typeof createKeyExchangeService>;
