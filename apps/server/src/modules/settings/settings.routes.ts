import { endpoints } from '@coffer/contract';
import { route } from '../../plugins/routes';
import type { SettingsRepo } from './settings.repo';

export const settingsRoutes = (repo: SettingsRepo) => [
  route(endpoints.settings.getCommonSettingList, async ({ input }) => repo.list(input.type)),
];
