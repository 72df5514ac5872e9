import { addressBookEndpoints } from '@coffer/contract/address-book';
import { errors } from '@coffer/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetsKeys } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** The fund PIN and the second factor every change to the address book carries. */
type Authorization = { fundPassword: string; emailCode?: string; smsCode?: string; googleCode?: string };

/** Codes the form answers on its fields (address, PIN, code) rather than the shell's handler. */
const handled = [
  errors.wrongWithdrawalAddress.code,
  errors.invalidInput.code,
  errors.securityVerificationFailed.code,
  errors.forbidden.code,
];

/** The calls the book's forms make: their field codes place a wrong fund PIN under its field. */
export const bookCalls = [addressBookEndpoints.create, addressBookEndpoints.del];

export const createAddress = (
  input: { coin: string; network: string; address: string; label: string } & Authorization,
) => call(addressBookEndpoints.create, input, { notify: false, handle: handled });

export const deleteAddress = (input: { id: number } & Authorization) =>
  call(addressBookEndpoints.del, input, { notify: false, handle: handled });

/** The book is refetched before the caller goes on (the new entry shows at once). */
export const useCreateAddress = () => useRefreshingMutation(createAddress, assetsKeys.addressBook);

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => void qc.invalidateQueries({ queryKey: assetsKeys.addressBook }),
  });
}
