import type { EndpointInput } from '@coffer/contract/common';
import { securityEndpoints } from '@coffer/contract/security';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { securityKeys } from './keys';

/**
 * Profile/GetGoogleBindInfo: each call makes a new pending secret, so the one on screen must not
 * change while the user scans it (no refetch on focus or remount); refused (409) once one is bound.
 */
export const googleBindInfoQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.googleBindInfo,
    queryFn: ({ signal }) => call(securityEndpoints.getGoogleBindInfo, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

export const useGoogleBindInfo = (enabled: boolean) => useQuery({ ...googleBindInfoQueryOptions(), enabled });

type Input = EndpointInput<typeof securityEndpoints.bindGoogleCode>;

export const bindGoogle = (input: Input) => call(securityEndpoints.bindGoogleCode, input, { notify: false });

export const unbindGoogle = (input: Input) =>
  call(securityEndpoints.unBindGoogleCode, input, { notify: false });

/** Bound: the pending secret is gone for good, and every security item may have changed. */
export function useBindGoogle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bindGoogle,
    onSuccess: () => {
      qc.removeQueries({ queryKey: securityKeys.googleBindInfo });
      return qc.invalidateQueries({ queryKey: securityKeys.all });
    },
  });
}

export const useUnbindGoogle = () => useRefreshingMutation(unbindGoogle, securityKeys.all);
