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
 * The address book itself, built with the money services: withdrawals read it too, and the jobs
 * process (server.ts) builds them without the HTTP side.
 */
export function createAddressBook(deps: { db: Db; coins: CoinsRepo; now: () => Date; coolOffMs?: number }) {
  return createAddressBookService({ ...deps, coolOffMs: deps.coolOffMs ?? defaultAddressCoolOffMs });
}

/** The calls: adding or deleting an entry is authorised with the fund PIN and the second factor. */
export function createAddressBookModule(deps: {
  book: ReturnType<typeof createAddressBook>;
  coins: CoinsRepo;
  users: Pick<UsersRepo, 'byId'>;
  fundPin: Pick<FundPinGuard, 'requireFundPin'>;
  second: Pick<SecondFactorCheck, 'check'>;
}) {
  return { routes: addressBookRoutes(createAddressBookChanges(deps), deps.book) };
}
