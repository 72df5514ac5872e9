import type { ChannelDescriptor, FieldDescriptor } from '@coffer/contract/cash';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** Codes and numbers as a bank reads them: no spaces, upper case (names and addresses as typed). */
const asBankCode = (kind: FieldDescriptor['kind'], text: string) =>
  kind === 'text' || kind === 'postalCode' ? text : text.replace(/\s+/g, '').toUpperCase();

const wrapperOrder: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * A bank channel's own fields (`fields.<key>` of the form), drawn from its descriptor: a choice for
 * a field with options, else a text field as long as the bank allows; optional ones say so. The
 * words are the feature's; each field's test id is `<testId>-<key>`.
 */
export function DescriptorFields<T extends FieldValues>({
  control,
  descriptor,
  label,
  optionLabel,
  optional,
  testId,
  gridTestId,
}: {
  control: Control<T>;
  descriptor: ChannelDescriptor;
  label: (key: string) => string;
  optionLabel: (option: string) => string;
  optional: string;
  testId: string;
  gridTestId?: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid={gridTestId}>
      {descriptor.fields.map((f) => (
        <Controller
          key={f.key}
          control={control}
          name={`fields.${f.key}` as Path<T>}
          render={({ field, fieldState }) => {
            const common = {
              label: label(f.key),
              description: f.required ? undefined : optional,
              inputWrapperOrder: wrapperOrder,
              error: fieldState.error?.message,
              'data-testid': `${testId}-${f.key}`,
            };
            return f.options ? (
              <Select
                {...common}
                data={f.options.map((o) => ({ value: o, label: optionLabel(o) }))}
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
