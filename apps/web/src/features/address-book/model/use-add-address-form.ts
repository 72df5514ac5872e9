import { type CoinConfig, chainAddressSchema } from '@coffer/contract/assets';
import { errors } from '@coffer/contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  authorizationInput,
  authorizationSchema,
  emptyAuthorization,
  placeAuthorizationErrors,
} from '../../../domain/second-factor/authorization-fields';
import { isApiError } from '../../../lib/http/api-error';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { bookCalls, useCreateAddress } from '../api/address-book';

/** The label's limit is the contract's (UserCoinAddress/Create: at most 30 characters). */
export const labelMax = 30;
const formSchema = authorizationSchema.extend({
  address: chainAddressSchema,
  label: z.string().trim().max(labelMax),
});
type FormValues = z.input<typeof formSchema>;

/**
 * The state of the add-address form: the address, its label and the authorization (fund PIN and
 * second factor), and the submit that saves it (the book is refetched before it says so) and
 * places a refusal: a wrong address under the address, the PIN or code under theirs.
 */
export function useAddAddressForm({
  coin,
  network,
}: {
  coin: CoinConfig | undefined;
  network: string | null;
}) {
  const { t } = useTranslation(['address-book', 'money']);
  const createAddress = useCreateAddress().mutateAsync;
  const { user } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { address: '', label: '', ...emptyAuthorization(user) },
  });
  const { handleSubmit, setError, reset } = form;
  const submit = handleSubmit(async (values) => {
    if (!coin || !network) return;
    setFormError(null);
    try {
      await createAddress({
        coin: coin.coin,
        network,
        address: values.address,
        label: values.label ?? '',
        ...authorizationInput(values),
      });
      reset({ address: '', label: '', ...emptyAuthorization(user), channel: values.channel });
      void notifySuccess(t('address.added'));
    } catch (error) {
      if (isApiError(error) && error.code === errors.wrongWithdrawalAddress.code)
        setError('address', { message: t('address.invalid', { network }) });
      else
        setFormError(
          placeAuthorizationErrors(
            error,
            form,
            {
              wrongPin: t('address.errors.wrongPin'),
              noPin: t('address.errors.noPin'),
            },
            bookCalls,
          ),
        );
    }
  });
  return { form, formError, submit, isSubmitting: form.formState.isSubmitting };
}
