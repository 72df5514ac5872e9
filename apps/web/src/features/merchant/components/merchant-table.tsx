import { Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from './merchant-frame';

export interface MerchantColumn {
  label: string;
  ta?: 'right';
  /** A column of detail that a phone leaves out. */
  visibleFrom?: 'sm' | 'md';
}

/**
 * A back-office list: the loader (or the failure) until its rows are in, one dimmed line when there
 * are none, else a striped table that scrolls sideways on a narrow screen, a `row` a line.
 */
export function MerchantTable<Row>({
  rows,
  isError,
  empty,
  testId,
  columns,
  row,
}: {
  rows: readonly Row[] | undefined;
  isError: boolean;
  empty: string;
  testId: string;
  columns: MerchantColumn[];
  row: (item: Row) => ReactNode;
}) {
  if (!rows) return <QueryState isError={isError} isLoading />;
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
      <Table striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label} ta={column.ta} visibleFrom={column.visibleFrom}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows.map(row)}</Table.Tbody>
      </Table>
    </Paper>
  );
}
