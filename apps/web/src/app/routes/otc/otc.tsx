import { Alert } from '@mantine/core';
import { AlertIcon } from '../../../components/icons';
import { coinsQueryOptions, useCoins } from '../../../domain/money/coins';
import { otcSymbolsQueryOptions, useOtcSymbols } from '../../../features/otc/api/otc';
import { useLiveOtc } from '../../../features/otc/api/use-live-otc';
import { OtcTrade } from '../../../features/otc/components/otc-form';
import { OtcPage } from '../../../features/otc/components/otc-page';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['otc', 'money', 'validation'],
  prefetching(otcSymbolsQueryOptions(), coinsQueryOptions()),
);

export default function OtcRoute() {
  const { t } = useTranslation('otc');
  const pairs = useOtcSymbols();
  const coins = useCoins().data ?? [];
  useLiveOtc();
  return (
    <OtcPage title={t('page.title')} description={t('page.description')} testId="page-otc">
      {pairs.isError ? (
        <Alert color="red" icon={<AlertIcon />}>
          {t('page.failed')}
        </Alert>
      ) : !pairs.data ? (
        <PageLoader />
      ) : pairs.data.length === 0 ? (
        <Alert color="gray">{t('page.noPairs')}</Alert>
      ) : (
        <OtcTrade pairs={pairs.data} coins={coins} />
      )}
    </OtcPage>
  );
}
