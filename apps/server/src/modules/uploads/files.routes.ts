import { endpoints } from '@coffer/contract';
import { route } from '../../plugins/routes';
import type { FileAccess } from './file-access';

export const filesRoutes = (files: FileAccess) => [
  route(endpoints.auth.getFile, async ({ input, caller }) =>
    files.read({ ...input, callerUserId: caller?.userId ?? null }),
  ),
];
