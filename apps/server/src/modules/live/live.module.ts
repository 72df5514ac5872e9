import type { Db } from '../../db/client';
import { createLiveHub, type LiveHub } from './live.hub';

export { registerLiveRoutes } from './live.routes';
export type { LiveHub };

/**
 * The live-update feed. Its stream is not a contract call: app.ts registers it per host with
 * registerLiveRoutes, so the module has no routes of its own.
 */
export function createLiveModule(deps: { db: Db; now: () => Date; hub?: LiveHub }) {
  return { routes: [], service: deps.hub ?? createLiveHub({ db: deps.db, now: deps.now }) };
}
