import type { OtcPair } from '@coffer/contract/otc';
import { type OtcOrder, type OtcOrderStatus, otcOrderCanResolve, otcOrderStatus } from '@coffer/contract/otc';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { type Column, RecordTable } from '../../../components/record-table';
import { TitledPanel } from '../../../components/titled-panel';
import { type ConfirmRequest, useConfirmAction } from '../../../domain/forms/confirm-action';
import { figureColumn, PhoneTitle, statusColumn, timeColumn } from '../../../domain/history/columns';
import { ChoiceFilter, memberChoices } from '../../../domain/history/filters';
import { historyPageSize } from '../../../domain/money/assets-keys';
import { formatAmount } from '../../../domain/money/format-amount';
import { OtcOrderStatusBadge } from '../../../domain/money/status-badge';
import { useTranslation } from '../../../lib/react-i18n';
import { type IncomingFilter, useAnswerOrder, useIncomingOrders } from '../api/acceptor';

/**
 * Accept and decline for an order still awaiting the desk, each asked first with what moves to
 * whom, and confirmed after; nothing once it is answered.
 */
function Answer({
  order,
  quantity,
  total,
  ask,
}: {
  order: OtcOrder;
  quantity: string;
  total: string;
  ask: (request: ConfirmRequest) => void;
}) {
  const { t } = useTranslation('acceptor');
  const answer = useAnswerOrder().mutateAsync;
  if (!otcOrderCanResolve(order.status)) return null;
  // The user buys: the desk sends the quantity and receives the total; the user sells: the reverse.
  const [give, get] = order.side === 'buy' ? [quantity, total] : [total, quantity];
  const facts = [
    { label: t('incoming.user'), value: order.userName },
    { label: t('answer.youSend'), value: give },
    { label: t('answer.youReceive'), value: get },
  ];
  const askFor = (accept: boolean) =>
    ask({
      title: t(accept ? 'answer.acceptTitle' : 'answer.declineTitle'),
      body: t(accept ? 'answer.acceptBody' : 'answer.declineBody', { user: order.userName }),
      facts,
      confirmLabel: t(accept ? 'incoming.accept' : 'incoming.decline'),
      danger: !accept,
      run: () => answer({ orderId: order.orderId, accept }),
      done: t(accept ? 'incoming.accepted' : 'incoming.declined'),
    });
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button size="compact-xs" color="teal" onClick={() => askFor(true)} data-testid="incoming-accept">
        {t('incoming.accept')}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        onClick={() => askFor(false)}
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
  const confirm = useConfirmAction();
  const pairOf = (symbol: string) => pairs.find((p) => p.symbol === symbol);
  const totalOf = (r: OtcOrder) =>
    `${formatAmount(r.total, { decimals: pairOf(r.symbol)?.quoteDecimals ?? 8 })} ${r.quoteCoin}`;
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
    figureColumn('total', t('incoming.total'), (r) => totalOf(r)),
    statusColumn(t('incoming.status'), (r) => <OtcOrderStatusBadge status={r.status} />),
    {
      key: 'answer',
      header: '',
      align: 'right',
      cell: (r) => <Answer order={r} quantity={quantityOf(r)} total={totalOf(r)} ask={confirm.ask} />,
    },
  ];

  return (
    <TitledPanel title={t('incoming.title')}>
      {confirm.dialog}
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
