import { addressBookEndpoints } from '@coffer/contract/address-book';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../lib/http/endpoint-query';
import { assetsKeys } from './assets-keys';

/**
 * The whole address book (at most 100 entries, server-bounded); screens filter it. Read by the
 * address book and by the withdrawal form (which sends only to saved addresses); its changes are
 * the address-book feature's (features/address-book/api).
 */
export const addressBookQueryOptions = () =>
  endpointQuery(assetsKeys.addressBook, addressBookEndpoints.get, {}, 60_000);

export const useAddressBook = () => useQuery(addressBookQueryOptions());
