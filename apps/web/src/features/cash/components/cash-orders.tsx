import { cashOrderStatus } from '@coffer/contract/cash';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { figureField, type HistoryField, textField, useMoneyFields } from '../../../domain/history/fields';
import { ChoiceFilter, DateRangeFilter, StatusFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { type CashOrder, type CashOrderFilter, type CashOrderKind, cashOrderLists } from '../api/cash';
import { failureReasonKey } from '../model/fiat-record-type';
import { cashStatuses, cashStatusView } from '../model/order-status';
import { CashStatusBadge } from './cash-status-badge';
import { OrderPayIn } from './order-pay-in';

const money = (value: string, currency: string) => `${formatAmount(value, { decimals: 2 })} ${currency}`;

/** The fields of a cash order list: what, how much, to whom or with what reference, its status. */
function useOrderFields(kind: CashOrderKind, onPay: (order: CashOrder) => void): HistoryField<CashOrder>[] {
  const { t } = useTranslation(['cash', 'money']);
  const fields = useMoneyFields();
  const why = (r: CashOrder) =>
    r.failureReason
      ? t('cash:orders.reason', { reason: t(`cash:${failureReasonKey(r.failureReason)}`) })
      : '';
  return [
    fields.time(),
    textField('currency', t('cash:common.currency'), (r) => r.currency, { hideOnPhone: true }),
    figureField(
      'amount',
      t('money:history.amount'),
      (r) => money(r.amount, r.currency),
      (r) => r.amount,
      {
        hideOnPhone: true,
      },
    ),
    ...(kind === 'withdraw'
      ? [
          figureField<CashOrder>(
            'fee',
            t('money:history.fee'),
            (r) => money(r.fee, r.currency),
            (r) => r.fee,
          ),
          textField<CashOrder>('payee', t('cash:orders.payee'), (r) => r.payeeName ?? '--'),
        ]
      : []),
    textField('reference', t('cash:orders.reference'), (r) => r.reference ?? '--', { nowrap: true }),
    fields.status(
      (r) => (
        <Stack gap={2} align="flex-start">
          <CashStatusBadge status={r.status} />
          {r.failureReason && (
            <Text size="xs" c="dimmed" data-testid="cash-order-reason">
              {why(r)}
            </Text>
          )}
        </Stack>
      ),
      (r) => t(`cash:${cashStatusView[r.status]?.key ?? 'status.unknown'}`),
    ),
    ...(kind === 'topUp'
      ? [
          {
            column: {
              key: 'actions',
              header: t('money:history.actions'),
              align: 'right' as const,
              cell: (r: CashOrder) =>
                r.status === cashOrderStatus.members.pendingPayment ? (
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => onPay(r)}
                    data-testid="cash-order-pay"
                  >
                    {t('cash:orders.payDetails')}
                  </Button>
                ) : (
                  <Text size="sm">--</Text>
                ),
            },
          },
        ]
      : []),
    fields.exportOnly('completedAt'),
    fields.reference((r) => r.id),
  ];
}

/** One kind of cash order (top-ups or withdrawals), filtered by currency, status and days, paged. */
export function CashOrders({ kind, currencies }: { kind: CashOrderKind; currencies: readonly string[] }) {
  const { t } = useTranslation(['cash', 'money']);
  const texts = useHistoryTexts(
    kind === 'topUp' ? t('cash:orders.topUps') : t('cash:orders.withdrawals'),
    t('cash:orders.empty'),
  );
  const { filter, refine, paging } = useHistoryPaging<CashOrderFilter, CashOrder>(cashOrderLists[kind]);
  const [paying, setPaying] = useState<string | null>(null);
  const fields = useOrderFields(kind, (r) => setPaying(r.id));
  return (
    <>
      <OrderPayIn orderId={paying} onClose={() => setPaying(null)} />
      <HistoryPanel
        texts={texts}
        testId={`cash-orders-${kind}`}
        fields={fields}
        filters={
          <OrderFilters currencies={currencies} filter={filter} onChange={refine} testId={`cash-${kind}`} />
        }
        {...paging}
        rowKey={(r) => r.id}
        phoneTitle={(r) => ({
          title: `${r.currency} · ${r.payeeName ?? r.reference ?? ''}`,
          amount: `${kind === 'withdraw' ? '−' : '+'}${money(r.amount, r.currency)}`,
        })}
      />
    </>
  );
}

function OrderFilters({
  currencies,
  filter,
  onChange,
  testId,
}: {
  currencies: readonly string[];
  filter: CashOrderFilter;
  onChange: (change: Partial<CashOrderFilter>) => void;
  testId: string;
}) {
  const { t } = useTranslation(['cash', 'money']);
  return (
    <Group gap="sm" align="flex-end">
      <ChoiceFilter
        label={t('cash:common.currency')}
        allLabel={t('cash:orders.allCurrencies')}
        choices={currencies.map((c) => ({ value: c, label: c }))}
        value={filter.currency}
        onChange={(currency) => onChange({ currency })}
        w={150}
        testId={`${testId}-currency`}
      />
      <StatusFilter
        choices={cashStatuses.map((s) => ({ value: s, label: t(`cash:${cashStatusView[s]?.key}`) }))}
        value={filter.status}
        onChange={(status) => onChange({ status })}
        testId={`${testId}-status`}
      />
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} testId={testId} />
    </Group>
  );
}

/** What the cash orders page shows: one kind of order, or the fiat records (every movement). */
export type CashOrdersView = CashOrderKind | 'records';

/** The switch between the two kinds of cash order and the fiat records. */
export function OrderKindSwitch({
  kind,
  onChange,
}: {
  kind: CashOrdersView;
  onChange: (k: CashOrdersView) => void;
}) {
  const { t } = useTranslation('cash');
  return (
    <SegmentedControl
      value={kind}
      onChange={(v) => onChange(v as CashOrdersView)}
      data={[
        { value: 'topUp', label: t('orders.topUps') },
        { value: 'withdraw', label: t('orders.withdrawals') },
        { value: 'records', label: t('records.tab') },
      ]}
      w="fit-content"
      data-testid="cash-order-kind"
    />
  );
}
