import { endpoints } from '@coffer/contract';
import { route } from '../../plugins/routes';
import type { AddressBookService } from './address-book.service';

export const addressBookRoutes = (service: AddressBookService) => [
  route(endpoints.userCoinAddress.create, ({ input, caller }) => service.create(caller, input)),
  route(endpoints.userCoinAddress.del, ({ input, caller }) => service.del(caller, input.id)),
  route(endpoints.userCoinAddress.get, ({ input, caller }) => service.list(caller, input)),
];
