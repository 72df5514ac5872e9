import type { Db } from '../../db/client';
import { createSettingsRepo } from './settings.repo';
import { settingsRoutes } from './settings.routes';

export function createSettingsModule(deps: { db: Db }) {
  return { routes: settingsRoutes(createSettingsRepo(deps.db)) };
}
