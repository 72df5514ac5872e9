import { Table } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import { useChannelFees } from '../api/merchant';
import { MerchantTable } from './merchant-table';

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
  return (
    <MerchantTable
      rows={fees.data}
      isError={fees.isError}
      empty={t('fee.empty')}
      testId="channel-fees"
      columns={[
        { label: t('fee.currency') },
        { label: t('fee.business') },
        { label: t('fee.rate'), ta: 'right' },
      ]}
      row={(f) => (
        <Table.Tr key={`${f.currency}:${f.businessType}`}>
          <Table.Td>{f.currency}</Table.Td>
          <Table.Td>{t(`fee.business.${f.businessType}`)}</Table.Td>
          <Table.Td ta="right">{percent(f.feeRate)}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}
