import './styles';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportIcon } from '../../../components/icons';
import { type CsvColumn, collectPages, downloadCsv, exportRowsMax, toCsv } from '../../../lib/csv';
import { isApiError } from '../../../lib/http/api-error';
import { notifyError } from '../../../lib/overlays';
import { fetchHistoryPage, type HistoryKind } from '../api/history';
import type { HistoryRow } from '../model/history-columns';

/** The whole log as CSV (newest 1,000 rows at most, fetched 100 a page), not only the page in view. */
export function HistoryExport({
  kind,
  columns,
  disabled,
}: {
  kind: HistoryKind;
  columns: CsvColumn<HistoryRow>[];
  disabled: boolean;
}) {
  const { t } = useTranslation('security');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { rows, truncated } = await collectPages(
        async (page, size) =>
          (await fetchHistoryPage(kind, page, size)) as { totalCount: number; items: HistoryRow[] },
      );
      const stamp = new Date().toISOString().slice(0, 10);
      downloadCsv(
        `${kind === 'login' ? 'login-history' : 'security-operations'}-${stamp}.csv`,
        toCsv(columns, rows),
      );
      if (truncated) void notifyError(t('history.exportTruncated', { count: exportRowsMax }));
    } catch (error) {
      if (!isApiError(error)) void notifyError(t('history.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<ExportIcon size={16} />}
      onClick={run}
      loading={busy}
      disabled={disabled}
      data-testid={`history-${kind}-export`}
    >
      {t('history.export')}
    </Button>
  );
}
