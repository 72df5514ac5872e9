import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import { createContactRepo } from './contact.repo';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

export function createContactModule(deps: {
  db: Db;
  /** The shared rate limiter (Redis with REDIS_URL); the database's when absent. */
  limiter?: RateLimiter;
  now: () => Date;
  notifier: Notifier;
  teamEmail: string;
}) {
  const service = createContactService({
    repo: createContactRepo(deps.db),
    limiter: deps.limiter ?? createRateLimiter(deps.db, deps.now),
    notifier: deps.notifier,
    now: deps.now,
    teamEmail: deps.teamEmail,
  });
  return { routes: contactRoutes(service) };
}
