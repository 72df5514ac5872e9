import './styles';
import type { AccountInfo } from '@coffer/contract/auth';
import { Button, Center, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { QrCode } from '../../../components/qr-code';
import { CodeInput } from '../../../domain/second-factor/code-input';
import { useValidationText } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useBindGoogle, useGoogleBindInfo } from '../api/google';
import { type FactorValues, factorInput, factorNeeds } from '../model/second-factor';
import { useFactorForm } from '../model/use-factor-form';
import { FormProblem } from './form-problem';
import { GoogleKey } from './google-key';
import { SecondFactorFields } from './second-factor-fields';

/** The new app's first code travels as `googleCode`: binding asks no other authenticator code. */
type Values = FactorValues;

/**
 * Binding an authenticator: 1. install an app, 2. scan the QR code or type the key, 3. prove it
 * with the app's first code, plus a code to a bound address that proves the account.
 */
export function GoogleBind({ user }: { user: AccountInfo }) {
  const { t } = useTranslation('security');
  const text = useValidationText();
  const bindGoogle = useBindGoogle().mutateAsync;
  const { data: info, isPending, isError, refetch } = useGoogleBindInfo(true);
  const needs = factorNeeds(user, 'bindGoogle');
  const withAppCode = { ...needs, google: true };
  const { form, submit, problem } = useFactorForm<Values>({
    user,
    needs: withAppCode,
    ownDefaults: {},
    schema: null,
    toInput: () => ({}),
    send: async (v) => {
      await bindGoogle({ ...factorInput(withAppCode, v), googleCode: v.googleCode.trim() });
      void notifySuccess(t('google.bound'));
    },
  });
  const { formState } = form;

  if (isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (isError || !info) return <KeyLoadFailed onRetry={() => void refetch()} />;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <InstallAndScan info={info} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder radius="md" p="lg" h="100%">
          <FormProvider {...form}>
            <form onSubmit={submit} noValidate data-testid="google-bind-form">
              <Stack gap="md">
                <Step n={3} title={t('google.step3.title')} body={t('google.step3.body')} />
                <CodeInput
                  label={t('google.appCode')}
                  registration={form.register('googleCode')}
                  error={text(formState.errors.googleCode?.message)}
                  testId="new-google-code-input"
                />
                <SecondFactorFields needs={needs} user={user} />
                <FormProblem message={problem} />
                <Button type="submit" loading={formState.isSubmitting} data-testid="google-bind-submit">
                  {t('google.bindSubmit')}
                </Button>
              </Stack>
            </form>
          </FormProvider>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/** Steps 1 and 2: install an authenticator app, then scan the QR code or type the key. */
function InstallAndScan({ info }: { info: { otpauthUri: string; secret: string; accountName: string } }) {
  const { t } = useTranslation('security');
  return (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="md">
        <Step n={1} title={t('google.step1.title')} body={t('google.step1.body')} />
        <Step n={2} title={t('google.step2.title')} body={t('google.step2.body')} />
        <Center>
          <QrCode url={info.otpauthUri} label={t('google.qrLabel')} size={176} />
        </Center>
        <GoogleKey secret={info.secret} account={info.accountName} />
      </Stack>
    </Paper>
  );
}

/** The new key could not be fetched: say so, with a retry. */
function KeyLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('security');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{t('google.loadFailed')}</Text>
        <Button variant="default" onClick={onRetry}>
          {t('action.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}

function Step({ n, title, body }: { n: number; title: string; body: string }) {
  return (
    <Stack gap={2}>
      <Title order={2} fz="md">
        {n}. {title}
      </Title>
      <Text size="sm" c="dimmed">
        {body}
      </Text>
    </Stack>
  );
}
