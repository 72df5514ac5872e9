import { Group, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { CallingCodeSelect } from '../../components/calling-code-select';
import { useValidationText } from '../../lib/forms';

/** The fields a phone number is asked with, named as the contract names them. */
export interface PhoneValues {
  areaCode: string;
  phoneNumber: string;
}

/**
 * A calling code beside a phone number; the number keeps digits only (spaces and dashes typed
 * are dropped), as the contract wants.
 */
export function PhoneFields({
  areaLabel,
  phoneLabel,
  placeholder,
  areaWidth,
  autoFocus,
  phoneTestId,
}: {
  areaLabel: string;
  phoneLabel: string;
  placeholder?: string;
  areaWidth: number;
  autoFocus?: boolean | undefined;
  phoneTestId: string;
}) {
  const text = useValidationText();
  const { register, control, formState } = useFormContext<PhoneValues>();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Controller
        control={control}
        name="areaCode"
        render={({ field, fieldState }) => (
          <CallingCodeSelect
            label={areaLabel}
            w={areaWidth}
            style={{ flexShrink: 0 }}
            error={text(fieldState.error?.message)}
            data-testid="area-code-select"
            {...field}
          />
        )}
      />
      <TextInput
        label={phoneLabel}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="tel-national"
        autoFocus={autoFocus}
        style={{ flex: 1, minWidth: 0 }}
        error={text(formState.errors.phoneNumber?.message)}
        data-testid={phoneTestId}
        {...register('phoneNumber', { setValueAs: (v: string) => v.replace(/[\s-]/g, '') })}
      />
    </Group>
  );
}
