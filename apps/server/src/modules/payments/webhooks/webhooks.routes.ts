import { endpoints } from '@coffer/contract';
import { route } from '../../../plugins/routes';
import type { WebhooksService } from './webhook-service';

export const webhooksRoutes = (service: WebhooksService) => {
  const w = endpoints.payments;
  return [
    route(w.webhookGetList, async ({ caller }) => service.list(caller.userId)),
    route(w.webhookCreate, async ({ caller, input }) => service.create(caller.userId, input)),
    route(w.webhookUpdate, async ({ caller, input }) => service.update(caller.userId, input)),
    route(w.webhookDelete, async ({ caller, input }) => service.remove(caller.userId, input.id)),
    route(w.webhookRotateSecret, async ({ caller, input }) => service.rotate(caller.userId, input.id)),
    route(w.webhookSendTest, async ({ caller, input }) => service.sendTest(caller.userId, input.id)),
    route(w.webhookGetDeliveries, async ({ caller, input }) => service.deliveries(caller.userId, input)),
    route(w.webhookRedeliver, async ({ caller, input }) => service.redeliver(caller.userId, input.id)),
  ];
};
