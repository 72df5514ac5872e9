import { type EndpointInput, endpoints } from '@coffer/contract';
import { call } from '../../../lib/http/client';
import { useRefreshingMutation } from '../../../lib/query-client';
import { formHandled } from './create-api-key';
import { apiKeyKeys } from './keys';

export type UpdateApiKeyInput = EndpointInput<typeof endpoints.apiKeys.update>;

/** Basic/UserApiKey/Update: only the fields given change. */
export const updateApiKey = (input: UpdateApiKeyInput) =>
  call(endpoints.apiKeys.update, input, { notify: false, handle: formHandled });

export const useUpdateApiKey = () => useRefreshingMutation(updateApiKey, apiKeyKeys.list);
