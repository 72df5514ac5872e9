import { type EndpointResult, endpoints } from '@coffer/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { apiKeyKeys } from './keys';

/** UserCoinAddress/Get: the address book a key's custom withdrawal scope picks from. */
export const withdrawAddressesQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.addresses,
    queryFn: ({ signal }) => call(endpoints.addressBook.get, {}, { signal }),
    staleTime: 60_000,
  });

export const useWithdrawAddresses = () => useQuery(withdrawAddressesQueryOptions());

export type WithdrawAddress = EndpointResult<typeof endpoints.addressBook.get>[number];
