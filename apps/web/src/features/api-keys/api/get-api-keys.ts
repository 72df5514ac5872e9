import { apiKeysEndpoints } from '@coffer/contract/api-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { apiKeyKeys } from './keys';

/** Basic/UserApiKey/GetList: the user's keys (at most 20, so one page). */
export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.list,
    queryFn: ({ signal }) => call(apiKeysEndpoints.getList, {}, { signal }),
    staleTime: 30_000,
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
