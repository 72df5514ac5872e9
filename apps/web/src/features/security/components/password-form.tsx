import './styles';
import type { AccountInfo } from '@coffer/contract/auth';
import { errors } from '@coffer/contract/common';
import { updatePasswordInputSchema } from '@coffer/contract/security';
import { Alert, Button, Paper, PasswordInput, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { FormProvider, type UseFormSetError, useForm, useFormContext } from 'react-hook-form';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { formatDateTime } from '../../../lib/format-date';
import { useValidationText } from '../../../lib/forms';
import { errorNumber, errorText, isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { useUpdatePassword } from '../api/passwords';
import { securityResolver } from '../model/resolver';
import { emptyFactor, type FactorValues, factorInput, factorNeeds } from '../model/second-factor';
import { FormProblem } from './form-problem';
import { SecondFactorFields } from './second-factor-fields';

interface Values extends FactorValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const passwordFields = ['oldPassword', 'newPassword', 'confirmPassword', 'googleCode'];

/**
 * Change the login password: the current one (a wrong one counts toward the 2-hour lock), the new
 * one (8–20) twice, and the authenticator's code when one is bound. Every other session ends.
 */
export function PasswordForm({ user }: { user: AccountInfo }) {
  const { t, i18n } = useTranslation('security');
  const updatePassword = useUpdatePassword().mutateAsync;
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const needs = factorNeeds(user, 'password');
  const toInput = (v: Values) => ({
    oldPassword: v.oldPassword,
    newPassword: v.newPassword,
    confirmPassword: v.confirmPassword,
  });
  const form = useForm<Values>({
    defaultValues: { ...emptyFactor(user), oldPassword: '', newPassword: '', confirmPassword: '' },
    resolver: securityResolver<Values>({ schema: updatePasswordInputSchema, needs, toInput }),
  });
  const { formState } = form;

  const submit = form.handleSubmit(async (v) => {
    setProblem(null);
    setChanged(false);
    try {
      const factor = factorInput(needs, v);
      await updatePassword({
        ...toInput(v),
        ...(factor.googleCode ? { googleCode: factor.googleCode } : {}),
      });
      form.reset({ ...emptyFactor(user), oldPassword: '', newPassword: '', confirmPassword: '' });
      setChanged(true);
    } catch (error) {
      if (placeWrongOld(error, form.setError, t, i18n.resolvedLanguage ?? 'en')) return;
      setProblem(
        placeServerErrors(error, form.setError, passwordFields, {
          details: 'always',
        }),
      );
    }
  });

  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate data-testid="password-form">
          <Stack gap="md">
            {changed && (
              <Alert
                color="teal"
                variant="light"
                title={t('password.doneTitle')}
                data-testid="password-changed"
              >
                {t('password.doneBody')}
              </Alert>
            )}
            <PasswordInputs />
            {needs.google && <SecondFactorFields needs={needs} user={user} />}
            <Alert color="blue" variant="light">
              {t('password.notice')}
            </Alert>
            <FormProblem message={problem} />
            <Button type="submit" loading={formState.isSubmitting} data-testid="password-submit">
              {t('password.submit')}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}

/** A wrong current password (it counts toward the lock) shows on its field with the attempts left. */
function placeWrongOld(
  error: unknown,
  setError: UseFormSetError<Values>,
  t: TFunction<'security'>,
  language: string,
) {
  if (!isApiError(error) || error.code !== errors.accountOrPasswordInvalid.code) return false;
  const lockedUntil = errorText(error, 'lockedUntil');
  const left = errorNumber(error, 'remainingAttempts');
  const message = lockedUntil
    ? t('password.locked', { time: formatDateTime(lockedUntil, language) })
    : left !== null
      ? t('password.wrongOld', { count: left })
      : t('password.wrongOldPlain');
  setError('oldPassword', { type: 'server', message }, { shouldFocus: true });
  return true;
}

/** The current password, the new one with its rule, and the new one again. */
function PasswordInputs() {
  const { t } = useTranslation('security');
  const text = useValidationText();
  const { register, formState } = useFormContext<Values>();
  return (
    <>
      <PasswordInput
        label={t('password.old')}
        autoComplete="current-password"
        error={text(formState.errors.oldPassword?.message)}
        data-testid="old-password-input"
        {...register('oldPassword')}
      />
      <PasswordInput
        label={t('password.new')}
        description={t('password.rule')}
        autoComplete="new-password"
        error={text(formState.errors.newPassword?.message)}
        data-testid="new-password-input"
        {...register('newPassword')}
      />
      <PasswordInput
        label={t('password.confirm')}
        autoComplete="new-password"
        error={text(formState.errors.confirmPassword?.message)}
        data-testid="confirm-password-input"
        {...register('confirmPassword')}
      />
    </>
  );
}
