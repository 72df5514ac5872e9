import type { KycRecord } from '@coffer/contract/kyc';
import { useMemo, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { useSubmitKyc } from '../api/submit-kyc';
import { countryOptions } from './countries';
import {
  fromRecord,
  isPassport,
  type KycFormValues,
  kycFormSchema,
  todayUtc,
  toSubmission,
} from './form-values';

const fieldNames = Object.keys(fromRecord(undefined)) as (keyof KycFormValues)[];

/** What the KYC form is given: a first application or an update of `record`, and what follows it. */
export interface KycFormProps {
  mode: 'create' | 'update';
  record?: KycRecord;
  onSubmitted?: (record: KycRecord) => void;
}

/**
 * The state of the verification form: the values (checked by the contract's schema with today's
 * date, as the server does), which photo slots are still uploading, and the submit that places
 * the server's refused fields on their inputs and anything else in the form's message.
 */
export function useKycForm({ mode, record, onSubmitted }: KycFormProps) {
  const { t, i18n } = useTranslation('kyc');
  const text = useValidationText();
  const submitKyc = useSubmitKyc().mutateAsync;
  const [busySlots, setBusySlots] = useState<Record<string, boolean>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const today = todayUtc();
  const form = useForm<KycFormValues, unknown, ReturnType<typeof toSubmission>>({
    defaultValues: fromRecord(record),
    resolver: contractResolver(() => kycFormSchema(today), toSubmission),
  });
  const { watch, handleSubmit, setError } = form;
  // Read in render, as react-hook-form's proxy wants, so the form re-renders when they change.
  const { errors: fieldErrors, isSubmitting } = form.formState;
  const kind = watch('kind');
  const documentType = watch('certificateType');
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = await submitKyc({ input, mode });
      onSubmitted?.(saved);
    } catch (failure) {
      if (!isApiError(failure)) {
        setFormError(t('form.failed'));
        return;
      }
      const refused = failure.validationErrors ?? [];
      for (const { field, message } of refused)
        if ((fieldNames as string[]).includes(field))
          setError(field as Path<KycFormValues>, { type: 'server', message }, { shouldFocus: true });
      const allPlaced =
        refused.length > 0 && refused.every(({ field }) => (fieldNames as string[]).includes(field));
      if (!allPlaced) setFormError(errorMessage(failure));
    }
  });

  return {
    form,
    kind,
    documentType,
    passport: isPassport({ certificateType: documentType }),
    countries,
    busy: Object.values(busySlots).some(Boolean),
    setSlotBusy: (slot: string, busy: boolean) => setBusySlots((all) => ({ ...all, [slot]: busy })),
    existingPhoto: (slot: string) => record?.photos.find((p) => p.slot === slot)?.url ?? null,
    /** A field's message, the contract's key translated. */
    err: (name: keyof KycFormValues) => text(fieldErrors[name]?.message),
    isSubmitting,
    formError,
    onSubmit,
  };
}

export type KycFormState = ReturnType<typeof useKycForm>;
