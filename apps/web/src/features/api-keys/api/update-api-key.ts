import { apiKeysEndpoints } from '@coffer/contract/api-keys';
import type { EndpointInput } from '@coffer/contract/common';
import { call } from '../../../lib/http/client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { formHandled } from './create-api-key';
import { apiKeyKeys } from './keys';

export type UpdateApiKeyInput = EndpointInput<typeof apiKeysEndpoints.update>;

/** Basic/UserApiKey/Update: only the fields given change. */
export const updateApiKey = (input: UpdateApiKeyInput) =>
  call(apiKeysEndpoints.update, input, { notify: false, handle: formHandled });

export const useUpdateApiKey = () => useRefreshingMutation(updateApiKey, apiKeyKeys.list);
