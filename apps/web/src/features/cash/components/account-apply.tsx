import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AlertIcon } from '../../../components/icons';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { useTranslation } from '../../../lib/react-i18n';
import { useApplyForAccount } from '../api/cash';

/** The contract's limit of the purpose (CreateCustomer and UpdateCustomer). */
const purposeMax = 200;

/**
 * The application for the fiat account, or its answer to a reconfirmation (`again`): what the
 * account is for, in the user's words; the operator reviews it.
 */
export function AccountApply({ again }: { again: boolean }) {
  const { t } = useTranslation('cash');
  const apply = useApplyForAccount().mutateAsync;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ defaultValues: { purpose: '' } });
  const submit = form.handleSubmit(async ({ purpose }) => {
    setProblem(null);
    try {
      await apply({ purpose: purpose.trim(), again });
    } catch (error) {
      setProblem(placeServerErrors(error, form.setError, ['purpose']));
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="cash-apply">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="purpose"
          rules={{
            validate: (v) => (v.trim() ? undefined : t('account.purposeRequired')),
          }}
          render={({ field, fieldState }) => (
            <Textarea
              {...field}
              label={t('account.purpose')}
              description={t('account.purposeHint', { count: purposeMax })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              maxLength={purposeMax}
              autosize
              minRows={2}
              error={fieldState.error?.message}
              data-testid="cash-purpose"
            />
          )}
        />
        {problem && (
          <Alert color="red" icon={<AlertIcon />}>
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={form.formState.isSubmitting} data-testid="cash-apply-submit">
          {again ? t('account.resubmit') : t('account.open')}
        </Button>
      </Stack>
    </form>
  );
}
