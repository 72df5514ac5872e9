import './styles';
import { Badge, Center, Group, Loader, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { type HistoryKind, useHistory } from '../api/history';
import { historyPageSize } from '../api/keys';
import { type HistoryRow, resultColor, useHistoryColumns } from '../model/history-columns';
import { HistoryExport } from './history-export';

/**
 * The security log (spec §7 GetLoginHistory, GetSafeOperationHistory): newest first, 10 a page,
 * a table on wide screens and a card per row on phones, exported as CSV.
 */
export function HistoryList({ kind }: { kind: HistoryKind }) {
  const { t, i18n } = useTranslation('security');
  const language = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useHistory(kind, page);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const columns = useHistoryColumns(kind);
  const rows = (data?.items ?? []) as HistoryRow[];
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / historyPageSize));
  const testId = `history-${kind}`;

  const cell = (key: string, row: HistoryRow): ReactNode => {
    if (key === 'time') return formatDateTime(row.time, language);
    if (key === 'result')
      return (
        <Badge size="sm" variant="light" color={resultColor(row.result)}>
          {columns.find((c) => c.key === key)?.value(row)}
        </Badge>
      );
    return columns.find((c) => c.key === key)?.value(row) || '--';
  };

  let body: ReactNode;
  if (isPending)
    body = (
      <Center py="xl">
        <Loader size="sm" aria-label={t('history.loading')} />
      </Center>
    );
  else if (isError && !data)
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {t('history.failed')}
      </Text>
    );
  else if (rows.length === 0)
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid={`${testId}-empty`}>
        {t('history.empty')}
      </Text>
    );
  else if (phone)
    body = (
      <Stack gap="sm">
        {rows.map((row) => (
          <Paper key={row.id} withBorder radius="md" p="sm" data-testid={`${testId}-row`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{cell('what', row)}</Text>
                {cell('result', row)}
              </Group>
              {columns
                .filter((c) => c.key !== 'what' && c.key !== 'result')
                .map((c) => (
                  <Group key={c.key} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {c.header}
                    </Text>
                    <Text size="sm" ta="right" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                      {cell(c.key, row)}
                    </Text>
                  </Group>
                ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" highlightOnHover data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} style={{ whiteSpace: 'nowrap' }}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`${testId}-row`}>
                {columns.map((c) => (
                  <Table.Td key={c.key} style={c.key === 'time' ? { whiteSpace: 'nowrap' } : undefined}>
                    {cell(c.key, row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t(`history.${kind}.description`)}
        </Text>
        <HistoryExport kind={kind} columns={columns} disabled={rows.length === 0} />
      </Group>
      {body}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            siblings={phone ? 0 : 1}
            getControlProps={(control) => ({
              'aria-label':
                control === 'next' || control === 'last' ? t('history.nextPage') : t('history.previousPage'),
            })}
            getItemProps={(item) => ({ 'aria-label': t('history.page', { page: item }) })}
          />
        </Group>
      )}
    </Stack>
  );
}
