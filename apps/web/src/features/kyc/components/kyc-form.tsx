import './styles';
import { certificateType, type KycRecord } from '@coffer/contract/kyc';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useSubmitKyc } from '../api/submit-kyc';
import { countryOptions } from '../model/countries';
import {
  fromRecord,
  isPassport,
  type KycFormValues,
  kycFormSchema,
  todayUtc,
  toSubmission,
} from '../model/form-values';
import { photoLabelKey } from '../model/photo-labels';
import { photoMaxMb } from '../model/photo-rules';
import classes from './kyc.module.css';
import { PhotoField } from './photo-field';

const documents = [
  { value: String(certificateType.members.identityCard), key: 'document.identityCard' },
  { value: String(certificateType.members.passport), key: 'document.passport' },
  { value: String(certificateType.members.drivingLicence), key: 'document.drivingLicence' },
] as const;

const fieldNames = Object.keys(fromRecord(undefined)) as (keyof KycFormValues)[];

function Section({ title, children }: { title: string; children: ReactNode }) {
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

/**
 * The verification form (spec §2, §3): a person (area, document, number, dates, names, city,
 * address, front, back and selfie photos) or a company (business licence, name, registration
 * number, dates, address, representative). It checks the contract's schema with today's date, as
 * the server does, then sends KYC/Create, or KYC/Update to resubmit after a rejection.
 */
export function KycForm({
  mode,
  record,
  onSubmitted,
}: {
  mode: 'create' | 'update';
  record?: KycRecord;
  onSubmitted?: (record: KycRecord) => void;
}) {
  const { t, i18n } = useTranslation('kyc');
  const text = useValidationText();
  const submitKyc = useSubmitKyc().mutateAsync;
  const [busySlots, setBusySlots] = useState<Record<string, boolean>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const today = todayUtc();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors: fieldErrors, isSubmitting },
  } = useForm<KycFormValues, unknown, ReturnType<typeof toSubmission>>({
    defaultValues: fromRecord(record),
    resolver: contractResolver(() => kycFormSchema(today), toSubmission),
  });
  const kind = watch('kind');
  const documentType = watch('certificateType');
  const passport = isPassport({ certificateType: documentType });
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const busy = Object.values(busySlots).some(Boolean);
  const existing = (slot: string) => record?.photos.find((p) => p.slot === slot)?.url ?? null;
  const err = (name: keyof KycFormValues) => text(fieldErrors[name]?.message);

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = await submitKyc({ input, mode });
      onSubmitted?.(saved);
    } catch (failure) {
      if (!isApiError(failure)) {
        setFormError(t('form.failed'));
        return;
      }
      const refused = failure.validationErrors ?? [];
      for (const { field, message } of refused)
        if ((fieldNames as string[]).includes(field))
          setError(field as Path<KycFormValues>, { type: 'server', message }, { shouldFocus: true });
      const allPlaced =
        refused.length > 0 && refused.every(({ field }) => (fieldNames as string[]).includes(field));
      if (!allPlaced) setFormError(errorMessage(failure));
    }
  });

  const photo = (name: keyof KycFormValues, slot: string, labelKey: string, hintKey: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhotoField
          slot={slot}
          label={t(labelKey)}
          description={t(hintKey, { mb: photoMaxMb })}
          fileId={field.value}
          existingUrl={existing(slot)}
          onChange={(id) => setValue(name, id, { shouldValidate: id !== '' })}
          onBusyChange={(b) => setBusySlots((all) => ({ ...all, [slot]: b }))}
          error={err(name)}
        />
      )}
    />
  );

  const dates = (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {/* No calendar limits: the schema says why a date is wrong (a typed one would be ignored). */}
      <Controller
        control={control}
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
        control={control}
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

  const country = (
    <Controller
      control={control}
      name="country"
      render={({ field }) => (
        <Select
          label={t(kind === 'business' ? 'field.companyCountry' : 'field.country')}
          placeholder={t('field.countryPlaceholder')}
          data={countries}
          searchable
          withAsterisk
          nothingFoundMessage={t('field.countryNone')}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={err('country')}
          comboboxProps={{ withinPortal: true }}
          data-testid="kyc-country"
        />
      )}
    />
  );

  const address = (
    <>
      <TextInput
        label={t('field.city')}
        withAsterisk
        error={err('city')}
        data-testid="kyc-city"
        {...register('city')}
      />
      <Textarea
        label={t(kind === 'business' ? 'field.companyAddress' : 'field.address')}
        resize="vertical"
        rows={2}
        withAsterisk
        error={err('address')}
        data-testid="kyc-address"
        {...register('address')}
      />
    </>
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="kyc-form">
      <Stack gap="lg">
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {t('form.kind')}
              </Text>
              <SegmentedControl
                value={field.value}
                onChange={(v) => field.onChange(v)}
                fullWidth
                maw={420}
                data={[
                  { value: 'individual', label: t('form.individual') },
                  { value: 'business', label: t('form.business') },
                ]}
                data-testid="kyc-kind"
              />
            </Stack>
          )}
        />

        {kind === 'individual' ? (
          <>
            <Section title={t('section.document')}>
              {country}
              <Controller
                control={control}
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
                        <Radio
                          key={d.value}
                          value={d.value}
                          label={t(d.key)}
                          data-testid={`doc-${d.value}`}
                        />
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              />
              <TextInput
                label={t('field.certificateNumber')}
                withAsterisk
                autoComplete="off"
                error={err('certificateNumber')}
                data-testid="kyc-number"
                {...register('certificateNumber')}
              />
              {dates}
            </Section>
            <Section title={t('section.person')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('field.firstName')}
                  withAsterisk
                  autoComplete="given-name"
                  error={err('firstName')}
                  data-testid="kyc-first-name"
                  {...register('firstName')}
                />
                <TextInput
                  label={t('field.lastName')}
                  withAsterisk
                  autoComplete="family-name"
                  error={err('lastName')}
                  data-testid="kyc-last-name"
                  {...register('lastName')}
                />
              </SimpleGrid>
              {address}
            </Section>
            <Section title={t('section.photos')}>
              <Text size="sm" c="dimmed">
                {t('photo.intro', { mb: photoMaxMb })}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2, md: passport ? 2 : 3 }}>
                {photo('frontPhotoId', 'front', photoLabelKey('front', documentType), 'photo.frontHint')}
                {!passport &&
                  photo('backPhotoId', 'back', photoLabelKey('back', documentType), 'photo.backHint')}
                {photo('selfiePhotoId', 'selfie', photoLabelKey('selfie', documentType), 'photo.selfieHint')}
              </SimpleGrid>
            </Section>
          </>
        ) : (
          <>
            <Section title={t('section.company')}>
              <TextInput
                label={t('field.companyName')}
                withAsterisk
                autoComplete="organization"
                error={err('companyName')}
                data-testid="kyc-company-name"
                {...register('companyName')}
              />
              <TextInput
                label={t('field.registrationNumber')}
                withAsterisk
                autoComplete="off"
                error={err('registrationNumber')}
                data-testid="kyc-registration-number"
                {...register('registrationNumber')}
              />
              {country}
              {dates}
              {address}
            </Section>
            <Section title={t('section.representative')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('field.representativeFirstName')}
                  withAsterisk
                  error={err('representativeFirstName')}
                  data-testid="kyc-rep-first-name"
                  {...register('representativeFirstName')}
                />
                <TextInput
                  label={t('field.representativeLastName')}
                  withAsterisk
                  error={err('representativeLastName')}
                  data-testid="kyc-rep-last-name"
                  {...register('representativeLastName')}
                />
              </SimpleGrid>
            </Section>
            <Section title={t('section.licence')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {photo('businessLicencePhotoId', 'businessLicence', 'photo.licence', 'photo.licenceHint')}
              </SimpleGrid>
            </Section>
          </>
        )}

        {formError && (
          <Alert color="red" variant="light" data-testid="kyc-form-error">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={isSubmitting}
            disabled={busy}
            data-testid="kyc-submit"
            w={{ base: '100%', xs: 'auto' }}
          >
            {mode === 'update' ? t('form.resubmit') : t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
