import { type AcceptorConfig, acceptorPairStatus } from '@coffer/contract/acceptor';
import type { OtcPair } from '@coffer/contract/otc';
import { Button, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, RecordTable } from '../../../components/record-table';
import { TitledPanel } from '../../../components/titled-panel';
import { PhoneTitle } from '../../../domain/history/columns';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useAcceptorConfigs, useSetConfigStatus } from '../api/acceptor';
import { ConfigDialog } from './config-dialog';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
const { enabled, disabled } = acceptorPairStatus.members;

/** The desk's pair configs with their ranges and deviations; add, edit, switch on and off. */
export function ConfigTable({ pairs }: { pairs: OtcPair[] }) {
  const { t } = useTranslation(['acceptor', 'money']);
  const configs = useAcceptorConfigs();
  const setStatus = useSetConfigStatus();
  const [dialog, setDialog] = useState<{ editing: AcceptorConfig | null } | null>(null);
  const items = configs.data?.items ?? [];
  const free = pairs.filter((p) => !items.some((c) => c.symbol === p.symbol));
  const decimalsOf = (symbol: string) => pairs.find((p) => p.symbol === symbol)?.baseDecimals ?? 8;
  const range = (c: AcceptorConfig, min: string, max: string) =>
    `${formatAmount(min, { decimals: decimalsOf(c.symbol), style: 'limit' })} – ${formatAmount(max, {
      decimals: decimalsOf(c.symbol),
      style: 'limit',
    })} ${c.baseCoin}`;
  const toggle = (c: AcceptorConfig) =>
    setStatus
      .mutateAsync({ id: c.id, status: c.status === enabled ? disabled : enabled })
      // The wrapper has told the user why it failed.
      .catch(() => undefined);

  const columns: Column<AcceptorConfig>[] = [
    {
      key: 'pair',
      header: t('config.pair'),
      hideOnPhone: true,
      cell: (c) => <Text size="sm">{c.symbol}</Text>,
    },
    {
      key: 'buy',
      header: t('config.buyRange'),
      cell: (c) => (
        <Text size="sm" style={tabular}>
          {range(c, c.buyMinQuantity, c.buyMaxQuantity)}
        </Text>
      ),
    },
    {
      key: 'sell',
      header: t('config.sellRange'),
      cell: (c) => (
        <Text size="sm" style={tabular}>
          {range(c, c.sellMinQuantity, c.sellMaxQuantity)}
        </Text>
      ),
    },
    {
      key: 'deviation',
      header: t('config.deviations'),
      cell: (c) => (
        <Text size="sm" style={tabular}>
          +{formatAmount(c.buyDeviation, { decimals: 4, style: 'limit' })} % / −
          {formatAmount(c.sellDeviation, { decimals: 4, style: 'limit' })} %
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('config.status'),
      cell: (c) => (
        <Switch
          checked={c.status === enabled}
          onChange={() => void toggle(c)}
          label={c.status === enabled ? t('config.enabled') : t('config.disabled')}
          aria-label={t('config.toggle', { symbol: c.symbol })}
          data-testid={`config-status-${c.symbol}`}
        />
      ),
    },
    {
      key: 'edit',
      header: '',
      align: 'right',
      cell: (c) => (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => setDialog({ editing: c })}
          data-testid={`config-edit-${c.symbol}`}
        >
          {t('config.edit')}
        </Button>
      ),
    },
  ];

  return (
    <TitledPanel
      title={t('config.title')}
      aside={
        <Button
          onClick={() => setDialog({ editing: null })}
          disabled={!configs.data || free.length === 0}
          data-testid="config-add"
        >
          {t('config.add')}
        </Button>
      }
    >
      <RecordTable
        loadingLabel={t('money:history.loading')}
        failedText={t('money:history.failed')}
        columns={columns}
        rows={configs.data?.items}
        rowKey={(c) => String(c.id)}
        loading={configs.isPending}
        failed={configs.isError}
        empty={t('config.empty')}
        testId="acceptor-configs"
        phoneTitle={(c) => <PhoneTitle title={c.symbol} />}
        minWidth={760}
      />
      <ConfigDialog
        opened={dialog !== null}
        pairs={dialog?.editing ? pairs : free}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
      />
    </TitledPanel>
  );
}
