import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import { photoLabelKey } from '../model/photo-labels';
import { photoMaxMb } from '../model/photo-rules';
import type { KycFormState } from '../model/use-kyc-form';
import {
  AddressFields,
  CountryField,
  DateFields,
  DocumentTypeField,
  PhotoInput,
  Section,
} from './kyc-form-fields';

/** The document's front (and back, unless a passport) and a selfie holding it. */
function PersonPhotos({ kyc }: { kyc: KycFormState }) {
  const { t } = useTranslation('kyc');
  const { documentType, passport } = kyc;
  return (
    <Section title={t('section.photos')}>
      <Text size="sm" c="dimmed">
        {t('photo.intro', { mb: photoMaxMb })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: passport ? 2 : 3 }}>
        <PhotoInput
          kyc={kyc}
          name="frontPhotoId"
          slot="front"
          labelKey={photoLabelKey('front', documentType)}
          hintKey="photo.frontHint"
        />
        {!passport && (
          <PhotoInput
            kyc={kyc}
            name="backPhotoId"
            slot="back"
            labelKey={photoLabelKey('back', documentType)}
            hintKey="photo.backHint"
          />
        )}
        <PhotoInput
          kyc={kyc}
          name="selfiePhotoId"
          slot="selfie"
          labelKey={photoLabelKey('selfie', documentType)}
          hintKey="photo.selfieHint"
        />
      </SimpleGrid>
    </Section>
  );
}

/** A person: the document, the person's names and address, and the document photos and a selfie. */
export function IndividualSections({ kyc }: { kyc: KycFormState }) {
  const { t } = useTranslation('kyc');
  const { register } = kyc.form;
  return (
    <>
      <Section title={t('section.document')}>
        <CountryField kyc={kyc} />
        <DocumentTypeField kyc={kyc} />
        <TextInput
          label={t('field.certificateNumber')}
          withAsterisk
          autoComplete="off"
          error={kyc.err('certificateNumber')}
          data-testid="kyc-number"
          {...register('certificateNumber')}
        />
        <DateFields kyc={kyc} />
      </Section>
      <Section title={t('section.person')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('field.firstName')}
            withAsterisk
            autoComplete="given-name"
            error={kyc.err('firstName')}
            data-testid="kyc-first-name"
            {...register('firstName')}
          />
          <TextInput
            label={t('field.lastName')}
            withAsterisk
            autoComplete="family-name"
            error={kyc.err('lastName')}
            data-testid="kyc-last-name"
            {...register('lastName')}
          />
        </SimpleGrid>
        <AddressFields kyc={kyc} />
      </Section>
      <PersonPhotos kyc={kyc} />
    </>
  );
}

/** A company: its name, number, country, dates and address; its representative; its licence. */
export function BusinessSections({ kyc }: { kyc: KycFormState }) {
  const { t } = useTranslation('kyc');
  const { register } = kyc.form;
  return (
    <>
      <Section title={t('section.company')}>
        <TextInput
          label={t('field.companyName')}
          withAsterisk
          autoComplete="organization"
          error={kyc.err('companyName')}
          data-testid="kyc-company-name"
          {...register('companyName')}
        />
        <TextInput
          label={t('field.registrationNumber')}
          withAsterisk
          autoComplete="off"
          error={kyc.err('registrationNumber')}
          data-testid="kyc-registration-number"
          {...register('registrationNumber')}
        />
        <CountryField kyc={kyc} />
        <DateFields kyc={kyc} />
        <AddressFields kyc={kyc} />
      </Section>
      <Section title={t('section.representative')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('field.representativeFirstName')}
            withAsterisk
            error={kyc.err('representativeFirstName')}
            data-testid="kyc-rep-first-name"
            {...register('representativeFirstName')}
          />
          <TextInput
            label={t('field.representativeLastName')}
            withAsterisk
            error={kyc.err('representativeLastName')}
            data-testid="kyc-rep-last-name"
            {...register('representativeLastName')}
          />
        </SimpleGrid>
      </Section>
      <Section title={t('section.licence')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PhotoInput
            kyc={kyc}
            name="businessLicencePhotoId"
            slot="businessLicence"
            labelKey="photo.licence"
            hintKey="photo.licenceHint"
          />
        </SimpleGrid>
      </Section>
    </>
  );
}
