import { endpoints } from '@coffer/contract';
import { clientInfo } from '../../lib/client-info';
import { languageOf } from '../../lib/language';
import { route } from '../../plugins/routes';
import type { ApiKeysService } from './api-keys.module';

export const apiKeysRoutes = (service: ApiKeysService) => {
  const actor = (userId: number, request: Parameters<typeof clientInfo>[0]) => ({
    userId,
    client: clientInfo(request),
    language: languageOf(request.headers['accept-language']),
  });
  return [
    route(endpoints.apiKeys.getList, async ({ caller }) => service.list(caller.userId)),
    route(endpoints.apiKeys.create, async ({ caller, request, input }) =>
      service.create(actor(caller.userId, request), input),
    ),
    route(endpoints.apiKeys.update, async ({ caller, request, input }) =>
      service.update(actor(caller.userId, request), input),
    ),
    route(endpoints.apiKeys.delete, async ({ caller, request, input }) =>
      service.remove(actor(caller.userId, request), input),
    ),
  ];
};
