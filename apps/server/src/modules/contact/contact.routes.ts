import { endpoints } from '@coffer/contract';
import { languageOf } from '../../lib/language';
import { route } from '../../plugins/routes';
import { type ContactService, RateLimited } from './contact.service';

export const contactRoutes = (service: ContactService) => [
  route(endpoints.contact.addContactUs, async ({ input, request, reply }) => {
    try {
      await service.submit(input, {
        ip: request.ip,
        language: languageOf(request.headers['accept-language']),
      });
    } catch (error) {
      if (error instanceof RateLimited) reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
      throw error;
    }
    return { Accepted: true as const };
  }),
];
