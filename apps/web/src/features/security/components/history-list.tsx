import '@mantine/core/styles/Badge.css';
import './styles';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ExportButton } from '../../../components/export-button';
import { type Column, RecordTable } from '../../../components/record-table';
import { exportRowsMax } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { fetchHistoryPage, type HistoryKind, useHistory } from '../api/history';
import { historyPageSize } from '../api/keys';
import { type HistoryRow, resultColor, useHistoryColumns } from '../model/history-columns';

/**
 * The security log (spec §7 GetLoginHistory, GetSafeOperationHistory): newest first, 10 a page,
 * a table on wide screens and a card per row on phones, exported as CSV (the whole log, newest
 * 1,000 rows at most, not only the page in view).
 */
export function HistoryList({ kind }: { kind: HistoryKind }) {
  const { t, i18n } = useTranslation('security');
  const language = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useHistory(kind, page);
  const csvColumns = useHistoryColumns(kind);
  const rows = data?.items as HistoryRow[] | undefined;
  const testId = `history-${kind}`;

  const cell = (key: string, row: HistoryRow): ReactNode => {
    if (key === 'time') return formatDateTime(row.time, language);
    if (key === 'result')
      return (
        <Badge size="sm" variant="light" color={resultColor(row.result)}>
          {csvColumns.find((c) => c.key === key)?.value(row)}
        </Badge>
      );
    return csvColumns.find((c) => c.key === key)?.value(row) || '--';
  };
  const columns: Column<HistoryRow>[] = csvColumns.map((c) => ({
    key: c.key,
    header: c.header,
    cell: (row) => cell(c.key, row),
    // The phone card's top line shows what happened and its result.
    hideOnPhone: c.key === 'what' || c.key === 'result',
    nowrap: c.key === 'time',
  }));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t(`history.${kind}.description`)}
        </Text>
        <ExportButton
          fileName={kind === 'login' ? 'login-history' : 'security-operations'}
          columns={csvColumns}
          fetchPage={async (exportPage, size) =>
            (await fetchHistoryPage(kind, exportPage, size)) as { totalCount: number; items: HistoryRow[] }
          }
          disabled={!rows || rows.length === 0}
          testId={`${testId}-export`}
          truncatedText={t('history.exportTruncated', { count: exportRowsMax })}
        />
      </Group>
      <RecordTable
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        loading={isPending}
        failed={isError}
        empty={t('history.empty')}
        loadingLabel={t('history.loading')}
        failedText={t('history.failed')}
        page={page}
        totalCount={data?.totalCount ?? 0}
        pageSize={historyPageSize}
        onPage={setPage}
        testId={testId}
        minWidth={760}
        phoneTitle={(row) => (
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{cell('what', row)}</Text>
            {cell('result', row)}
          </Group>
        )}
      />
    </Stack>
  );
}
