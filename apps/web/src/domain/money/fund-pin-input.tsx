import { PasswordInput } from '@mantine/core';
import { type Control, Controller, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';

interface FundPinProps {
  label: string;
  description?: string;
  disabled?: boolean;
  testId: string;
}

/**
 * The fund PIN field of every form that moves or directs money (a withdrawal, a change to the
 * address book): six digits, typed as digits only, never filled in by the browser.
 */
export function FundPinInput({
  label,
  description,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  error,
  testId,
}: FundPinProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string | undefined;
}) {
  return (
    <PasswordInput
      label={label}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      onBlur={onBlur}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      disabled={disabled}
      error={error}
      data-testid={testId}
    />
  );
}

/** The fund PIN input bound to a form's `fundPassword` value; `errorText` words its error. */
export function FundPinField<T extends FieldValues & { fundPassword: string }>({
  control,
  errorText,
  ...input
}: FundPinProps & {
  control: Control<T>;
  errorText: (error: FieldError | undefined) => string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={'fundPassword' as FieldPath<T>}
      render={({ field, fieldState }) => (
        <FundPinInput
          {...input}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
