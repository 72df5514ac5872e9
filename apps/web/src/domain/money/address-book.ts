import { addressBookEndpoints } from '@coffer/contract/address-book';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http/client';
import { assetsKeys } from './assets-keys';

/**
 * The whole address book (at most 100 entries, server-bounded); screens filter it. Read by the
 * address book and by the withdrawal form (which sends only to saved addresses); its changes are
 * the address-book feature's (features/address-book/api).
 */
export const addressBookQueryOptions = () =>
  queryOptions({
    queryKey: assetsKeys.addressBook,
    queryFn: ({ signal }) => call(addressBookEndpoints.get, {}, { signal }),
    staleTime: 60_000,
  });

export const useAddressBook = () => useQuery(addressBookQueryOptions());
