import './styles';
import type { AccountInfo } from '@coffer/contract/auth';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useUnbindGoogle } from '../api/google';
import { type FactorValues, factorInput, factorNeeds } from '../model/second-factor';
import { useFactorForm } from '../model/use-factor-form';
import { FormProblem } from './form-problem';
import { SecondFactorFields } from './second-factor-fields';

/** An authenticator is bound: removing it takes its own code and a code to a bound address. */
export function GoogleUnbind({ user }: { user: AccountInfo }) {
  const { t } = useTranslation('security');
  const unbindGoogle = useUnbindGoogle().mutateAsync;
  const needs = factorNeeds(user, 'unbindGoogle');
  const { form, submit, problem } = useFactorForm<FactorValues>({
    user,
    needs,
    ownDefaults: {},
    schema: null,
    toInput: () => ({}),
    send: async (v) => {
      const input = factorInput(needs, v);
      await unbindGoogle({ ...input, googleCode: input.googleCode ?? '' });
      void notifySuccess(t('google.unbound'));
    },
  });
  return (
    <Paper withBorder radius="md" p="lg" maw={560} data-testid="google-bound">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate data-testid="google-unbind-form">
          <Stack gap="md">
            <Alert color="teal" variant="light" title={t('google.onTitle')}>
              {t('google.onBody')}
            </Alert>
            <Text size="sm" c="dimmed">
              {t('google.unbindIntro')}
            </Text>
            <SecondFactorFields needs={needs} user={user} />
            <FormProblem message={problem} />
            <Button
              type="submit"
              color="red"
              loading={form.formState.isSubmitting}
              data-testid="google-unbind-submit"
            >
              {t('google.unbindSubmit')}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
