import type { Db } from '../../db/client';
import { createHelpRepo } from './help.repo';
import { helpRoutes } from './help.routes';

export function createHelpModule(deps: { db: Db; now: () => Date }) {
  return { routes: helpRoutes(createHelpRepo(deps.db), deps.now) };
}
