import { endpoints, errors } from '@coffer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { assetsKeys } from './keys';

/** The whole address book (at most 100 entries, server-bounded); screens filter it. */
export const addressBookQueryOptions = () =>
  queryOptions({
    queryKey: assetsKeys.addressBook,
    queryFn: ({ signal }) => call(endpoints.userCoinAddress.get, {}, { signal }),
    staleTime: 60_000,
  });

export const useAddressBook = () => useQuery(addressBookQueryOptions());

export const createAddress = (input: { coin: string; network: string; address: string; label: string }) =>
  call(endpoints.userCoinAddress.create, input, {
    notify: false,
    handle: [errors.wrongWithdrawalAddress.code, errors.invalidInput.code],
  });

export const deleteAddress = (id: number) => call(endpoints.userCoinAddress.del, { id });
