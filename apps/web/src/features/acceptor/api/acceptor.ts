import {
  type AcceptorConfigFields,
  type AcceptorPairStatus,
  acceptorEndpoints,
} from '@coffer/contract/acceptor';
import type { OtcOrderStatus } from '@coffer/contract/otc';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { historyPageSize, invalidateAll } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { keysUnder } from '../../../lib/query-keys';

/** The acceptor desk's queries under one root: an answer or a live event refreshes what it changed. */
export const acceptorKeys = keysUnder('acceptor', ['symbols', 'configs', 'incoming', 'inventory']);

/** An acceptor has one config per pair and there are few pairs: one page holds them all. */
const configsPageSize = 100;

export interface IncomingFilter {
  status?: OtcOrderStatus;
  page: number;
}

export const acceptorSymbolsQueryOptions = () =>
  endpointQuery(acceptorKeys.symbols, acceptorEndpoints.getSymbols, {}, 60_000);

export const acceptorConfigsQueryOptions = () =>
  queryOptions({
    queryKey: acceptorKeys.configs,
    queryFn: ({ signal }) =>
      call(acceptorEndpoints.getConfigList, { SkipCount: 0, MaxResultCount: configsPageSize }, { signal }),
  });

export const incomingOrdersQueryOptions = (filter: IncomingFilter) =>
  queryOptions({
    queryKey: [...acceptorKeys.incoming, filter],
    queryFn: ({ signal }) =>
      call(
        acceptorEndpoints.getIncomingOrders,
        {
          status: filter.status,
          SkipCount: (filter.page - 1) * historyPageSize,
          MaxResultCount: historyPageSize,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const inventoryQueryOptions = () =>
  endpointQuery(acceptorKeys.inventory, acceptorEndpoints.getInventory, {});

export const useAcceptorSymbols = () => useQuery(acceptorSymbolsQueryOptions());
export const useAcceptorConfigs = () => useQuery(acceptorConfigsQueryOptions());
export const useIncomingOrders = (filter: IncomingFilter) => useQuery(incomingOrdersQueryOptions(filter));
export const useInventory = () => useQuery(inventoryQueryOptions());

/** Adds a config (a pair not configured yet) or replaces an existing one's numbers. */
export function useSaveConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptorConfigFields & ({ id: number } | { symbol: string })) =>
      // The form shows a refusal beside its field: the wrapper stays quiet.
      'id' in input
        ? call(acceptorEndpoints.updateConfig, input, { notify: false })
        : call(acceptorEndpoints.addConfig, input, { notify: false }),
    onSuccess: () => invalidateAll(qc, [acceptorKeys.configs]),
  });
}

export function useSetConfigStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; status: AcceptorPairStatus }) =>
      call(acceptorEndpoints.updateStatus, input),
    onSuccess: () => invalidateAll(qc, [acceptorKeys.configs]),
  });
}

/** Accepts or declines an order awaiting the caller; either moves or releases its inventory. */
export function useAnswerOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, accept }: { orderId: string; accept: boolean }) =>
      // Answered in a confirmation dialog, which shows a refusal itself (notify: false).
      call(
        accept ? acceptorEndpoints.acceptOrder : acceptorEndpoints.declineOrder,
        { orderId },
        { notify: false },
      ),
    // Refetched after a refusal too: the order was answered or expired meanwhile.
    onSettled: () => invalidateAll(qc, [acceptorKeys.incoming, acceptorKeys.inventory]),
  });
}
