import { Group, Progress, Stack, Text } from '@mantine/core';
import { field, type HistoryField, useMoneyFields } from '../../../domain/history/fields';
import { CoinFilter, StatusFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { useCoinDecimals } from '../../../domain/money/coins';
import { depositStatuses, depositStatusView } from '../../../domain/money/status';
import { DepositStatusBadge } from '../../../domain/money/status-badge';
import { useTranslation } from '../../../lib/react-i18n';
import { type DepositFilter, depositsList } from '../api/deposits';

interface Deposit {
  id: number;
  coin: string;
  network: string;
  address: string;
  txId: string;
  amount: string;
  confirmations: number;
  requiredConfirmations: number;
  status: number;
  createdAt: string;
  creditedAt: string | null;
}

/** How many confirmations a deposit has of those it needs, as a count and a bar. */
function confirmationsCell(r: Deposit) {
  return (
    <Stack gap={4} miw={90}>
      <Text size="xs" data-testid="deposit-confirmation-count">
        {r.confirmations}/{r.requiredConfirmations}
      </Text>
      <Progress
        value={Math.min(100, (r.confirmations / Math.max(1, r.requiredConfirmations)) * 100)}
        size="xs"
        aria-hidden="true"
      />
    </Stack>
  );
}

/** The user's deposits, newest first, updating live (confirmations count up as blocks arrive). */
export function DepositHistory() {
  const { t } = useTranslation(['deposits', 'money']);
  const texts = useHistoryTexts(t('deposit.history'), t('deposit.empty'));
  const money = useMoneyFields();
  const { coins, decimalsOf, formatIn } = useCoinDecimals();
  const { filter, refine, paging } = useHistoryPaging<DepositFilter, Deposit>(depositsList);
  const cryptoCoins = coins.filter((c) => !c.isFiat);

  const fields: HistoryField<Deposit>[] = [
    money.time(),
    money.coinNetwork(),
    money.amount(decimalsOf),
    field(
      { key: 'confirmations', header: t('money:history.confirmations'), cell: confirmationsCell },
      (r) => `${r.confirmations}/${r.requiredConfirmations}`,
    ),
    money.status(
      (r) => <DepositStatusBadge status={r.status} />,
      (r) => t(depositStatusView(r.status).key),
    ),
    money.exportOnly('address'),
    money.txId(),
    money.exportOnly('creditedAt'),
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="deposits"
      fields={fields}
      filters={
        <Group gap="sm" align="flex-end">
          <CoinFilter coins={cryptoCoins} value={filter.coin} onChange={(coin) => refine({ coin })} />
          <StatusFilter
            choices={depositStatuses.map((s) => ({ value: s, label: t(depositStatusView(s).key) }))}
            value={filter.status}
            onChange={(status) => refine({ status })}
          />
        </Group>
      }
      {...paging}
      rowKey={(r) => String(r.id)}
      phoneTitle={(r) => ({ title: `${r.coin} · ${r.network}`, amount: `+${formatIn(r.amount, r.coin)}` })}
    />
  );
}
