import '@mantine/core/styles/Badge.css';
import { cardOrderStatuses } from '@coffer/contract/card';
import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  csvField,
  figureField,
  type HistoryField,
  textField,
  useMoneyFields,
} from '../../../domain/history/fields';
import { CoinFilter, DateRangeFilter, StatusFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { type CardOrder, type CardOrderFilter, cardOrderLists, useCardCoins } from '../api/card';
import { cardStatusColors } from './card-order-status';

/** Completed: the coin was credited. */
const cardPaidStatus = 9;
const fiat = (o: CardOrder) => `${formatAmount(o.fiatAmount, { decimals: 2 })} ${o.fiatCurrency}`;

/** What a card order shows and exports: when, what was paid and received, the card, the status. */
function useCardOrderFields(decimalsOf: (coin: string) => number): HistoryField<CardOrder>[] {
  const { t } = useTranslation(['card', 'money']);
  const fields = useMoneyFields();
  const received = (o: CardOrder) =>
    `${formatAmount(o.cryptoAmount, { decimals: decimalsOf(o.coin) })} ${o.coin}`;
  const words = (o: CardOrder) => t(`card:status.${o.status}`);
  return [
    fields.time(),
    figureField('fiatAmount', t('card:list.paid'), fiat, (o) => o.fiatAmount),
    csvField(t('card:form.fiat'), (o) => o.fiatCurrency),
    figureField(
      'fee',
      t('card:breakdown.fee'),
      (o) => `${formatAmount(o.fee, { decimals: 2 })}`,
      (o) => o.fee,
      {
        hideOnPhone: true,
      },
    ),
    figureField('cryptoAmount', t('card:list.receive'), received, (o) => o.cryptoAmount, {
      hideOnPhone: true,
    }),
    fields.coin(),
    textField(
      'card',
      t('card:list.card'),
      (o) => (o.cardLast4 ? `${o.cardBrand ?? ''} •${o.cardLast4}` : '--'),
      {
        hideOnPhone: true,
      },
    ),
    fields.status(
      (o) => (
        <Stack gap={2} align="flex-start">
          <Badge
            variant="light"
            color={cardStatusColors[o.status] ?? 'gray'}
            data-testid="card-order-row-status"
          >
            {words(o)}
          </Badge>
          {o.failureReason && (
            <Text size="xs" c="dimmed">
              {t(`card:reason.${o.failureReason}`, { defaultValue: t('card:reason.other') })}
            </Text>
          )}
        </Stack>
      ),
      words,
    ),
    fields.reference((o) => o.orderId),
  ];
}

/** The card orders (or quick buys): filtered by status, coin and days, paged, exported as CSV. */
export function CardOrderList({ kind }: { kind: 'card' | 'quick' }) {
  const { t } = useTranslation('card');
  const coins = useCardCoins().data ?? [];
  const decimalsOf = (coin: string) => coins.find((c) => c.coin === coin)?.decimals ?? 8;
  const texts = useHistoryTexts(kind === 'quick' ? t('list.quickTitle') : t('list.title'), t('list.empty'));
  const { filter, refine, paging } = useHistoryPaging<CardOrderFilter, CardOrder>(cardOrderLists[kind]);
  return (
    <HistoryPanel
      texts={texts}
      testId={`card-orders-${kind}`}
      fields={useCardOrderFields(decimalsOf)}
      filters={<CardOrderFilters coins={coins} filter={filter} onChange={refine} testId={`card-${kind}`} />}
      {...paging}
      rowKey={(o) => o.orderId}
      // What arrived, once it has: a failed or waiting order shows no amount received.
      phoneTitle={(o) => ({
        title: `${fiat(o)} → ${o.coin}`,
        amount: o.status === cardPaidStatus ? `+${o.cryptoAmount} ${o.coin}` : undefined,
      })}
    />
  );
}

function CardOrderFilters({
  coins,
  filter,
  onChange,
  testId,
}: {
  coins: { coin: string; name: string }[];
  filter: CardOrderFilter;
  onChange: (change: Partial<CardOrderFilter>) => void;
  testId: string;
}) {
  const { t } = useTranslation('card');
  return (
    <Group gap="sm" align="flex-end">
      <StatusFilter
        choices={cardOrderStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={filter.status}
        onChange={(status) => onChange({ status })}
        testId={`${testId}-status`}
      />
      <CoinFilter coins={coins} value={filter.coin} onChange={(coin) => onChange({ coin })} />
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} testId={testId} />
    </Group>
  );
}
