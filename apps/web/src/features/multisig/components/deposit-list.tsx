import { Alert, Skeleton, Table, Text } from '@mantine/core';
import { CopyValue } from '../../../components/copy-value';
import { formatAmount } from '../../../domain/money/format-amount';
import { StatusBadge } from '../../../domain/money/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { useCoinDecimals, useDeposits } from '../api/multisig';

/** The wallet's deposits, newest first: confirming until the network's count, then credited. */
export function DepositList({ walletId }: { walletId: number }) {
  const { t, i18n } = useTranslation('multisig');
  const list = useDeposits(walletId);
  const decimalsOf = useCoinDecimals();
  if (list.isError) return <Alert color="red">{t('deposits.failed')}</Alert>;
  if (!list.data) return <Skeleton h={120} radius="lg" />;
  if (list.data.items.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="multisig-no-deposits">
        {t('deposits.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid="multisig-deposits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('deposits.time')}</Table.Th>
            <Table.Th>{t('deposits.coin')}</Table.Th>
            <Table.Th ta="right">{t('deposits.amount')}</Table.Th>
            <Table.Th>{t('deposits.confirmations')}</Table.Th>
            <Table.Th>{t('deposits.status')}</Table.Th>
            <Table.Th>{t('deposits.txId')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.items.map((d) => (
            <Table.Tr key={d.id} data-testid="multisig-deposit-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(d.createdAt, i18n.language)}
              </Table.Td>
              <Table.Td>
                {d.coin} · {d.network}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatAmount(d.amount, { decimals: decimalsOf(d.coin), style: 'limit' })}
              </Table.Td>
              <Table.Td>
                {Math.min(d.confirmations, d.requiredConfirmations)}/{d.requiredConfirmations}
              </Table.Td>
              <Table.Td>
                <StatusBadge color={d.credited ? 'green' : 'blue'}>
                  {t(d.credited ? 'deposits.credited' : 'deposits.confirming')}
                </StatusBadge>
              </Table.Td>
              <Table.Td>
                <CopyValue value={d.txId} short size="xs" label={t('deposits.txId')} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
