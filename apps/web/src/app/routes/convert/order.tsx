import { useTranslation } from 'react-i18next';
import { convertOrdersQueryOptions, convertPairsQueryOptions } from '../../../features/convert/api/convert';
import { ConvertHistory } from '../../../features/convert/components/convert-history';
import { ConvertPage } from '../../../features/convert/components/convert-page';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['convert', 'money'], (queryClient) => [
  queryClient.prefetchQuery(convertPairsQueryOptions()),
  queryClient.prefetchQuery(convertOrdersQueryOptions({ page: 1 })),
]);

export default function ConvertOrderRoute() {
  const { t } = useTranslation('convert');
  return (
    <ConvertPage title={t('orders.title')} description={t('orders.description')} testId="page-convert-order">
      <ConvertHistory />
    </ConvertPage>
  );
}
