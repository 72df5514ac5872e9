import { securityEndpoints } from '@coffer/contract/security';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { historyPageSize, securityKeys } from './keys';

export type HistoryKind = 'login' | 'operations';

const endpointOf = (kind: HistoryKind) =>
  kind === 'login' ? securityEndpoints.getLoginHistory : securityEndpoints.getSafeOperationHistory;

/** One page of Profile/GetLoginHistory or GetSafeOperationHistory (newest first). */
export const fetchHistoryPage = (kind: HistoryKind, page: number, pageSize: number, signal?: AbortSignal) =>
  call(endpointOf(kind), { SkipCount: (page - 1) * pageSize, MaxResultCount: pageSize }, { signal });

export const historyQueryOptions = (kind: HistoryKind, page: number) =>
  queryOptions({
    queryKey: [...(kind === 'login' ? securityKeys.loginHistory : securityKeys.operations), page],
    queryFn: ({ signal }) => fetchHistoryPage(kind, page, historyPageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useHistory = (kind: HistoryKind, page: number) => useQuery(historyQueryOptions(kind, page));
