import type { TFunction } from 'i18next';
import type { HistoryTexts } from '../../../domain/history/history-panel';
import { exportRowsMax } from '../../../lib/csv';

/** The words around an assets history: its title and empty text, the rest shared. */
export const historyTexts = (t: TFunction<'assets'>, title: string, empty: string): HistoryTexts => ({
  title: t(title),
  empty: t(empty),
  loading: t('history.loading'),
  failed: t('history.failed'),
  exportTruncated: t('history.exportTruncated', { count: exportRowsMax }),
});
