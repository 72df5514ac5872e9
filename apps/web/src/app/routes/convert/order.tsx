import { Box } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { convertOrdersQueryOptions, convertPairsQueryOptions } from '../../../features/convert/api/convert';
import { useLiveConvert } from '../../../features/convert/api/use-live-convert';
import { ConvertHistory } from '../../../features/convert/components/convert-history';
import { ChoiceTabs } from '../../../features/convert/components/convert-mode';
import { ConvertPage } from '../../../features/convert/components/convert-page';
import { LimitOrders } from '../../../features/convert/components/limit-orders';
import { useTranslation } from '../../../lib/react-i18n';
import { prefetching, signedInLoader } from '../signed-in-loader';

// The limit orders load with their tab (their list refetches on focus anyway).
export const loader = signedInLoader(
  ['convert', 'money'],
  prefetching(convertPairsQueryOptions(), convertOrdersQueryOptions({ page: 1 })),
);

type Tab = 'history' | 'limit';

/** The conversions made, and the limit orders (`?tab=limit`), each with its own filters. */
export default function ConvertOrderRoute() {
  useLiveConvert();
  const { t } = useTranslation('convert');
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'limit' ? 'limit' : 'history';
  return (
    <ConvertPage title={t('orders.title')} description={t('orders.description')} testId="page-convert-order">
      <Box maw={420} mb="md">
        <ChoiceTabs<Tab>
          label={t('orders.title')}
          value={tab}
          onChange={(next) => setSearch(next === 'limit' ? { tab: next } : {}, { replace: true })}
          choices={[
            { value: 'history', label: t('orders.tabHistory') },
            { value: 'limit', label: t('orders.tabLimit') },
          ]}
          testId="convert-tab"
        />
      </Box>
      <div role="tabpanel">{tab === 'limit' ? <LimitOrders /> : <ConvertHistory />}</div>
    </ConvertPage>
  );
}
