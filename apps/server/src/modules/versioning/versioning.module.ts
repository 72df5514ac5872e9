import type { Db } from '../../db/client';
import { createVersioningRepo } from './versioning.repo';
import { versioningRoutes } from './versioning.routes';

export type { NewAppVersion } from './versioning.repo';

/** Adding an app version (the demo seed, inside its transaction). */
export const createVersionsWriter = (db: Db) => ({ add: createVersioningRepo(db).add });

export function createVersioningModule(deps: { db: Db; now: () => Date }) {
  return { routes: versioningRoutes(createVersioningRepo(deps.db), deps.now) };
}
