import { useTranslation } from 'react-i18next';
import type { HistoryTexts } from '../../../domain/history/history-panel';
import { exportRowsMax } from '../../../lib/csv';

type AssetsKey = Parameters<ReturnType<typeof useTranslation<'assets'>>['t']>[0];

/** The words around an assets history: its title and empty text, the rest shared. */
export function useHistoryTexts(title: AssetsKey, empty: AssetsKey): HistoryTexts {
  const { t } = useTranslation('assets');
  return {
    title: t(title),
    empty: t(empty),
    loading: t('history.loading'),
    failed: t('history.failed'),
    exportTruncated: t('history.exportTruncated', { count: exportRowsMax }),
  };
}
