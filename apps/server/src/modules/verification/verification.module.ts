import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import { createVerificationRepo } from './verification.repo';
import { verificationRoutes } from './verification.routes';
import { createVerificationService } from './verification.service';

// The public surface other modules use (types and pure helpers; never a repo factory).
export type { CodeTarget } from './targets.fns';
export { emailTarget, normalizeEmail, phoneTarget } from './targets.fns';
export type { VerificationService } from './verification.service';
export { badCode } from './verification.service';

/**
 * One-time codes, shared by several areas (sign-up, sign-in, password reset, the security centre).
 * The service comes first, since those modules are built with it; the calls come last, since they
 * ask the auth and security modules whose ticket a code is for.
 */
export function createCodes(deps: {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  codeKey: Uint8Array;
  resendAfterSeconds?: number;
  /** The shared rate limiter (Redis with REDIS_URL); the database's when absent. */
  limiter?: RateLimiter;
}) {
  const { db, now } = deps;
  return createVerificationService({
    repo: createVerificationRepo(db),
    limiter: deps.limiter ?? createRateLimiter(db, now),
    notifier: deps.notifier,
    codeKey: deps.codeKey,
    now,
    resendAfterSeconds: deps.resendAfterSeconds,
  });
}

export function createVerificationModule(deps: Parameters<typeof verificationRoutes>[0]) {
  return { routes: verificationRoutes(deps), service: deps.codes };
}
