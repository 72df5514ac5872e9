import type { ChannelDescriptor, FieldDescriptor } from '@coffer/contract/cash';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/react-i18n';
import { fieldLabel } from '../model/field-labels';
import type { PayeeValues } from '../model/use-payee-form';

/** Codes and numbers as a bank reads them: no spaces, upper case (names and addresses as typed). */
const asBankCode = (kind: FieldDescriptor['kind'], text: string) =>
  kind === 'text' || kind === 'postalCode' ? text : text.replace(/\s+/g, '').toUpperCase();

/**
 * The channel's own fields, drawn from its descriptor (Wise's account requirements): a choice for
 * a field with options, else a text field as long as the bank allows; optional ones say so.
 */
export function ChannelFields({
  form,
  descriptor,
}: {
  form: UseFormReturn<PayeeValues>;
  descriptor: ChannelDescriptor;
}) {
  const { t } = useTranslation('cash');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="cash-channel-fields">
      {descriptor.fields.map((f) => (
        <Controller
          key={f.key}
          control={form.control}
          name={`fields.${f.key}`}
          render={({ field, fieldState }) => {
            const common = {
              label: fieldLabel(t, f.key),
              description: f.required ? undefined : t('payee.optional'),
              inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
                | 'label'
                | 'input'
                | 'description'
                | 'error'
              )[],
              error: fieldState.error?.message,
              'data-testid': `cash-field-${f.key}`,
            };
            return f.options ? (
              <Select
                {...common}
                data={f.options.map((o) => ({ value: o, label: t(`option.${o}`, { defaultValue: o }) }))}
                value={field.value ?? null}
                onChange={(v) => v && field.onChange(v)}
                allowDeselect={false}
              />
            ) : (
              <TextInput
                {...common}
                {...field}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(asBankCode(f.kind, e.currentTarget.value))}
                maxLength={f.maxLength}
                autoComplete="off"
                spellCheck={false}
              />
            );
          }}
        />
      ))}
    </SimpleGrid>
  );
}
