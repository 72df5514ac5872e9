import type { Db } from '../../db/client';
import type { CoinsRepo } from '../assets/assets.module';
import type { UsersRepo } from '../auth/auth.module';
import type { FundPinGuard, SecondFactorCheck } from '../security/security.module';
import { addressBookRoutes } from './address-book.routes';
import { createAddressBookService } from './address-book.service';
import { createAddressBookChanges } from './address-book-changes';

// The public surface other modules use (types and pure helpers; never a repo factory).
export type { AddressBookService } from './address-book.service';
export { checkedAddress } from './address-book.shared';

export const defaultAddressCoolOffMs = 24 * 3600 * 1000;

/**
 * The address book: its calls (adding or deleting an entry is authorised with the fund PIN and the
 * second factor) and the book itself, which withdrawals read.
 */
export function createAddressBookModule(deps: {
  db: Db;
  coins: CoinsRepo;
  now: () => Date;
  coolOffMs?: number | undefined;
  users: Pick<UsersRepo, 'byId'>;
  fundPin: Pick<FundPinGuard, 'requireFundPin'>;
  second: Pick<SecondFactorCheck, 'check'>;
}) {
  const book = createAddressBookService({ ...deps, coolOffMs: deps.coolOffMs ?? defaultAddressCoolOffMs });
  return { routes: addressBookRoutes(createAddressBookChanges({ ...deps, book }), book), service: book };
}
