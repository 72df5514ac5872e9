import { Table } from '@mantine/core';
import { formatPercent } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useChannelFees } from '../api/merchant';
import { MerchantTable } from './merchant-table';

/**
 * Every channel fee that applies to this merchant (Member/GetMerchantChannelRates): those set for
 * its account and the defaults, each saying which it is.
 */
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
        { label: t('fee.source') },
        { label: t('fee.rate'), ta: 'right' },
      ]}
      row={(f) => (
        <Table.Tr key={`${f.currency}:${f.businessType}`}>
          <Table.Td>{f.currency}</Table.Td>
          <Table.Td>{t(`fee.business.${f.businessType}`)}</Table.Td>
          <Table.Td>{t(`fee.source.${f.source}`)}</Table.Td>
          <Table.Td ta="right">{formatPercent(f.feeRate)}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}
