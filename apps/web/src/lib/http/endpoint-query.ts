import type { EndpointDescriptor, EndpointInput } from '@coffer/contract/common';
import { queryOptions } from '@tanstack/react-query';
import { call } from './client';

/**
 * The query of one endpoint with a fixed input: its cache key, the call (cancelled with the
 * query) and how long its answer stays fresh. For reads with their own options, `queryOptions`.
 */
export const endpointQuery = <E extends EndpointDescriptor>(
  queryKey: readonly unknown[],
  endpoint: E,
  input: EndpointInput<E>,
  staleTime?: number,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(endpoint, input, { signal }),
    // Left out when not given, so the client's default applies (an explicit undefined would not).
    ...(staleTime === undefined ? {} : { staleTime }),
  });
