import '@mantine/core/styles/Input.css';
import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useReceiptCurrencies } from '../../../domain/money/receipt-currencies';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { CertificateUpload } from './certificate-upload';
import { ReferralFields } from './sign-up-fields';

/** A merchant's company, as spec §3 lists the merchant application fields. */
export interface CompanyValues {
  fullName: string;
  shortName: string;
  companyWebsite: string;
  address: string;
  businessScope: string;
  receiptCurrency: string;
  certificateFileId: string;
}

export const blankCompany: CompanyValues = {
  fullName: '',
  shortName: '',
  companyWebsite: '',
  address: '',
  businessScope: '',
  receiptCurrency: 'USD',
  certificateFileId: '',
};

export const companyFields = [
  'fullName',
  'shortName',
  'companyWebsite',
  'address',
  'businessScope',
  'receiptCurrency',
  'certificateFileId',
];

/** The receipt currencies the server offers; USD alone until they load. */
function useCurrencyOptions() {
  const currencies = useReceiptCurrencies();
  const options = (currencies.data ?? []).map((c) => ({
    value: c.currency,
    label: `${c.currency} · ${c.name}`,
  }));
  return options.length > 0 ? options : [{ value: 'USD', label: 'USD' }];
}

/** The company fields, the certificate upload, then the referral code and WhatsApp. */
export function CompanyFields() {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const form = useFormContext<CompanyValues>();
  const currencyOptions = useCurrencyOptions();
  const error = (name: keyof CompanyValues) => text(form.formState.errors[name]?.message);
  return (
    <Stack gap="md">
      <TextInput
        label={t('company.fullName')}
        withAsterisk
        error={error('fullName')}
        data-testid="company-full-name"
        {...form.register('fullName')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('company.shortName')}
          withAsterisk
          error={error('shortName')}
          data-testid="company-short-name"
          {...form.register('shortName')}
        />
        <Controller
          control={form.control}
          name="receiptCurrency"
          render={({ field }) => (
            <NativeSelect
              label={t('company.receiptCurrency')}
              withAsterisk
              data={currencyOptions}
              error={error('receiptCurrency')}
              data-testid="company-currency"
              {...field}
            />
          )}
        />
      </SimpleGrid>
      <TextInput
        label={t('company.website')}
        placeholder="https://"
        error={error('companyWebsite')}
        data-testid="company-website"
        {...form.register('companyWebsite')}
      />
      <TextInput
        label={t('company.address')}
        withAsterisk
        error={error('address')}
        data-testid="company-address"
        {...form.register('address')}
      />
      <Textarea
        label={t('company.businessScope')}
        withAsterisk
        autosize
        minRows={2}
        maxRows={6}
        error={error('businessScope')}
        data-testid="company-scope"
        {...form.register('businessScope')}
      />
      <CertificateUpload
        error={error('certificateFileId')}
        onUploaded={(fileId) =>
          form.setValue('certificateFileId', fileId, { shouldValidate: form.formState.isSubmitted })
        }
      />
      <ReferralFields />
    </Stack>
  );
}
