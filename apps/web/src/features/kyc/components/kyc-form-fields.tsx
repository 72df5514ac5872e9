import { certificateType } from '@coffer/contract/kyc';
import { Group, Paper, Radio, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { DateField } from '../../../components/date-field';
import { useTranslation } from '../../../lib/react-i18n';
import type { KycFormValues } from '../model/form-values';
import { photoMaxMb } from '../model/photo-rules';
import type { KycFormState } from '../model/use-kyc-form';
import classes from './kyc.module.css';
import { PhotoField } from './photo-field';

const documents = [
  { value: String(certificateType.members.identityCard), key: 'document.identityCard' },
  { value: String(certificateType.members.passport), key: 'document.passport' },
  { value: String(certificateType.members.drivingLicence), key: 'document.drivingLicence' },
] as const;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" className={classes.section}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** One photo slot: uploads at once, keeps the file id in the form, shows the saved one on resubmit. */
export function PhotoInput({
  kyc,
  name,
  slot,
  labelKey,
  hintKey,
}: {
  kyc: KycFormState;
  name: keyof KycFormValues;
  slot: string;
  labelKey: string;
  hintKey: string;
}) {
  const { t } = useTranslation('kyc');
  return (
    <Controller
      control={kyc.form.control}
      name={name}
      render={({ field }) => (
        <PhotoField
          slot={slot}
          label={t(labelKey)}
          description={t(hintKey, { mb: photoMaxMb })}
          fileId={field.value}
          existingUrl={kyc.existingPhoto(slot)}
          onChange={(id) => kyc.form.setValue(name, id, { shouldValidate: id !== '' })}
          onBusyChange={(b) => kyc.setSlotBusy(slot, b)}
          error={kyc.err(name)}
        />
      )}
    />
  );
}

/** Issue (or start) and expiry dates; a company's expiry is optional. */
export function DateFields({ kyc }: { kyc: KycFormState }) {
  const { t } = useTranslation('kyc');
  const { kind, form, err } = kyc;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {/* No calendar limits: the schema says why a date is wrong (a typed one would be ignored). */}
      <Controller
        control={form.control}
        name="startDate"
        render={({ field }) => (
          <DateField
            label={t(kind === 'business' ? 'field.issueDate' : 'field.startDate')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            withAsterisk
            error={err('startDate')}
            testId="kyc-start-date"
          />
        )}
      />
      <Controller
        control={form.control}
        name="expiryDate"
        render={({ field }) => (
          <DateField
            label={t('field.expiryDate')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            description={kind === 'business' ? t('field.expiryOptional') : undefined}
            withAsterisk={kind === 'individual'}
            error={err('expiryDate')}
            testId="kyc-expiry-date"
          />
        )}
      />
    </SimpleGrid>
  );
}

export function CountryField({ kyc }: { kyc: KycFormState }) {
  const { t } = useTranslation('kyc');
  return (
    <Controller
      control={kyc.form.control}
      name="country"
      render={({ field }) => (
        <Select
          label={t(kyc.kind === 'business' ? 'field.companyCountry' : 'field.country')}
          placeholder={t('field.countryPlaceholder')}
          data={kyc.countries}
          searchable
          withAsterisk
          nothingFoundMessage={t('field.countryNone')}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={kyc.err('country')}
          comboboxProps={{ withinPortal: true }}
          data-testid="kyc-country"
        />
      )}
    />
  );
}

export function AddressFields({ kyc }: { kyc: KycFormState }) {
  const { t } = useTranslation('kyc');
  const { register } = kyc.form;
  return (
    <>
      <TextInput
        label={t('field.city')}
        withAsterisk
        error={kyc.err('city')}
        data-testid="kyc-city"
        {...register('city')}
      />
      <Textarea
        label={t(kyc.kind === 'business' ? 'field.companyAddress' : 'field.address')}
        resize="vertical"
        rows={2}
        withAsterisk
        error={kyc.err('address')}
        data-testid="kyc-address"
        {...register('address')}
      />
    </>
  );
}

/** The identity document: its type as radio buttons. */
export function DocumentTypeField({ kyc }: { kyc: KycFormState }) {
  const { t } = useTranslation('kyc');
  return (
    <Controller
      control={kyc.form.control}
      name="certificateType"
      render={({ field }) => (
        <Radio.Group
          label={t('field.certificateType')}
          withAsterisk
          value={field.value}
          onChange={field.onChange}
          data-testid="kyc-certificate-type"
        >
          <Group gap="lg" mt={6}>
            {documents.map((d) => (
              <Radio key={d.value} value={d.value} label={t(d.key)} data-testid={`doc-${d.value}`} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
