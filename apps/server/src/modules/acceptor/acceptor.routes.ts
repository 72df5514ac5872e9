import { endpoints } from '@coffer/contract';
import { route } from '../../plugins/routes';
import type { AcceptorService } from './acceptor.service';

export const acceptorRoutes = (service: AcceptorService) => [
  route(endpoints.acceptor.getSymbols, () => service.pairs()),
  route(endpoints.acceptor.getConfigList, ({ input, caller }) => service.configs(caller, input)),
  route(endpoints.acceptor.addConfig, ({ input, caller }) => service.addConfig(caller, input)),
  route(endpoints.acceptor.updateConfig, ({ input, caller }) => service.updateConfig(caller, input)),
  route(endpoints.acceptor.updateStatus, ({ input, caller }) => service.updateStatus(caller, input)),
  route(endpoints.acceptor.getIncomingOrders, ({ input, caller }) => service.incomingOrders(caller, input)),
  route(endpoints.acceptor.acceptOrder, ({ input, caller }) => service.accept(caller, input.orderId)),
  route(endpoints.acceptor.declineOrder, ({ input, caller }) => service.decline(caller, input.orderId)),
  route(endpoints.acceptor.getInventory, ({ caller }) => service.inventory(caller)),
];
