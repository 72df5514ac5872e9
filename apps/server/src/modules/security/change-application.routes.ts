import { endpoints } from '@coffer/contract';
import { clientInfo } from '../../lib/client-info';
import { languageOf } from '../../lib/language';
import { route } from '../../plugins/routes';
import type { ChangeApplicationService } from './security.module';

export const changeApplicationRoutes = (service: ChangeApplicationService) => [
  route(endpoints.security.securityChangeVerify, async ({ input, request }) =>
    service.verify(input, clientInfo(request)),
  ),
  route(endpoints.security.securityChangeSubmit, async ({ input, request }) =>
    service.submit(input, clientInfo(request), languageOf(request.headers['accept-language'])),
  ),
  route(endpoints.security.securityChangeGetStatus, async ({ input }) => service.status(input.queryToken)),
];
