import { endpoints } from '@coffer/contract';
import { route } from '../../plugins/routes';
import type { KeyExchangeService } from './key-exchange.service';

export const keyExchangeRoutes = (keys: KeyExchangeService) => [
  route(endpoints.auth.getKeis, async ({ request }) => keys.create(request.ip)),
  route(endpoints.auth.ptr, async ({ input }) => keys.bind(input.t, input.r, input.p)),
];
