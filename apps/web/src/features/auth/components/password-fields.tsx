import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, Stack } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';

export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/** A new password (12–20 with every character class, spec §5) and its confirmation. */
export function PasswordFields({ label }: { label?: string }) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const { register, formState } = useFormContext<PasswordValues>();
  return (
    <Stack gap="md">
      <PasswordInput
        label={label ?? t('field.password')}
        description={t('field.passwordRules')}
        autoComplete="new-password"
        error={text(formState.errors.password?.message)}
        data-testid="new-password-input"
        {...register('password')}
      />
      <PasswordInput
        label={t('field.confirmPassword')}
        autoComplete="new-password"
        error={text(formState.errors.confirmPassword?.message)}
        data-testid="confirm-password-input"
        {...register('confirmPassword')}
      />
    </Stack>
  );
}
