import type { Db } from '../../db/client';
import { createVersioningRepo } from './versioning.repo';
import { versioningRoutes } from './versioning.routes';

export function createVersioningModule(deps: { db: Db; now: () => Date }) {
  return { routes: versioningRoutes(createVersioningRepo(deps.db), deps.now) };
}
