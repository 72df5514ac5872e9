import type { Notifier } from '../../adapters/notifier/notifier';
import type { Db } from '../../db/client';
import { createRateLimiter } from '../../lib/rate-limiter';
import { createContactRepo } from './contact.repo';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

export function createContactModule(deps: {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  teamEmail: string;
}) {
  const service = createContactService({
    repo: createContactRepo(deps.db),
    limiter: createRateLimiter(deps.db, deps.now),
    notifier: deps.notifier,
    now: deps.now,
    teamEmail: deps.teamEmail,
  });
  return { routes: contactRoutes(service) };
}
