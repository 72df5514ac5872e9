import { errors } from '@coffer/contract/common';
import { securityChangeStatus, securityEndpoints } from '@coffer/contract/security';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { securityChangeKeys } from './keys';

/** Step three: where the application stands, by the query token the submission answered. */
export const applicationStatusQueryOptions = (queryToken: string) =>
  queryOptions({
    queryKey: securityChangeKeys.status(queryToken),
    queryFn: ({ signal }) =>
      call(
        securityEndpoints.securityChangeGetStatus,
        { queryToken },
        { signal, notify: false, handle: [errors.notFound.code] },
      ),
    retry: false,
    // Under review, look again now and then: the decision comes within a business day.
    refetchInterval: (query) =>
      query.state.data?.status === securityChangeStatus.members.underReview ? 60_000 : false,
  });

export const useApplicationStatus = (queryToken: string | null) =>
  useQuery({ ...applicationStatusQueryOptions(queryToken ?? ''), enabled: queryToken !== null });
