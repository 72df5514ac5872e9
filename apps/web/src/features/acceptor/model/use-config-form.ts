import {
  type AcceptorConfig,
  acceptorConfigFieldsSchema,
  acceptorConfigProblems,
  acceptorDeviationBounds,
  acceptorEndpoints,
} from '@coffer/contract/acceptor';
import { errors, validationMessageKeys } from '@coffer/contract/common';
import type { OtcPair } from '@coffer/contract/otc';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { errorText, isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useSaveConfig } from '../api/acceptor';

// The contract's fields of a config (one rule for both apps), with the pair the form picks.
const formSchema = acceptorConfigFieldsSchema.extend({ symbol: z.string().min(1) });
export type ConfigFormValues = z.infer<typeof formSchema>;
export const configFields = [
  'symbol',
  'buyMinQuantity',
  'buyMaxQuantity',
  'sellMinQuantity',
  'sellMaxQuantity',
  'buyDeviation',
  'sellDeviation',
] as const;
const isValidationKey = (m: string): boolean => (validationMessageKeys as readonly string[]).includes(m);

const emptyValues = (symbol: string): ConfigFormValues => ({
  symbol,
  buyMinQuantity: '',
  buyMaxQuantity: '',
  sellMinQuantity: '',
  sellMaxQuantity: '',
  buyDeviation: '',
  sellDeviation: '',
});

/** The config's own numbers, as the form edits them. */
const valuesOf = (c: AcceptorConfig): ConfigFormValues => ({
  symbol: c.symbol,
  buyMinQuantity: c.buyMinQuantity,
  buyMaxQuantity: c.buyMaxQuantity,
  sellMinQuantity: c.sellMinQuantity,
  sellMaxQuantity: c.sellMaxQuantity,
  buyDeviation: c.buyDeviation,
  sellDeviation: c.sellDeviation,
});

/** The range and deviation rules' words (the contract's rule, checked before sending). */
const problemText = (t: TFunction, problem: 'minAboveMax' | 'deviationOutOfRange') =>
  problem === 'minAboveMax'
    ? t('acceptor:config.errors.minAboveMax')
    : t('acceptor:config.errors.deviation', acceptorDeviationBounds);

/** The code the server names a field for (60204, 60205 carry it in `error.data.field`). */
const fieldNamedCodes: readonly number[] = [
  errors.acceptorQuantityRangeInvalid.code,
  errors.acceptorDeviationOutOfRange.code,
];

/** The form field a range or deviation refusal names, if it is one of the form's. */
function namedField(error: unknown): keyof ConfigFormValues | null {
  if (!isApiError(error) || error.code === null || !fieldNamedCodes.includes(error.code)) return null;
  const field = errorText(error, 'field');
  return field && (configFields as readonly string[]).includes(field)
    ? (field as keyof ConfigFormValues)
    : null;
}

/**
 * The add/edit form of a pair config: a new one picks a pair not configured yet, an edit keeps
 * its pair. The contract's rules (min ≤ max, deviation 0–20 %) are checked before sending, and the
 * server's refusals land beside the field they name.
 */
export function useConfigForm({
  pairs,
  editing,
  onDone,
}: {
  pairs: OtcPair[];
  editing: AcceptorConfig | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['acceptor', 'validation']);
  const save = useSaveConfig();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ConfigFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: editing ? valuesOf(editing) : emptyValues(pairs[0]?.symbol ?? ''),
  });
  const { handleSubmit, setError, watch } = form;
  const pair = pairs.find((p) => p.symbol === watch('symbol'));

  const submit = handleSubmit(async ({ symbol, ...numbers }) => {
    setFormError(null);
    const problems = acceptorConfigProblems(numbers);
    for (const p of problems) setError(p.field, { type: 'rule', message: problemText(t, p.problem) });
    if (problems.length > 0) return;
    try {
      await save.mutateAsync(editing ? { id: editing.id, ...numbers } : { symbol, ...numbers });
      void notifySuccess(t('config.saved', { symbol }));
      onDone();
    } catch (error) {
      const field = namedField(error);
      if (field && isApiError(error))
        return setError(field, { message: errorMessage(error) }, { shouldFocus: true });
      const endpoint = editing ? acceptorEndpoints.updateConfig : acceptorEndpoints.addConfig;
      setFormError(placeServerErrors(error, setError, configFields, { endpoint }));
    }
  });

  return {
    form,
    pair,
    formError,
    submit,
    message: (error: FieldError | undefined) =>
      error?.message
        ? isValidationKey(error.message)
          ? t(`validation:${error.message}`)
          : error.message
        : undefined,
  };
}

export type ConfigFormState = ReturnType<typeof useConfigForm>;
