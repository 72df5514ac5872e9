import { parseAmountInput } from '@coffer/contract/common';
import { Button, Group, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/react-i18n';
import { type Bound, boundField, splitBound } from '../forms/form-fields';

interface AmountInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  decimals: number;
  coin: string;
  onMax?: () => void;
  label: string;
  description?: ReactNode;
  error?: string;
  disabled?: boolean;
  name?: string;
  testId?: string;
}

/**
 * The one amount field of the web app (spec §5, issue 12): what is typed is read as it is typed
 * by the contract's rule (parseAmountInput) — non-digits dropped, a comma alone taken as the
 * decimal point, cut (never rounded) to the asset's decimals. A text that could be read two ways
 * ('1.234,5') stays as typed, so the form's schema refuses it, and the field says why; it is never
 * reinterpreted. A "max" button and the asset's code sit beside it.
 */
export function AmountInput({
  value,
  onChange,
  onBlur,
  decimals,
  coin,
  onMax,
  label,
  description,
  error,
  disabled,
  name,
  testId,
}: AmountInputProps) {
  const { t } = useTranslation('common');
  // The stored value is either what the rule made of the input or, when it refused, what was typed.
  const current = parseAmountInput(value, decimals);
  const ambiguous = current.ok ? undefined : t('amount.ambiguousSeparator');
  return (
    <TextInput
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={(e) => {
        const read = parseAmountInput(e.currentTarget.value, decimals);
        onChange(read.ok ? read.value : read.text);
      }}
      onBlur={onBlur}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      error={ambiguous ?? error}
      disabled={disabled}
      name={name}
      data-testid={testId}
      rightSectionWidth={onMax ? 110 : 64}
      rightSectionPointerEvents="all"
      rightSection={
        <Group gap={6} wrap="nowrap" pr={6}>
          <Text size="sm" c="dimmed">
            {coin}
          </Text>
          {onMax && (
            <Button size="compact-xs" variant="light" onClick={onMax} disabled={disabled}>
              {t('amount.max')}
            </Button>
          )}
        </Group>
      }
    />
  );
}

/**
 * The amount field of a react-hook-form form: the field `name` bound to an `AmountInput`, its
 * refusal turned into words by the form's `message`.
 */
export function AmountField<T extends FieldValues, O = T>(
  props: Omit<AmountInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> & Bound<T, O>,
) {
  const [bound, input] = splitBound(props);
  return boundField(bound, (field, error) => (
    <AmountInput
      {...input}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      error={error}
    />
  ));
}
