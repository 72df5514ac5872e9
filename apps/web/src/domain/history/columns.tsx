import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from '../../components/record-table';
import { formatDateTime } from '../../lib/format-date';
import { formatAmount } from '../money/format-amount';

/** The number of decimals a coin is shown with (its asset's; 8 while the coin list loads). */
export type DecimalsOf = (coin: string) => number;

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** When the record was made, in the reader's language. */
export const timeColumn = <T extends { createdAt: string }>(header: string, language: string): Column<T> => ({
  key: 'time',
  header,
  cell: (r) => <Text size="sm">{formatDateTime(r.createdAt, language)}</Text>,
});

/** "USDT · TRC20"; left out of the phone card, whose title names it. */
export const coinNetworkColumn = <T extends { coin: string; network: string }>(
  header: string,
): Column<T> => ({
  key: 'coin',
  header,
  hideOnPhone: true,
  cell: (r) => (
    <Text size="sm">
      {r.coin} · {r.network}
    </Text>
  ),
});

/** The amount cut to the coin's decimals; left out of the phone card, whose title shows it. */
export const amountColumn = <T extends { coin: string; amount: string }>(
  header: string,
  decimalsOf: DecimalsOf,
): Column<T> => ({
  key: 'amount',
  header,
  align: 'right',
  hideOnPhone: true,
  cell: (r) => (
    <Text size="sm" style={tabular}>
      {formatAmount(r.amount, { decimals: decimalsOf(r.coin) })}
    </Text>
  ),
});

/** A right-aligned figure in tabular digits (an amount with its coin, a price, a total). */
export const figureColumn = <T,>(
  key: string,
  header: string,
  value: (row: T) => string,
  options: { hideOnPhone?: boolean } = {},
): Column<T> => ({
  key,
  header,
  align: 'right',
  ...options,
  cell: (r) => (
    <Text size="sm" style={tabular}>
      {value(r)}
    </Text>
  ),
});

/** A fee, without trailing zeros (a limit's style). */
export const feeColumn = <T extends { coin: string; fee: string }>(
  header: string,
  decimalsOf: DecimalsOf,
): Column<T> => ({
  key: 'fee',
  header,
  align: 'right',
  cell: (r) => <Text size="sm">{formatAmount(r.fee, { decimals: decimalsOf(r.coin), style: 'limit' })}</Text>,
});

/** The record's status as a badge (the feature maps its status enum to words and colours). */
export const statusColumn = <T,>(header: string, badge: (row: T) => ReactNode): Column<T> => ({
  key: 'status',
  header,
  cell: badge,
});

/** The last column: a button that opens the record's detail. */
export const detailColumn = <T,>(label: string, onOpen: (row: T) => void, testId: string): Column<T> => ({
  key: 'detail',
  header: '',
  align: 'right',
  cell: (r) => (
    <Button size="compact-xs" variant="subtle" onClick={() => onOpen(r)} data-testid={testId}>
      {label}
    </Button>
  ),
});

/** The top line of a phone card: what moved, and how much (signed as the list reads it). */
export function PhoneTitle({ title, amount }: { title: ReactNode; amount?: string }) {
  if (amount === undefined)
    return (
      <Text fw={600} size="sm">
        {title}
      </Text>
    );
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text fw={600} size="sm" style={tabular}>
        {amount}
      </Text>
    </Group>
  );
}
