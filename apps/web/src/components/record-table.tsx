import { Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { LabelledPagination } from './labelled-pagination';
import classes from './record-table.module.css';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Left out of the phone card (shown elsewhere in it, or not worth the room). */
  hideOnPhone?: boolean;
  /** Kept on one line in the table (a date and time). */
  nowrap?: boolean;
}

interface RecordTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  failed?: boolean;
  empty: string;
  /** The loader's label and the message when the first page failed. */
  loadingLabel: string;
  failedText: string;
  /** The paging of a paged list; a table of every row at once (balances, a short list) has none. */
  page?: number;
  totalCount?: number;
  pageSize?: number;
  onPage?: (page: number) => void;
  testId: string;
  /** The top line of a phone card (coin and amount, say). */
  phoneTitle: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
}

/**
 * A list of records: a table on wide screens, a card per row on phones (a table of seven columns
 * does not fit 390 px), with paging below. The words of its states are the feature's own.
 */
export function RecordTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  failed,
  empty,
  page,
  totalCount,
  pageSize,
  onPage,
  testId,
  phoneTitle,
  loadingLabel,
  failedText,
  minWidth = 860,
}: RecordTableProps<T>) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const pages = totalCount && pageSize ? Math.max(1, Math.ceil(totalCount / pageSize)) : 1;

  let body: ReactNode;
  if (!rows && loading)
    body = (
      <Center py="xl">
        <Loader size="sm" aria-label={loadingLabel} />
      </Center>
    );
  else if (!rows && failed)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {failedText}
      </Text>
    );
  else if (!rows || rows.length === 0)
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  else if (phone)
    body = (
      <PhoneCards columns={columns} rows={rows} rowKey={rowKey} testId={testId} phoneTitle={phoneTitle} />
    );
  else body = <WideTable columns={columns} rows={rows} rowKey={rowKey} testId={testId} minWidth={minWidth} />;

  return (
    <Stack gap="md">
      {body}
      {pages > 1 && onPage && (
        <Group justify="center">
          <LabelledPagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            siblings={phone ? 0 : 1}
          />
        </Group>
      )}
    </Stack>
  );
}

interface RowsProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  testId: string;
}

/** A card per row, each column a label and value line (the phone layout). */
function PhoneCards<T>({
  columns,
  rows,
  rowKey,
  testId,
  phoneTitle,
}: RowsProps<T> & { phoneTitle: (row: T) => ReactNode }) {
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Paper key={rowKey(row)} withBorder radius="md" p="sm" data-testid={`${testId}-row`}>
          <Stack gap={6}>
            {phoneTitle(row)}
            {columns
              .filter((c) => !c.hideOnPhone)
              .map((c) => (
                <Group key={c.key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {c.header}
                  </Text>
                  <Text
                    component="div"
                    size="sm"
                    ta="right"
                    style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {c.cell(row)}
                  </Text>
                </Group>
              ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The wide layout: a plain table (record-table.module.css draws it as Mantine's). Mantine's Table
 * carries its ScrollContainer (ScrollArea) with it, which the first visit of /assets cannot afford.
 */
function WideTable<T>({ columns, rows, rowKey, testId, minWidth }: RowsProps<T> & { minWidth: number }) {
  const align = (c: Column<T>) => (c.align === 'right' ? classes.right : classes.left);
  return (
    <div className={classes.scroller}>
      <table className={classes.table} style={{ minWidth }} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={align(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((c) => (
                <td key={c.key} className={c.nowrap ? `${align(c)} ${classes.nowrap}` : align(c)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
