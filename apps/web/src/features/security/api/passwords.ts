import type { EndpointInput } from '@coffer/contract/common';
import { securityEndpoints } from '@coffer/contract/security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { securityKeys } from './keys';

/**
 * PUT Profile/UpdatePassword and the fund PIN calls. The wrapper encrypts their password fields
 * under a fresh key exchange (the endpoints' `encryptedFields`), as sign-in does.
 */
export const updatePassword = (input: EndpointInput<typeof securityEndpoints.updatePassword>) =>
  call(securityEndpoints.updatePassword, input, { notify: false });

type PinInput = EndpointInput<typeof securityEndpoints.setFundPassword>;

/** SetFundPassword the first time, PUT UpdateFundPassword after (authorised by the second factor). */
export const saveFundPin = (input: PinInput, mode: 'set' | 'change') =>
  call(mode === 'set' ? securityEndpoints.setFundPassword : securityEndpoints.updateFundPassword, input, {
    notify: false,
  });

/** The security items show the password's state; they refresh in the background. */
export function useUpdatePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => void qc.invalidateQueries({ queryKey: securityKeys.all }),
  });
}
