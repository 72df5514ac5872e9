import type { OtcPair } from '@coffer/contract/otc';
import { type OtcOrder, type OtcOrderStatus, otcOrderCanResolve, otcOrderStatus } from '@coffer/contract/otc';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, RecordTable } from '../../../components/record-table';
import { TitledPanel } from '../../../components/titled-panel';
import { figureColumn, PhoneTitle, statusColumn, timeColumn } from '../../../domain/history/columns';
import { ChoiceFilter, memberChoices } from '../../../domain/history/filters';
import { historyPageSize } from '../../../domain/money/assets-keys';
import { formatAmount } from '../../../domain/money/format-amount';
import { OtcOrderStatusBadge } from '../../../domain/money/status-badge';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { type IncomingFilter, useAnswerOrder, useIncomingOrders } from '../api/acceptor';

/** Accept and decline for an order still awaiting the desk; nothing once it is answered. */
function Answer({ order }: { order: OtcOrder }) {
  const { t } = useTranslation('acceptor');
  const answer = useAnswerOrder();
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  if (!otcOrderCanResolve(order.status)) return null;
  const run = async (accept: boolean) => {
    setPending(accept ? 'accept' : 'decline');
    try {
      await answer.mutateAsync({ orderId: order.orderId, accept });
      void notifySuccess(accept ? t('incoming.accepted') : t('incoming.declined'));
    } catch {
      // The wrapper has told the user (60015: answered or expired meanwhile; the list refetches).
    } finally {
      setPending(null);
    }
  };
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        size="compact-xs"
        color="teal"
        loading={pending === 'accept'}
        disabled={pending !== null}
        onClick={() => void run(true)}
        data-testid="incoming-accept"
      >
        {t('incoming.accept')}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        loading={pending === 'decline'}
        disabled={pending !== null}
        onClick={() => void run(false)}
        data-testid="incoming-decline"
      >
        {t('incoming.decline')}
      </Button>
    </Group>
  );
}

/** The orders users placed against the desk, newest first; those awaiting it can be answered. */
export function IncomingOrders({ pairs }: { pairs: OtcPair[] }) {
  const { t, i18n } = useTranslation(['acceptor', 'money']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [filter, setFilter] = useState<IncomingFilter>({ page: 1 });
  const list = useIncomingOrders(filter);
  const pairOf = (symbol: string) => pairs.find((p) => p.symbol === symbol);
  const quantityOf = (r: OtcOrder) =>
    `${formatAmount(r.quantity, { decimals: pairOf(r.symbol)?.baseDecimals ?? 8 })} ${r.baseCoin}`;
  const statusText = (s: number) => t(`money:status.otc.${otcOrderStatus.keyOf(s) ?? 'unknown'}`);

  const columns: Column<OtcOrder>[] = [
    timeColumn(t('money:history.time'), language),
    {
      key: 'pair',
      header: t('incoming.pair'),
      hideOnPhone: true,
      cell: (r) => <Text size="sm">{r.symbol}</Text>,
    },
    { key: 'user', header: t('incoming.user'), cell: (r) => <Text size="sm">{r.userName}</Text> },
    {
      key: 'side',
      header: t('incoming.side'),
      cell: (r) => <Text size="sm">{t(`incoming.userSide.${r.side}`)}</Text>,
    },
    figureColumn('quantity', t('incoming.quantity'), (r) => quantityOf(r), { hideOnPhone: true }),
    figureColumn(
      'total',
      t('incoming.total'),
      (r) => `${formatAmount(r.total, { decimals: pairOf(r.symbol)?.quoteDecimals ?? 8 })} ${r.quoteCoin}`,
    ),
    statusColumn(t('incoming.status'), (r) => <OtcOrderStatusBadge status={r.status} />),
    { key: 'answer', header: '', align: 'right', cell: (r) => <Answer order={r} /> },
  ];

  return (
    <TitledPanel title={t('incoming.title')}>
      <ChoiceFilter<OtcOrderStatus>
        label={t('incoming.status')}
        allLabel={t('incoming.all')}
        choices={memberChoices(otcOrderStatus.members, statusText)}
        value={filter.status}
        onChange={(status) => setFilter({ status, page: 1 })}
      />
      <RecordTable
        loadingLabel={t('money:history.loading')}
        failedText={t('money:history.failed')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.orderId}
        loading={list.isPending}
        failed={list.isError}
        empty={t('incoming.empty')}
        page={filter.page}
        totalCount={list.data?.totalCount ?? 0}
        pageSize={historyPageSize}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
        testId="acceptor-incoming"
        phoneTitle={(r) => <PhoneTitle title={r.symbol} amount={quantityOf(r)} />}
      />
    </TitledPanel>
  );
}
