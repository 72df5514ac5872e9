import { truncateAmountInput } from '@coffer/contract';
import { Button, Group, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An amount field (spec §5): what is typed is cleaned as it is typed — non-digits dropped, one
 * decimal point kept, cut (never rounded) to the coin's decimals — with a "max" button and the
 * coin beside it.
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
}: {
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
}) {
  const { t } = useTranslation('assets');
  return (
    <TextInput
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={(e) => onChange(truncateAmountInput(e.currentTarget.value, decimals))}
      onBlur={onBlur}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      error={error}
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
              {t('form.max')}
            </Button>
          )}
        </Group>
      }
    />
  );
}
