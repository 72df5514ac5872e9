import { endpoints } from '@coffer/contract';
import { clientInfo } from '../../lib/client-info';
import { route } from '../../plugins/routes';
import type { AddressBookService } from './address-book.service';
import type { AddressBookChanges } from './address-book-changes';

export const addressBookRoutes = (changes: AddressBookChanges, book: Pick<AddressBookService, 'list'>) => [
  route(endpoints.addressBook.create, ({ input, caller, request }) =>
    changes.add(caller, input, clientInfo(request)),
  ),
  route(endpoints.addressBook.del, ({ input, caller, request }) =>
    changes.remove(caller, input, clientInfo(request)),
  ),
  route(endpoints.addressBook.get, ({ input, caller }) => book.list(caller, input)),
];
