import { PasswordInput } from '@mantine/core';

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
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  error?: string | undefined;
  testId: string;
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
