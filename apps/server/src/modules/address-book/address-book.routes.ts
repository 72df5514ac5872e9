import { endpoints } from '@coffer/contract';
import { clientInfo } from '../../lib/client-info';
import { route } from '../../plugins/routes';
import type { AddressBookService } from './address-book.service';
import type { AddressBookChanges } from './address-book-changes';

export const addressBookRoutes = (changes: AddressBookChanges, book: Pick<AddressBookService, 'list'>) => [
  route(endpoints.userCoinAddress.create, ({ input, caller, request }) =>
    changes.add(caller, input, clientInfo(request)),
  ),
  route(endpoints.userCoinAddress.del, ({ input, caller, request }) =>
    changes.remove(caller, input, clientInfo(request)),
  ),
  route(endpoints.userCoinAddress.get, ({ input, caller }) => book.list(caller, input)),
];
