import { globalServiceType } from '@coffer/contract/global-account';
import { Alert, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatAmount, formatPercent } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useRates } from '../api/global-account';

const s = globalServiceType.members;
const serviceKey: Record<number, string> = {
  [s.payIn]: 'rates.service.payIn',
  [s.fiatToGlobal]: 'rates.service.fiatToGlobal',
  [s.globalToFiat]: 'rates.service.globalToFiat',
};

/**
 * The user's own rates (GetUserRateSetting): what a payment received costs by payment type, and
 * the moves either way; each a share of the amount with its minimum. The exact fee of an amount
 * is quoted before each move.
 */
export function Rates() {
  const { t } = useTranslation('global-account');
  const rates = useRates();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="global-rates">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('rates.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rates.description')}
        </Text>
        {rates.isError && <Alert color="red">{t('rates.failed')}</Alert>}
        {rates.isPending && <Loader size="sm" />}
        {rates.data && (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('common.currency')}</Table.Th>
                  <Table.Th>{t('rates.serviceLabel')}</Table.Th>
                  <Table.Th ta="right">{t('rates.rate')}</Table.Th>
                  <Table.Th ta="right">{t('rates.minFee')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rates.data.map((r) => (
                  <Table.Tr key={`${r.currency}-${r.serviceType}-${r.paymentType ?? ''}`}>
                    <Table.Td>{r.currency}</Table.Td>
                    <Table.Td>
                      {t(serviceKey[r.serviceType] ?? 'rates.service.payIn')}
                      {r.paymentType &&
                        ` · ${t(`cash:channel.${r.paymentType}`, { defaultValue: r.paymentType })}`}
                    </Table.Td>
                    <Table.Td ta="right">{formatPercent(r.rate)}</Table.Td>
                    <Table.Td ta="right">{`${formatAmount(r.minFee, { decimals: 2 })} ${r.currency}`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
