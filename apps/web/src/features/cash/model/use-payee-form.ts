import { type ChannelDescriptor, cashEndpoints, fieldShapeProblem } from '@coffer/contract/cash';
import { errors } from '@coffer/contract/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { inCoolOff } from '../../../domain/cool-off/cool-off';
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
import { type Payee, useAddPayee, useUpdatePayee } from '../api/cash';
import { fieldLabel } from './field-labels';

export interface PayeeValues extends AuthorizationValues {
  country: string;
  friendlyName: string;
  firstName: string;
  lastName: string;
  birthday: string;
  /** The channel's fields by their spec names (iban, sort_code…). */
  fields: Record<string, string>;
}

/** The holder of an own account is the verified name (spec §5): its first word, then the rest. */
export function holderOf(name: string | undefined) {
  const [first = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

const personFields = ['country', 'friendlyName', 'firstName', 'lastName', 'birthday'] as const;

/** A saved payee's values in its channel's form (a field the channel no longer has is left out). */
const savedValues = (payee: Payee, descriptor: ChannelDescriptor) => ({
  country: payee.country,
  friendlyName: payee.friendlyName,
  firstName: payee.firstName,
  lastName: payee.lastName,
  birthday: payee.birthday ?? '',
  fields: Object.fromEntries(
    descriptor.fields.map((f) => [f.key, payee.fields[f.key] ?? f.options?.[0] ?? '']),
  ),
});

export interface PayeeFormOptions {
  own: boolean;
  descriptor: ChannelDescriptor;
  /** The payee being changed (its channel's descriptor is `descriptor`); none: a new one. */
  editing?: Payee;
  /** After a change is saved (the dialog closes). */
  onSaved?: (payee: Payee) => void;
}

/**
 * The state of a payee form for one currency and channel, new or `editing` a saved one: the person
 * (for an own account the verified name, fixed), the channel's fields as its descriptor lists them
 * (checked with the contract's rule as the server checks them first), the fund PIN and the second
 * factor. A refusal lands under the field it names (`fields.iban`, `lastName`, the PIN, the code).
 */
export function usePayeeForm({ own, descriptor, editing, onSaved }: PayeeFormOptions) {
  const { t, i18n } = useTranslation('cash');
  const { user } = useSession();
  const addPayee = useAddPayee().mutateAsync;
  const updatePayee = useUpdatePayee().mutateAsync;
  const [problem, setProblem] = useState<string | null>(null);
  const empty = (): PayeeValues => ({
    country: descriptor.countries.length === 1 ? (descriptor.countries[0] ?? '') : '',
    friendlyName: '',
    ...(own ? holderOf(user?.name) : { firstName: '', lastName: '' }),
    birthday: '',
    fields: Object.fromEntries(descriptor.fields.map((f) => [f.key, f.options?.[0] ?? ''])),
    ...emptyAuthorization(user),
    ...(editing ? savedValues(editing, descriptor) : {}),
  });
  const form = useForm<PayeeValues>({ defaultValues: empty() });
  const fieldNames = [
    ...personFields,
    ...descriptor.fields.map((f) => `fields.${f.key}`),
    'code',
    'fundPassword',
  ];

  /** What the browser can say before sending: missing names, a field out of its channel's shape. */
  const localProblems = (v: PayeeValues) => {
    const found: [string, string][] = [];
    for (const key of ['friendlyName', 'firstName', 'lastName'] as const)
      if (!v[key].trim()) found.push([key, t('payee.required')]);
    if (!/^[A-Z]{2}$/.test(v.country)) found.push(['country', t('payee.countryInvalid')]);
    const shape = fieldShapeProblem(descriptor.fields, v.fields);
    if (shape)
      found.push([
        `fields.${shape.key}`,
        t(shape.problem === 'required' ? 'payee.fieldRequired' : 'payee.fieldInvalid', {
          field: fieldLabel(t, shape.key),
        }),
      ]);
    if (!/^\d{6}$/.test(v.fundPassword)) found.push(['fundPassword', t('payee.pinRequired')]);
    if (!/^\d{6}$/.test(v.code.trim())) found.push(['code', t('payee.codeRequired')]);
    return found;
  };

  /** Our words for a refused field the server named: a channel field, the holder's name. */
  const ownWords = (field: string) => {
    if (field.startsWith('fields.'))
      return t('payee.fieldInvalid', { field: fieldLabel(t, field.slice('fields.'.length)) });
    if (own && (field === 'lastName' || field === 'firstName')) return t('payee.notYourName');
    return undefined;
  };

  /** The server's refusal: under the field it names (in our words where we have them), else its message. */
  const placeRefusal = (error: unknown): string | null => {
    if (isApiError(error) && error.code === errors.forbidden.code && error.details === 'fundPasswordNotSet')
      return t('payee.noPin');
    const rest = placeServerErrors(error, form.setError, fieldNames, {
      rename: codeFieldRename,
      endpoint: [
        cashEndpoints.addBankAccount,
        cashEndpoints.beneficiaryCreate,
        cashEndpoints.updateBankAccount,
        cashEndpoints.beneficiaryUpdate,
      ],
      messages: { [errors.securityVerificationFailed.code]: () => t('payee.wrongPin') },
    });
    if (isApiError(error))
      for (const { field } of error.validationErrors ?? []) {
        const words = ownWords(field);
        if (words && fieldNames.includes(field))
          form.setError(field as keyof PayeeValues, { message: words });
      }
    return rest;
  };

  /** A saved change, told with what the server decided of the cool-off. */
  const changed = (saved: Payee) => {
    void notifySuccess(
      inCoolOff(saved, Date.now())
        ? t('payee.updatedCoolOff', {
            time: formatDateTime(saved.usableFrom, i18n.resolvedLanguage ?? 'en'),
          })
        : t('payee.updated'),
    );
    onSaved?.(saved);
  };

  const submit = form.handleSubmit(async (v) => {
    setProblem(null);
    const found = localProblems(v);
    for (const [i, [name, message]] of found.entries())
      form.setError(name as keyof PayeeValues, { message }, { shouldFocus: i === 0 });
    if (found.length > 0) return;
    try {
      const input = {
        own,
        channel: descriptor.channel,
        currency: descriptor.currency,
        country: v.country,
        friendlyName: v.friendlyName.trim(),
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        ...(v.birthday ? { birthday: v.birthday } : {}),
        fields: Object.fromEntries(Object.entries(v.fields).filter(([, value]) => value.trim() !== '')),
        ...authorizationInput(v),
      };
      if (editing) return changed(await updatePayee({ id: editing.id, ...input }));
      await addPayee(input);
      form.reset(empty());
      void notifySuccess(t(own ? 'payee.addedOwn' : 'payee.added'));
    } catch (error) {
      setProblem(placeRefusal(error));
    }
  });
  return { form, submit, problem };
}
