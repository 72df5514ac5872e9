import { merchantEndpointSchemas, merchantEndpoints } from '@coffer/contract/merchant';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useProblemSubmit } from '../../../domain/forms/use-problem-submit';
import { useValidationText } from '../../../lib/forms';
import { merchantKeys, referenceRate, useSaveRate } from '../api/merchant';

// The contract's rate fields: the browser refuses what the server would, with the same keys.
const formSchema = merchantEndpointSchemas.rateCreate.input;
export type RateFormValues = z.input<typeof formSchema>;
export type RateDraft = RateFormValues & { id?: number };
const fields = ['legalCurrency', 'collectionCurrency', 'rate'];

/** The reference rate of a pair, asked once both currencies are chosen (null: the server has none). */
function useReferenceRate(legal: string, collection: string) {
  return useQuery({
    queryKey: [...merchantKeys.rates, 'reference', legal, collection],
    queryFn: () => referenceRate(legal, collection).then((r) => r.rate),
    enabled: legal !== '' && collection !== '',
    retry: false,
    staleTime: 30_000,
  });
}

/**
 * A rate of the merchant's: both currencies picked from the supported ones, the rate typed through
 * the one amount input, the reference rate of the pair offered, a refusal placed under its field.
 */
export function useRateForm(draft: RateDraft, onDone: () => void) {
  const save = useSaveRate().mutateAsync;
  const validationText = useValidationText();
  const form = useForm<RateFormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      legalCurrency: draft.legalCurrency,
      collectionCurrency: draft.collectionCurrency,
      rate: draft.rate,
    },
  });
  const reference = useReferenceRate(form.watch('legalCurrency'), form.watch('collectionCurrency'));
  const submission = useProblemSubmit(
    form,
    fields,
    { endpoint: [merchantEndpoints.rateCreate, merchantEndpoints.rateUpdate] },
    async (input) => {
      await save({ ...input, ...(draft.id === undefined ? {} : { id: draft.id }) });
      onDone();
    },
  );
  const useReference = () =>
    reference.data && form.setValue('rate', reference.data, { shouldValidate: true, shouldDirty: true });
  const message = (error: FieldError | undefined) => validationText(error?.message);
  return { ...submission, reference: reference.data, noReference: reference.isError, useReference, message };
}
