import { type ChannelDescriptor, fieldShapeProblem } from '@coffer/contract/cash';
import { errors } from '@coffer/contract/common';
import { globalAccountEndpoints } from '@coffer/contract/global-account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import {
  type AuthorizationValues,
  authorizationInput,
  emptyAuthorization,
} from '../../../domain/second-factor/authorization-fields';
import { codeFieldRename } from '../../../domain/second-factor/second-factor-field';
import { formatDateTime } from '../../../lib/format-date';
import { isApiError } from '../../../lib/http/api-error';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { useAddPayer } from '../api/global-account';

export interface PayerValues extends AuthorizationValues {
  friendlyName: string;
  holderName: string;
  country: string;
  /** The payment type's fields by their spec names (iban, sort_code, aba, account_number…). */
  fields: Record<string, string>;
}

const personFields = ['friendlyName', 'holderName', 'country'] as const;

/**
 * The state of the form adding a payer account to the whitelist for one payment type: the names,
 * the bank's country, the payment type's fields (checked with the contract's rule as the server
 * checks them first; its libraries check the IBAN, sort code or ABA after), the fund PIN and the
 * second factor. A refusal lands under the field it names (`fields.iban`, the PIN, the code).
 */
export function usePayerForm(descriptor: ChannelDescriptor) {
  const { t, i18n } = useTranslation('global-account');
  const { user } = useSession();
  const addPayer = useAddPayer().mutateAsync;
  const [problem, setProblem] = useState<string | null>(null);
  const label = (key: string) => t(`cash:field.${key}`, { defaultValue: key });
  const empty = (): PayerValues => ({
    friendlyName: '',
    holderName: '',
    country: descriptor.countries.length === 1 ? (descriptor.countries[0] ?? '') : '',
    fields: Object.fromEntries(descriptor.fields.map((f) => [f.key, f.options?.[0] ?? ''])),
    ...emptyAuthorization(user),
  });
  const form = useForm<PayerValues>({ defaultValues: empty() });
  const fieldNames = [
    ...personFields,
    ...descriptor.fields.map((f) => `fields.${f.key}`),
    'code',
    'fundPassword',
  ];

  /** What the browser can say before sending. */
  const localProblems = (v: PayerValues) => {
    const found: [string, string][] = [];
    for (const key of ['friendlyName', 'holderName'] as const)
      if (!v[key].trim()) found.push([key, t('whitelist.required')]);
    if (!/^[A-Z]{2}$/.test(v.country)) found.push(['country', t('whitelist.countryInvalid')]);
    const shape = fieldShapeProblem(descriptor.fields, v.fields);
    if (shape)
      found.push([
        `fields.${shape.key}`,
        t(shape.problem === 'required' ? 'whitelist.fieldRequired' : 'whitelist.fieldInvalid', {
          field: label(shape.key),
        }),
      ]);
    if (!/^\d{6}$/.test(v.fundPassword)) found.push(['fundPassword', t('whitelist.pinRequired')]);
    if (!/^\d{6}$/.test(v.code.trim())) found.push(['code', t('whitelist.codeRequired')]);
    return found;
  };

  /** The server's refusal: under the field it names (a bank field in our words), else the form's message. */
  const placeRefusal = (error: unknown): string | null => {
    if (isApiError(error) && error.code === errors.forbidden.code && error.details === 'fundPasswordNotSet')
      return t('whitelist.noPin');
    if (isApiError(error) && error.code === errors.payWhitelistExists.code) return t('whitelist.exists');
    const rest = placeServerErrors(error, form.setError, fieldNames, {
      rename: codeFieldRename,
      endpoint: globalAccountEndpoints.createPayWhitelist,
      messages: { [errors.securityVerificationFailed.code]: () => t('whitelist.wrongPin') },
    });
    if (isApiError(error))
      for (const { field } of error.validationErrors ?? [])
        if (field.startsWith('fields.') && fieldNames.includes(field))
          form.setError(field as `fields.${string}`, {
            message: t('whitelist.fieldInvalid', { field: label(field.slice('fields.'.length)) }),
          });
    return rest;
  };

  const submit = form.handleSubmit(async (v) => {
    setProblem(null);
    const found = localProblems(v);
    for (const [i, [name, message]] of found.entries())
      form.setError(name as keyof PayerValues, { message }, { shouldFocus: i === 0 });
    if (found.length > 0) return;
    try {
      const saved = await addPayer({
        currency: descriptor.currency,
        paymentType: descriptor.channel,
        country: v.country,
        holderName: v.holderName.trim(),
        friendlyName: v.friendlyName.trim(),
        fields: Object.fromEntries(Object.entries(v.fields).filter(([, value]) => value.trim() !== '')),
        ...authorizationInput(v),
      });
      form.reset(empty());
      void notifySuccess(
        t('whitelist.added', {
          name: saved.friendlyName,
          time: formatDateTime(saved.usableFrom, i18n.resolvedLanguage ?? 'en'),
        }),
      );
    } catch (error) {
      setProblem(placeRefusal(error));
    }
  });
  return { form, submit, problem, label };
}
