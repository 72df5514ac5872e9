import type { ConvertPairConfig, ExchangeStatus } from '@coffer/contract/convert';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CoinFilter, DateRangeFilter, NumberChoiceFilter } from '../../../domain/history/filters';
import type { ConvertOrderFilter } from '../api/convert';
import { convertibleCoins } from '../model/pairs';
import { exchangeStatuses, exchangeStatusView } from '../model/status';

/** The filters both exchange lists (conversions, limit orders) share: coin, status and days. */
export function ExchangeFilters({
  pairs,
  filter,
  onChange,
  testId,
}: {
  pairs: ConvertPairConfig[];
  filter: ConvertOrderFilter;
  onChange: (change: Partial<ConvertOrderFilter>) => void;
  testId: string;
}) {
  const { t } = useTranslation(['convert', 'money']);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <CoinFilter
        coins={convertibleCoins(pairs).map((coin) => ({ coin, name: coin }))}
        value={filter.coin}
        onChange={(coin) => onChange({ coin })}
      />
      <NumberChoiceFilter<ExchangeStatus>
        label={t('history.status')}
        allLabel={t('money:filters.allStatuses')}
        choices={exchangeStatuses.map((s) => ({ value: s, label: t(exchangeStatusView(s).key) }))}
        value={filter.status}
        onChange={(status) => onChange({ status })}
      />
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} testId={testId} />
    </Group>
  );
}
