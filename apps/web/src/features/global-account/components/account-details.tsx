import '@mantine/core/styles/Badge.css';
import type { GlobalAccountDetails } from '@coffer/contract/global-account';
import { Alert, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CopyValue } from '../../../components/copy-value';
import { QrImage, useQrImage } from '../../../components/qr-code';
import { useTranslation } from '../../../lib/react-i18n';
import { useAccountDetails } from '../api/global-account';
import { displayValue, epcPayload, orderedFields } from '../model/account-details';

const qrSize = 148;

/** The EPC QR code of a euro IBAN: a payer's banking app scans it instead of typing the IBAN. */
function EpcCode({ payload }: { payload: string }) {
  const { t } = useTranslation('global-account');
  const { src, failed } = useQrImage(payload, qrSize);
  if (failed) return null;
  return (
    <Stack gap={4} align="center" maw={qrSize + 40}>
      {src ? (
        <QrImage src={src} label={t('details.qr')} size={qrSize} testId="global-qr" />
      ) : (
        <Loader size="sm" />
      )}
      <Text size="xs" c="dimmed" ta="center">
        {t('details.qrHint')}
      </Text>
    </Stack>
  );
}

/** One currency's details: each field copyable (details are copied, never retyped), the payment types. */
function CurrencyDetails({ details }: { details: GlobalAccountDetails }) {
  const { t } = useTranslation('global-account');
  const payload = epcPayload(details);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      data-testid={`global-details-${details.currency}`}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md">
            {t('details.currencyTitle', { currency: details.currency })}
          </Title>
          <Group gap={4}>
            {details.paymentTypes.map((p) => (
              <Badge key={p} variant="light" radius="sm" tt="none">
                {t(`cash:channel.${p}`, { defaultValue: p })}
              </Badge>
            ))}
          </Group>
        </Group>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap="sm" style={{ flex: '1 1 260px', minWidth: 0 }}>
            <CopyValue
              caption={t('details.accountName')}
              value={details.accountName}
              testId={`global-${details.currency}-name`}
            />
            {orderedFields(details.account).map(([key, value]) => (
              <CopyValue
                key={key}
                caption={t(`cash:field.${key}`, { defaultValue: key })}
                value={displayValue(key, value)}
                testId={`global-${details.currency}-${key}`}
              />
            ))}
            <CopyValue
              caption={t('details.bank')}
              value={`${details.bankName}, ${details.bankAddress}`}
              testId={`global-${details.currency}-bank`}
            />
          </Stack>
          {payload && <EpcCode payload={payload} />}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The account details per currency that the user gives their payers (a named IBAN for EUR, sort code
 * and account number for GBP, ABA and account number for USD), and the rule that only payers on the
 * whitelist are credited at once.
 */
export function AccountDetails() {
  const { t } = useTranslation('global-account');
  const details = useAccountDetails();
  if (details.isError) return <Alert color="red">{t('details.failed')}</Alert>;
  if (!details.data) return <Loader size="sm" />;
  if (details.data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="global-details-none">
        {t('details.none')}
      </Text>
    );
  return (
    <Stack gap="md">
      <Alert color="blue" title={t('details.whitelistTitle')} data-testid="global-details-rule">
        {t('details.whitelistBody')}
      </Alert>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {details.data.map((d) => (
          <CurrencyDetails key={d.currency} details={d} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
