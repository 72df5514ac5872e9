import type { ChannelDescriptor } from '@coffer/contract/cash';
import { type GlobalAccountCurrency, globalPaymentTypesOf } from '@coffer/contract/global-account';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { AlertIcon } from '../../../components/icons';
import { DescriptorFields } from '../../../domain/forms/descriptor-fields';
import { formatAmount, formatPercent } from '../../../domain/money/format-amount';
import { AuthorizationFields } from '../../../domain/second-factor/authorization-fields';
import { useTranslation } from '../../../lib/react-i18n';
import { usePaymentTypes } from '../api/global-account';
import { usePayerForm } from '../model/use-payer-form';

type Form = ReturnType<typeof usePayerForm>['form'];

/** The payer's names and the country of their bank (fixed for a one-country payment type). */
function PayerNames({ form, countries }: { form: Form; countries: readonly string[] }) {
  const { t } = useTranslation('global-account');
  const text = (name: 'friendlyName' | 'holderName', maxLength: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          label={t(`whitelist.${name}`)}
          maxLength={maxLength}
          error={fieldState.error?.message}
          data-testid={`global-payer-${name}`}
        />
      )}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {text('friendlyName', 40)}
      {text('holderName', 128)}
      <Controller
        control={form.control}
        name="country"
        render={({ field, fieldState }) =>
          countries.length > 0 ? (
            <Select
              label={t('whitelist.country')}
              data={[...countries]}
              value={field.value || null}
              onChange={(v) => v && field.onChange(v)}
              allowDeselect={false}
              readOnly={countries.length === 1}
              searchable={countries.length > 8}
              error={fieldState.error?.message}
              data-testid="global-payer-country"
            />
          ) : (
            <TextInput
              {...field}
              label={t('whitelist.country')}
              onChange={(e) => field.onChange(e.currentTarget.value.replace(/[^a-z]/gi, '').toUpperCase())}
              maxLength={2}
              error={fieldState.error?.message}
              data-testid="global-payer-country"
            />
          )
        }
      />
    </SimpleGrid>
  );
}

/** The details of a payer account of one payment type, with the fund PIN and the second factor. */
function PayerDetails({ descriptor }: { descriptor: ChannelDescriptor }) {
  const { t } = useTranslation('global-account');
  const { form, submit, problem, label } = usePayerForm(descriptor);
  return (
    <form onSubmit={submit} noValidate data-testid="global-payer-form">
      <Stack gap="md">
        <PayerNames form={form} countries={descriptor.countries} />
        <DescriptorFields
          control={form.control}
          descriptor={descriptor}
          label={label}
          optionLabel={(o) => t(`cash:option.${o}`, { defaultValue: o })}
          optional={t('whitelist.optional')}
          testId="global-field"
        />
        <AuthorizationFields
          form={form}
          testId="global-payer"
          pinLabel={t('whitelist.fundPin')}
          pinHint={t('whitelist.fundPinHint')}
        />
        <Alert color="yellow" icon={<AlertIcon />} data-testid="global-payer-cool-off">
          {t('whitelist.coolOff')}
        </Alert>
        {problem && (
          <Alert color="red" icon={<AlertIcon />} data-testid="global-payer-error">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={form.formState.isSubmitting} data-testid="global-payer-submit">
          {t('whitelist.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Adds a payer account to the whitelist: the currency, the payment type the payer will use (with
 * its pay-in fee), then the form that payment type's descriptor draws.
 */
export function PayerForm({ currencies }: { currencies: readonly GlobalAccountCurrency[] }) {
  const { t } = useTranslation('global-account');
  const [currency, setCurrency] = useState<GlobalAccountCurrency>(currencies[0] ?? 'EUR');
  const types = usePaymentTypes(currency);
  const [picked, setPicked] = useState<string | null>(null);
  const offered = types.data ?? [];
  const chosen = offered.find((p) => p.paymentType === picked) ?? offered[0];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('whitelist.addTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('whitelist.addBody')}
        </Text>
        <Group gap="md" align="flex-end" grow preventGrowOverflow={false}>
          <Select
            label={t('common.currency')}
            data={[...currencies]}
            value={currency}
            onChange={(v) => {
              if (!v) return;
              setCurrency(v as GlobalAccountCurrency);
              setPicked(null);
            }}
            allowDeselect={false}
            data-testid="global-payer-currency"
          />
          <Select
            label={t('whitelist.paymentType')}
            data={globalPaymentTypesOf(currency).map((p) => ({ value: p, label: t(`cash:channel.${p}`) }))}
            value={chosen?.paymentType ?? null}
            onChange={(v) => v && setPicked(v)}
            allowDeselect={false}
            data-testid="global-payer-type"
          />
        </Group>
        {chosen && (
          <Text size="xs" c="dimmed" data-testid="global-payer-fee">
            {t('whitelist.payInFee', {
              rate: formatPercent(chosen.rate),
              min: `${formatAmount(chosen.minFee, { decimals: 2 })} ${currency}`,
            })}
          </Text>
        )}
        {types.isError && <Alert color="red">{t('whitelist.formFailed')}</Alert>}
        {types.isPending && <Loader size="sm" />}
        {chosen && <PayerDetails key={`${currency}-${chosen.paymentType}`} descriptor={chosen.payerForm} />}
      </Stack>
    </Paper>
  );
}
