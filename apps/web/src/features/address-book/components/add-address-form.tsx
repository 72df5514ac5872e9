import { Alert, Button, Grid, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { AlertIcon } from '../../../components/icons';
import { CoinAndNetwork, type CoinChoiceProps } from '../../../domain/money/coin-network';
import { AuthorizationFields } from '../../../domain/second-factor/authorization-fields';
import { useTranslation } from '../../../lib/react-i18n';
import { labelMax, useAddAddressForm } from '../model/use-add-address-form';

/** The address (monospace, checked by the server) and an optional label of at most 30 characters. */
function AddressAndLabel({ form }: { form: ReturnType<typeof useAddAddressForm>['form'] }) {
  const { t } = useTranslation('address-book');
  const { control } = form;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Controller
          control={control}
          name="address"
          render={({ field, fieldState }) => (
            <TextInput
              label={t('address.address')}
              {...field}
              autoComplete="off"
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              error={
                fieldState.error
                  ? fieldState.error.type
                    ? t('address.required')
                    : fieldState.error.message
                  : undefined
              }
              data-testid="address-input"
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={control}
          name="label"
          render={({ field, fieldState }) => (
            <TextInput
              label={t('address.label')}
              description={t('address.labelHint', { count: labelMax })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...field}
              maxLength={labelMax}
              error={fieldState.error ? t('address.labelTooLong', { count: labelMax }) : undefined}
              data-testid="address-label"
            />
          )}
        />
      </Grid.Col>
    </Grid>
  );
}

/**
 * Adds an address for a coin and network; the server checks its format and checksum. State and
 * submit live in `useAddAddressForm`; this only renders.
 */
export function AddAddressForm({ coins, coin, network, onChange }: CoinChoiceProps) {
  const { t } = useTranslation(['address-book', 'money']);
  const { form, formError, submit, isSubmitting } = useAddAddressForm({ coin, network });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate data-testid="address-form">
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('address.add')}
          </Title>
          <CoinAndNetwork
            coins={coins}
            coin={coin}
            network={network}
            onChange={onChange}
            testId="address-coin"
          />
          <AddressAndLabel form={form} />
          <AuthorizationFields
            form={form}
            testId="address"
            pinLabel={t('address.fundPin')}
            pinHint={t('address.fundPinHint')}
          />
          <Text size="xs" c="dimmed">
            {t('address.coolOff')}
          </Text>
          {formError && (
            <Alert color="red" icon={<AlertIcon />}>
              {formError}
            </Alert>
          )}
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!coin || !network}
            data-testid="address-submit"
          >
            {t('address.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
