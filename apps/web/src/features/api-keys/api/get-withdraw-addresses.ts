import { addressBookEndpoints } from '@coffer/contract/address-book';
import type { EndpointResult } from '@coffer/contract/common';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { apiKeyKeys } from './keys';

/** UserCoinAddress/Get: the address book a key's custom withdrawal scope picks from. */
export const withdrawAddressesQueryOptions = () =>
  endpointQuery(apiKeyKeys.addresses, addressBookEndpoints.get, {}, 60_000);

export const useWithdrawAddresses = () => useQuery(withdrawAddressesQueryOptions());

export type WithdrawAddress = EndpointResult<typeof addressBookEndpoints.get>[number];
