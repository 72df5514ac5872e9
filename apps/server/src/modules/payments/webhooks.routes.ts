import { endpoints } from '@coffer/contract';
import { route } from '../../plugins/routes';
import type { WebhooksService } from './webhook-service';

export const webhooksRoutes = (service: WebhooksService) => {
  const w = endpoints.webhooks;
  return [
    route(w.getList, async ({ caller }) => service.list(caller.userId)),
    route(w.create, async ({ caller, input }) => service.create(caller.userId, input)),
    route(w.update, async ({ caller, input }) => service.update(caller.userId, input)),
    route(w.delete, async ({ caller, input }) => service.remove(caller.userId, input.id)),
    route(w.rotateSecret, async ({ caller, input }) => service.rotate(caller.userId, input.id)),
    route(w.sendTest, async ({ caller, input }) => service.sendTest(caller.userId, input.id)),
    route(w.getDeliveries, async ({ caller, input }) => service.deliveries(caller.userId, input)),
    route(w.redeliver, async ({ caller, input }) => service.redeliver(caller.userId, input.id)),
  ];
};
