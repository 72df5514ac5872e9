import { exportRowsMax } from '../../lib/csv';
import { useTranslation } from '../../lib/react-i18n';
import type { HistoryTexts } from './history-panel';

/**
 * The words around a money history (deposits, withdrawals, transfers, fund records): its title and
 * empty text from the feature, the rest shared (namespace `money`, loaded by the money routes).
 */
export function useHistoryTexts(title: string, empty: string): HistoryTexts {
  const { t } = useTranslation('money');
  return {
    title,
    empty,
    loading: t('history.loading'),
    failed: t('history.failed'),
    exportTruncated: t('history.exportTruncated', { count: exportRowsMax }),
  };
}
