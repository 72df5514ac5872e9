import type { Db } from '../../db/client';
import { createHelpRepo } from './help.repo';
import { helpRoutes } from './help.routes';
import { createHelpPublisher } from './help.service';

// The public surface others use: the operator's and the demo seed's publishing.
export { createHelpPublisher, type HelpDraft } from './help.service';

export function createHelpModule(deps: { db: Db; now: () => Date }) {
  return {
    routes: helpRoutes(createHelpRepo(deps.db), deps.now),
    /** The operator's publishing (`ops help:publish`, `help:category`). */
    publisher: createHelpPublisher(deps.db, deps.now),
  };
}
