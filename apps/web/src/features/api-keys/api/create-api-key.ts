import { apiKeysEndpoints } from '@coffer/contract/api-keys';
import { type EndpointInput, errors } from '@coffer/contract/common';
import { call } from '../../../lib/http/client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { apiKeyKeys } from './keys';

/** Codes the form answers itself: refused fields (a wrong code among them) stay on the form. */
export const formHandled = [errors.invalidInput.code, errors.securityVerificationFailed.code] as const;

export type CreateApiKeyInput = EndpointInput<typeof apiKeysEndpoints.create>;

/** Basic/UserApiKey/Create: the answer carries the secret, which is never shown again. */
export const createApiKey = (input: CreateApiKeyInput) =>
  call(apiKeysEndpoints.create, input, { notify: false, handle: formHandled });

export const useCreateApiKey = () => useRefreshingMutation(createApiKey, apiKeyKeys.list);
