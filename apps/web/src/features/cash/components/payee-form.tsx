import { channelsOf, isCashCurrency } from '@coffer/contract/cash';
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
import { DateField } from '../../../components/date-field';
import { AlertIcon } from '../../../components/icons';
import { DescriptorFields } from '../../../domain/forms/descriptor-fields';
import { AuthorizationFields } from '../../../domain/second-factor/authorization-fields';
import { useTranslation } from '../../../lib/react-i18n';
import { useChannelForm } from '../api/cash';
import { fieldLabel } from '../model/field-labels';
import { restartsCoolOff } from '../model/payee-changes';
import { type PayeeFormOptions, usePayeeForm } from '../model/use-payee-form';
import { CurrencySelect } from './currency-choice';

type Form = ReturnType<typeof usePayeeForm>['form'];

/** The country of the payee's bank: fixed for a one-country channel, a choice, or any (SWIFT). */
function CountryField({ form, countries }: { form: Form; countries: readonly string[] }) {
  const { t } = useTranslation('cash');
  return (
    <Controller
      control={form.control}
      name="country"
      render={({ field, fieldState }) =>
        countries.length > 0 ? (
          <Select
            label={t('payee.country')}
            data={[...countries]}
            value={field.value || null}
            onChange={(v) => v && field.onChange(v)}
            allowDeselect={false}
            readOnly={countries.length === 1}
            error={fieldState.error?.message}
            data-testid="cash-payee-country"
          />
        ) : (
          <TextInput
            {...field}
            label={t('payee.country')}
            description={t('payee.countryHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            onChange={(e) => field.onChange(e.currentTarget.value.replace(/[^a-z]/gi, '').toUpperCase())}
            maxLength={2}
            error={fieldState.error?.message}
            data-testid="cash-payee-country"
          />
        )
      }
    />
  );
}

function NameFields({ form, own }: { form: Form; own: boolean }) {
  const { t } = useTranslation('cash');
  const text = (name: 'friendlyName' | 'firstName' | 'lastName', label: string, maxLength: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          label={label}
          maxLength={maxLength}
          readOnly={own && name !== 'friendlyName'}
          error={fieldState.error?.message}
          data-testid={`cash-payee-${name}`}
        />
      )}
    />
  );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {text('friendlyName', t('payee.friendlyName'), 40)}
        {text('firstName', t('payee.firstName'), 64)}
        {text('lastName', t('payee.lastName'), 64)}
      </SimpleGrid>
      {own && (
        <Text size="xs" c="dimmed">
          {t('payee.ownName')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What saving does to the cool-off: for a new payee the waiting period; for a change, whether
 * these edits start it again (the server's rule, checked as the user types).
 */
function CoolOffNote({ form, editing }: { form: Form; editing: PayeeFormOptions['editing'] }) {
  const { t } = useTranslation('cash');
  const [country, firstName, lastName, fields] = form.watch(['country', 'firstName', 'lastName', 'fields']);
  if (!editing)
    return (
      <Text size="xs" c="dimmed">
        {t('payee.coolOff')}
      </Text>
    );
  return restartsCoolOff(editing, { country, firstName, lastName, fields }) ? (
    <Alert color="yellow" icon={<AlertIcon />} data-testid="cash-payee-restarts">
      {t('payee.restartsCoolOff')}
    </Alert>
  ) : (
    <Text size="xs" c="dimmed" data-testid="cash-payee-keeps">
      {t('payee.keepsCoolOff')}
    </Text>
  );
}

/** The details of one channel's payee, new or being changed, with the fund PIN and the second factor. */
export function PayeeDetails(options: PayeeFormOptions) {
  const { own, descriptor, editing } = options;
  const { t } = useTranslation('cash');
  const { form, submit, problem } = usePayeeForm(options);
  return (
    <form onSubmit={submit} noValidate data-testid="cash-payee-form">
      <Stack gap="md">
        <NameFields form={form} own={own} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CountryField form={form} countries={descriptor.countries} />
          {!own && (
            <Controller
              control={form.control}
              name="birthday"
              render={({ field }) => (
                <DateField
                  label={t('payee.birthday')}
                  value={field.value}
                  onChange={field.onChange}
                  testId="cash-payee-birthday"
                />
              )}
            />
          )}
        </SimpleGrid>
        <DescriptorFields
          control={form.control}
          descriptor={descriptor}
          label={(key) => fieldLabel(t, key)}
          optionLabel={(o) => t(`option.${o}`, { defaultValue: o })}
          optional={t('payee.optional')}
          testId="cash-field"
          gridTestId="cash-channel-fields"
        />
        <AuthorizationFields
          form={form}
          testId="cash-payee"
          pinLabel={t('payee.fundPin')}
          pinHint={t('payee.fundPinHint')}
        />
        <CoolOffNote form={form} editing={editing} />
        {problem && (
          <Alert color="red" icon={<AlertIcon />} data-testid="cash-payee-error">
            {problem}
          </Alert>
        )}
        <Button type="submit" loading={form.formState.isSubmitting} data-testid="cash-payee-submit">
          {editing ? t('payee.saveChanges') : own ? t('payee.saveOwn') : t('payee.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Adds a payee: the currency, then its channel (the local one first, SWIFT last), then the form the
 * channel's descriptor draws. `own`: a bank account in the user's own verified name.
 */
export function PayeeForm({ own, currencies }: { own: boolean; currencies: readonly string[] }) {
  const { t } = useTranslation('cash');
  const [currency, setCurrency] = useState(currencies[0] ?? 'EUR');
  const rails = isCashCurrency(currency) ? channelsOf[currency] : [];
  const [picked, setPicked] = useState<string | null>(null);
  const rail = picked && (rails as readonly string[]).includes(picked) ? picked : (rails[0] ?? null);
  const descriptor = useChannelForm(currency, rail);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {own ? t('payee.addOwn') : t('payee.add')}
        </Title>
        <Group gap="md" align="flex-end" grow preventGrowOverflow={false}>
          <CurrencySelect
            currencies={currencies}
            value={currency}
            onChange={setCurrency}
            testId="cash-payee-currency"
          />
          <Select
            label={t('payee.channel')}
            data={rails.map((r) => ({ value: r, label: t(`channel.${r}`) }))}
            value={rail}
            onChange={(v) => v && setPicked(v)}
            allowDeselect={false}
            data-testid="cash-payee-channel"
          />
        </Group>
        {descriptor.isError && <Alert color="red">{t('payee.formFailed')}</Alert>}
        {descriptor.isPending && <Loader size="sm" />}
        {descriptor.data && (
          <PayeeDetails key={`${currency}-${rail}`} own={own} descriptor={descriptor.data} />
        )}
      </Stack>
    </Paper>
  );
}
