import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateRule {
  /** At most `max` hits per fixed window that starts at the first hit. */
  windowMs: number;
  max: number;
  /** And none sooner than this after the previous one. */
  minIntervalMs?: number;
}

/**
 * A counted hit may tell what is left of its window (`remaining`, `resetSeconds`): the signed API
 * answers them as X-RateLimit-* headers. Optional, so a limiter that cannot tell still fits.
 */
export type RateResult =
  | { ok: true; remaining?: number; resetSeconds?: number }
  | { ok: false; retryAfterSeconds: number };

/** A signed call's rate window, as its answer's headers tell it (Retry-After only on a 429). */
export interface RateHeaders {
  limit: number;
  remaining: number;
  resetSeconds: number;
  retryAfterSeconds?: number;
}

/**
 * Counts hits per key against a rule, shared by every server process: in the database (below) or
 * in Redis with REDIS_URL (redis-rate-limiter.ts), with the same semantics. A store that cannot
 * answer makes `hit` throw (the Redis one: 503 limitsUnavailable), never a pass.
 */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateResult>;
  /** Forgets windows that started more than `olderThanMs` ago (Redis keys expire by themselves). */
  prune(olderThanMs: number): Promise<void>;
}

/** Seconds to wait, from the milliseconds each broken part of the rule still holds (at least 1). */
export const retryAfterSeconds = (waitsMs: readonly number[]) =>
  Math.max(1, Math.ceil(Math.max(0, ...waitsMs) / 1000));

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Rate limits kept in the database, so every server process sees the same counters. One upsert
 * counts a hit or refuses it atomically (no read-then-write race).
 */
export function createRateLimiter(db: Db, now: () => Date): RateLimiter {
  return {
    async hit(key: string, rule: RateRule): Promise<RateResult> {
      const at = now();
      const windowCutoff = new Date(at.getTime() - rule.windowMs);
      const intervalCutoff = new Date(at.getTime() - (rule.minIntervalMs ?? 0));
      const newWindow = sql`${rateLimits.windowStart} <= ${ts(windowCutoff)}`;
      const counted = await db
        .insert(rateLimits)
        .values({ key, windowStart: at, count: 1, lastAt: at })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            windowStart: sql`case when ${newWindow} then ${ts(at)} else ${rateLimits.windowStart} end`,
            count: sql`case when ${newWindow} then 1 else ${rateLimits.count} + 1 end`,
            lastAt: at,
          },
          setWhere: sql`${rateLimits.lastAt} <= ${ts(intervalCutoff)} and (${newWindow} or ${rateLimits.count} < ${rule.max})`,
        })
        .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
      const [hit] = counted;
      if (hit) {
        const resetMs = hit.windowStart.getTime() + rule.windowMs - at.getTime();
        return {
          ok: true,
          remaining: Math.max(0, rule.max - hit.count),
          resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
        };
      }
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row) return { ok: true };
      const waits = [0];
      if (rule.minIntervalMs) waits.push(row.lastAt.getTime() + rule.minIntervalMs - at.getTime());
      if (row.count >= rule.max) waits.push(row.windowStart.getTime() + rule.windowMs - at.getTime());
      return { ok: false, retryAfterSeconds: retryAfterSeconds(waits) };
    },
    /** The table stays small. */
    async prune(olderThanMs: number) {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now().getTime() - olderThanMs)));
    },
  };
}
