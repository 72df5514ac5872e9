import { apiKeysEndpoints } from '@coffer/contract/api-keys';
import type { EndpointInput } from '@coffer/contract/common';
import { call } from '../../../lib/http/client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { formHandled } from './create-api-key';
import { apiKeyKeys } from './keys';

export type DeleteApiKeyInput = EndpointInput<typeof apiKeysEndpoints.delete>;

/** Basic/UserApiKey/Delete: signed requests with the key are refused from then on. */
export const deleteApiKey = (input: DeleteApiKeyInput) =>
  call(apiKeysEndpoints.delete, input, { notify: false, handle: formHandled });

export const useDeleteApiKey = () => useRefreshingMutation(deleteApiKey, apiKeyKeys.list);
