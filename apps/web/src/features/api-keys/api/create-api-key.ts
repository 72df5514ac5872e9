import { type EndpointInput, endpoints, errors } from '@coffer/contract';
import { call } from '../../../lib/http/client';
import { useRefreshingMutation } from '../../../lib/query-client';
import { apiKeyKeys } from './keys';

/** Codes the form answers itself: refused fields (a wrong code among them) stay on the form. */
export const formHandled = [errors.invalidInput.code, errors.securityVerificationFailed.code] as const;

export type CreateApiKeyInput = EndpointInput<typeof endpoints.apiKeys.create>;

/** Basic/UserApiKey/Create: the answer carries the secret, which is never shown again. */
export const createApiKey = (input: CreateApiKeyInput) =>
  call(endpoints.apiKeys.create, input, { notify: false, handle: formHandled });

export const useCreateApiKey = () => useRefreshingMutation(createApiKey, apiKeyKeys.list);
