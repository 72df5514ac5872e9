import { addressBookEndpoints } from '@coffer/contract/address-book';
import type { EndpointResult } from '@coffer/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { apiKeyKeys } from './keys';

/** UserCoinAddress/Get: the address book a key's custom withdrawal scope picks from. */
export const withdrawAddressesQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.addresses,
    queryFn: ({ signal }) => call(addressBookEndpoints.get, {}, { signal }),
    staleTime: 60_000,
  });

export const useWithdrawAddresses = () => useQuery(withdrawAddressesQueryOptions());

export type WithdrawAddress = EndpointResult<typeof addressBookEndpoints.get>[number];
