import type { Db } from '../../db/client';
import { createNewsRepo } from './news.repo';
import { newsRoutes } from './news.routes';

/** contentPrefix: where the content host is mounted (the news pages link to it). */
export function createNewsModule(deps: { db: Db; now: () => Date; contentPrefix: string }) {
  return { routes: newsRoutes(createNewsRepo(deps.db), deps.now, deps.contentPrefix) };
}
