import { queryOptions, useQuery } from '@tanstack/react-query';
import { hostUrls } from '../../../config/hosts';
import { keysUnder } from '../../../lib/query-keys';
import { readApiDocument } from '../model/openapi-model';

export const apiDocKeys = keysUnder('public-api', ['document']);

/** Where the API answers: the base host (this site's origin unless a deployment splits it). */
export const apiOrigin = () => hostUrls.base;

/**
 * The generated OpenAPI document (public, the server caches it 5 minutes), read into what the page
 * shows. Fetched as is, outside the app's HTTP client: it is no envelope and needs no session.
 */
export const apiDocumentQueryOptions = () =>
  queryOptions({
    queryKey: apiDocKeys.document,
    queryFn: async ({ signal }) => {
      const response = await fetch(`${apiOrigin()}/api/openapi.json`, { signal, credentials: 'omit' });
      if (!response.ok) throw new Error(`The API document answered ${response.status}`);
      return readApiDocument(await response.json());
    },
    staleTime: 5 * 60_000,
  });

export const useApiDocument = () => useQuery(apiDocumentQueryOptions());
