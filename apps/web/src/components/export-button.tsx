import { Button } from '@mantine/core';
import { useState } from 'react';
import { type CsvColumn, collectPages, downloadCsv, toCsv } from '../lib/csv';
import { isApiError } from '../lib/http/api-error';
import { notifyError } from '../lib/overlays';
import { useTranslation } from '../lib/react-i18n';
import { ExportIcon } from './icons';

/**
 * Exports the whole list (what the filters select, not only the page in view) as CSV: the newest
 * rows, at most `exportRowsMax`, fetched page by page. `truncatedText` tells the user when the
 * file stops there (in the feature's words).
 */
export function ExportButton<T>({
  fileName,
  columns,
  fetchPage,
  disabled,
  testId,
  truncatedText,
}: {
  fileName: string;
  columns: CsvColumn<T>[];
  fetchPage: (page: number, pageSize: number) => Promise<{ totalCount: number; items: T[] }>;
  disabled?: boolean;
  testId?: string;
  truncatedText: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { rows, truncated } = await collectPages(fetchPage);
      const stamp = new Date().toISOString().slice(0, 10);
      downloadCsv(`${fileName}-${stamp}.csv`, toCsv(columns, rows));
      if (truncated) void notifyError(truncatedText);
    } catch (error) {
      // The wrapper has told the user what went wrong with a call; anything else is ours.
      if (!isApiError(error)) void notifyError(t('export.failed'));
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
      {t('export.csv')}
    </Button>
  );
}
