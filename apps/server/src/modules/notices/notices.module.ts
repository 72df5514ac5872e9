import type { Db } from '../../db/client';
import { createAnnouncementsRepo } from './notices.repo';
import { announcementsRoutes } from './notices.routes';

export function createNoticesModule(deps: { db: Db; now: () => Date }) {
  return { routes: announcementsRoutes(createAnnouncementsRepo(deps.db), deps.now) };
}
