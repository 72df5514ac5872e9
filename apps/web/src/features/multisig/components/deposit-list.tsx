import type { MultisigDeposit } from '@coffer/contract/multisig';
import { Group } from '@mantine/core';
import { type HistoryField, textField, useMoneyFields } from '../../../domain/history/fields';
import { ChoiceFilter, DateRangeFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { StatusBadge } from '../../../domain/money/status-badge';
import { useTranslation } from '../../../lib/react-i18n';
import { type DepositFilter, depositHistory, useCoinDecimals } from '../api/multisig';

const stateKey = (d: MultisigDeposit) => (d.credited ? 'deposits.credited' : 'deposits.confirming');

function useDepositFields(): HistoryField<MultisigDeposit>[] {
  const { t } = useTranslation(['multisig', 'money']);
  const fields = useMoneyFields();
  const decimalsOf = useCoinDecimals();
  return [
    fields.time(),
    fields.coinNetwork(),
    fields.amount((coin) => decimalsOf(coin) ?? 8),
    textField(
      'confirmations',
      t('multisig:deposits.confirmations'),
      (d) => `${Math.min(d.confirmations, d.requiredConfirmations)}/${d.requiredConfirmations}`,
      { hideOnPhone: true },
    ),
    fields.status(
      (d) => <StatusBadge color={d.credited ? 'green' : 'blue'}>{t(`multisig:${stateKey(d)}`)}</StatusBadge>,
      (d) => t(`multisig:${stateKey(d)}`),
    ),
    fields.address(),
    fields.txId(),
    fields.reference((d) => String(d.id)),
  ];
}

/** The wallet's deposits, newest first: filtered by coin, confirming or credited, and days; paged; CSV. */
export function DepositList({ walletId, coins }: { walletId: number; coins: string[] }) {
  const { t } = useTranslation(['multisig', 'money']);
  const texts = useHistoryTexts(t('multisig:detail.tabDeposits'), t('multisig:history.depositsEmpty'));
  const { filter, refine, paging } = useHistoryPaging<DepositFilter, MultisigDeposit>(
    depositHistory.source(walletId),
  );
  const decimalsOf = useCoinDecimals();
  return (
    <HistoryPanel
      texts={texts}
      testId="multisig-deposits"
      fields={useDepositFields()}
      filters={
        <Group gap="sm" align="flex-end">
          <ChoiceFilter
            label={t('money:history.coin')}
            allLabel={t('money:filters.allCoins')}
            choices={coins.map((coin) => ({ value: coin, label: coin }))}
            value={filter.coin}
            onChange={(coin) => refine({ coin })}
            w={140}
            testId="multisig-deposits-coin"
          />
          <ChoiceFilter
            label={t('money:history.status')}
            allLabel={t('money:filters.allStatuses')}
            choices={(['confirming', 'credited'] as const).map((value) => ({
              value,
              label: t(`multisig:deposits.${value}`),
            }))}
            value={filter.state}
            onChange={(state) => refine({ state })}
            w={150}
            testId="multisig-deposits-state"
          />
          <DateRangeFilter from={filter.from} to={filter.to} onChange={refine} testId="multisig-deposits" />
        </Group>
      }
      {...paging}
      rowKey={(d) => String(d.id)}
      phoneTitle={(d) => ({
        title: `${d.coin} · ${d.network}`,
        amount: `+${formatAmount(d.amount, { decimals: decimalsOf(d.coin), style: 'limit' })} ${d.coin}`,
      })}
    />
  );
}
