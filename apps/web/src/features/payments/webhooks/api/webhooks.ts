import type { EndpointInput } from '@coffer/contract/common';
import { errors } from '@coffer/contract/common';
import { webhooksEndpoints } from '@coffer/contract/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http/client';
import { keysUnder } from '../../../../lib/query-keys';
import { useRefreshingMutation } from '../../../../lib/refreshing-mutation';

/** The webhook screens' queries under one root: any change refreshes endpoints and the log. */
export const webhookKeys = keysUnder('webhooks', ['endpoints', 'deliveries']);

export const deliveriesPageSize = 10;

export const webhookEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: webhookKeys.endpoints,
    queryFn: ({ signal }) => call(webhooksEndpoints.webhookGetList, {}, { signal }),
  });

export const webhookDeliveriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...webhookKeys.deliveries, page],
    queryFn: ({ signal }) =>
      call(
        webhooksEndpoints.webhookGetDeliveries,
        { SkipCount: (page - 1) * deliveriesPageSize, MaxResultCount: deliveriesPageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQueryOptions());
export const useWebhookDeliveries = (page: number) => useQuery(webhookDeliveriesQueryOptions(page));

/** Refused fields (a private URL) stay on the form. */
const formHandled = [errors.invalidInput.code] as const;

export type CreateWebhookInput = EndpointInput<typeof webhooksEndpoints.webhookCreate>;
export type UpdateWebhookInput = EndpointInput<typeof webhooksEndpoints.webhookUpdate>;

/** Webhook/Create: the answer carries the signing secret, never shown again. */
export const useCreateWebhook = () =>
  useRefreshingMutation(
    (input: CreateWebhookInput) =>
      call(webhooksEndpoints.webhookCreate, input, { notify: false, handle: formHandled }),
    webhookKeys.all,
  );
export const useUpdateWebhook = () =>
  useRefreshingMutation(
    (input: UpdateWebhookInput) =>
      call(webhooksEndpoints.webhookUpdate, input, { notify: false, handle: formHandled }),
    webhookKeys.all,
  );
export const useDeleteWebhook = () =>
  useRefreshingMutation((id: number) => call(webhooksEndpoints.webhookDelete, { id }), webhookKeys.all);
export const useRotateWebhookSecret = () =>
  useRefreshingMutation((id: number) => call(webhooksEndpoints.webhookRotateSecret, { id }), webhookKeys.all);
export const useSendTestWebhook = () =>
  useRefreshingMutation((id: number) => call(webhooksEndpoints.webhookSendTest, { id }), webhookKeys.all);
export const useRedeliverWebhook = () =>
  useRefreshingMutation((id: number) => call(webhooksEndpoints.webhookRedeliver, { id }), webhookKeys.all);
