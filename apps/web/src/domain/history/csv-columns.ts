import { useTranslation } from 'react-i18next';
import type { CsvColumn } from '../../lib/csv';

/** The coin, network and amount columns every money history's CSV has, in that order. */
export function useCoinAmountCsv<
  T extends { coin: string; network: string; amount: string },
>(): CsvColumn<T>[] {
  const { t } = useTranslation('money');
  return [
    { header: t('history.coin'), value: (r) => r.coin },
    { header: t('history.network'), value: (r) => r.network },
    { header: t('history.amount'), value: (r) => r.amount },
  ];
}
