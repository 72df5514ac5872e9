import { type EndpointInput, endpoints, errors } from '@coffer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { apiKeyKeys } from './keys';

/** Codes the form answers itself: refused fields (a wrong code among them) stay on the form. */
export const formHandled = [errors.invalidInput.code, errors.securityVerificationFailed.code] as const;

export type CreateApiKeyInput = EndpointInput<typeof endpoints.apiKey.create>;

/** Basic/UserApiKey/Create: the answer carries the secret, which is never shown again. */
export const createApiKey = (input: CreateApiKeyInput) =>
  call(endpoints.apiKey.create, input, { notify: false, handle: formHandled });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}
