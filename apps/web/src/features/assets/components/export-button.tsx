import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/http/api-error';
import { notifyError } from '../../../lib/overlays';
import { type CsvColumn, collectPages, downloadCsv, exportRowsMax, toCsv } from '../model/csv';

/**
 * Exports what the filters select (not only the page in view) as CSV: the newest rows, at most
 * 1,000, fetched page by page.
 */
export function ExportButton<T>({
  fileName,
  columns,
  fetchPage,
  disabled,
  testId,
}: {
  fileName: string;
  columns: CsvColumn<T>[];
  fetchPage: (page: number, pageSize: number) => Promise<{ totalCount: number; items: T[] }>;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('assets');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { rows, truncated } = await collectPages(fetchPage);
      const stamp = new Date().toISOString().slice(0, 10);
      downloadCsv(`${fileName}-${stamp}.csv`, toCsv(columns, rows));
      if (truncated) void notifyError(t('history.exportTruncated', { count: exportRowsMax }));
    } catch (error) {
      // The wrapper has told the user what went wrong with a call; anything else is ours.
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
      data-testid={testId}
    >
      {t('history.export')}
    </Button>
  );
}
