import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import { useChannelFees } from '../api/merchant';
import { QueryState } from './merchant-frame';

/** A fraction as a percentage, exactly ('0.005' → '0.5 %'), by moving the decimal point. */
export function percent(fraction: string): string {
  const [whole = '0', decimals = ''] = fraction.split('.');
  const digits = `${whole}${decimals.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const int = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point).replace(/0+$/, '');
  return `${int}${rest ? `.${rest}` : ''} %`;
}

/** The channel fees the operator set for this merchant (Member/GetMerchantChannelRates). */
export function ChannelFees() {
  const { t } = useTranslation('merchant');
  const fees = useChannelFees();
  if (!fees.data) return <QueryState isError={fees.isError} isLoading />;
  if (fees.data.length === 0) return <Text c="dimmed">{t('fee.empty')}</Text>;
  return (
    <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
      <Table striped data-testid="channel-fees">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fee.currency')}</Table.Th>
            <Table.Th>{t('fee.business')}</Table.Th>
            <Table.Th ta="right">{t('fee.rate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fees.data.map((f) => (
            <Table.Tr key={`${f.currency}:${f.businessType}`}>
              <Table.Td>{f.currency}</Table.Td>
              <Table.Td>{t(`fee.business.${f.businessType}`)}</Table.Td>
              <Table.Td ta="right">{percent(f.feeRate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
