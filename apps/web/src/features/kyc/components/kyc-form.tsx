import './styles';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/react-i18n';
import { type KycFormProps, type KycFormState, useKycForm } from '../model/use-kyc-form';
import { BusinessSections, IndividualSections } from './kyc-form-sections';

/** A person or a company: the sections below follow the choice. */
function KindSwitch({ kyc }: { kyc: KycFormState }) {
  const { t } = useTranslation('kyc');
  return (
    <Controller
      control={kyc.form.control}
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
  );
}

/**
 * The verification form (spec §2, §3): a person (area, document, number, dates, names, city,
 * address, front, back and selfie photos) or a company (business licence, name, registration
 * number, dates, address, representative). It checks the contract's schema with today's date, as
 * the server does, then sends KYC/Create, or KYC/Update to resubmit after a rejection. State and
 * submit live in `useKycForm`; this only renders.
 */
export function KycForm(props: KycFormProps) {
  const { t } = useTranslation('kyc');
  const kyc = useKycForm(props);
  const { mode } = props;
  return (
    <form onSubmit={kyc.onSubmit} noValidate data-testid="kyc-form">
      <Stack gap="lg">
        <KindSwitch kyc={kyc} />
        {kyc.kind === 'individual' ? <IndividualSections kyc={kyc} /> : <BusinessSections kyc={kyc} />}
        {kyc.formError && (
          <Alert color="red" variant="light" data-testid="kyc-form-error">
            {kyc.formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            loading={kyc.isSubmitting}
            disabled={kyc.busy}
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
