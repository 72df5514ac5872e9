import { type EndpointInput, endpoints } from '@coffer/contract';
import { call } from '../../../lib/http/client';
import { useRefreshingMutation } from '../../../lib/query-client';
import { formHandled } from './create-api-key';
import { apiKeyKeys } from './keys';

export type DeleteApiKeyInput = EndpointInput<typeof endpoints.apiKeys.delete>;

/** Basic/UserApiKey/Delete: signed requests with the key are refused from then on. */
export const deleteApiKey = (input: DeleteApiKeyInput) =>
  call(endpoints.apiKeys.delete, input, { notify: false, handle: formHandled });

export const useDeleteApiKey = () => useRefreshingMutation(deleteApiKey, apiKeyKeys.list);
