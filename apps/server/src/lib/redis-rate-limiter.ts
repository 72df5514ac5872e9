import { type RateLimiter, type RateResult, type RateRule, retryAfterSeconds } from './rate-limiter';
import { redisUnavailable, type SharedRedis } from './redis';

/**
 * The database limiter's upsert (rate-limiter.ts) as one Lua script, so a hit is counted or refused
 * atomically whichever process asks. A key is a hash: w (window start), c (count), l (last hit), in
 * the caller's milliseconds (its clock, as the database limiter uses it); it expires when neither
 * its window nor its interval can refuse anything any more. Answers {1, hits left, ms to the window's
 * end} (what the signed API's X-RateLimit-* headers tell) or {0, wait in ms}.
 */
const hitScript = `
local now, windowMs, max, interval = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local row = redis.call('HMGET', KEYS[1], 'w', 'c', 'l')
local w, c, l = tonumber(row[1]), tonumber(row[2]), tonumber(row[3])
if w and (l > now - interval or (w > now - windowMs and c >= max)) then
  local wait = 0
  if interval > 0 then wait = l + interval - now end
  if c >= max then wait = math.max(wait, w + windowMs - now) end
  return {0, wait}
end
if not w or w <= now - windowMs then w, c = now, 1 else c = c + 1 end
redis.call('HSET', KEYS[1], 'w', w, 'c', c, 'l', now)
redis.call('PEXPIRE', KEYS[1], math.max(w + windowMs, now + interval) - now + 1)
return {1, max - c, w + windowMs - now}
`;

export function createRedisRateLimiter(redis: SharedRedis, now: () => Date): RateLimiter {
  const { client } = redis;
  const keyOf = (key: string) => `${redis.prefix}rate:${key}`;
  return {
    async hit(key: string, rule: RateRule): Promise<RateResult> {
      const args = [now().getTime(), rule.windowMs, rule.max, rule.minIntervalMs ?? 0];
      let answer: [number, number?, number?];
      try {
        answer = (await client.eval(hitScript, 1, keyOf(key), ...args)) as [number, number?, number?];
      } catch (error) {
        throw redisUnavailable(error, redis.onError);
      }
      if (answer[0] === 1)
        return {
          ok: true,
          remaining: Math.max(0, answer[1] ?? 0),
          resetSeconds: Math.max(1, Math.ceil((answer[2] ?? 0) / 1000)),
        };
      return { ok: false, retryAfterSeconds: retryAfterSeconds([answer[1] ?? 0]) };
    },
    async prune() {},
  };
}
