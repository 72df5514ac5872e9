import type { Db } from '../../db/client';
import { createActionLogRepo } from './actionlog.repo';
import { actionLogRoutes } from './actionlog.routes';

export function createActionLogModule(deps: { db: Db; now: () => Date }) {
  return { routes: actionLogRoutes(createActionLogRepo(deps.db), deps.now) };
}
