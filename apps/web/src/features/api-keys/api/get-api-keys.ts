import { apiKeysEndpoints } from '@coffer/contract/api-keys';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { apiKeyKeys } from './keys';

/** Basic/UserApiKey/GetList: the user's keys (at most 20, so one page). */
export const apiKeysQueryOptions = () => endpointQuery(apiKeyKeys.list, apiKeysEndpoints.getList, {}, 30_000);

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
