import type { Db } from '../../db/client';
import { createSettingsRepo } from './settings.repo';
import { settingsRoutes } from './settings.routes';

/** Saving a common setting (the demo seed, inside its transaction). */
export const createSettingsWriter = (db: Db) => ({ upsert: createSettingsRepo(db).upsert });

export function createSettingsModule(deps: { db: Db }) {
  return { routes: settingsRoutes(createSettingsRepo(deps.db)) };
}
