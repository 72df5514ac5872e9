import type { Db } from '../../db/client';
import { createAnnouncementsRepo } from './notices.repo';
import { announcementsRoutes } from './notices.routes';

// The public surface others use: the operator's and the demo seed's publishing (never the repo).
export type { AnnouncementDraft } from './notices.repo';

/** Publishing announcements and their language versions (`ops announce`, the demo seed). */
export function createNoticePublisher(db: Db) {
  const repo = createAnnouncementsRepo(db);
  return { publish: repo.publish, addVersion: repo.addVersion };
}

export function createNoticesModule(deps: { db: Db; now: () => Date }) {
  return {
    routes: announcementsRoutes(createAnnouncementsRepo(deps.db), deps.now),
    /** The operator's publishing (`ops announce`). */
    publisher: createNoticePublisher(deps.db),
  };
}
