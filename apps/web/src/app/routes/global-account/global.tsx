import { Alert } from '@mantine/core';
import {
  detailsQueryOptions,
  globalBalancesQueryOptions,
  globalCurrenciesQueryOptions,
  globalStatusQueryOptions,
  useGlobalStatus,
} from '../../../features/global-account/api/global-account';
import { useLiveGlobal } from '../../../features/global-account/api/use-live-global';
import { GlobalFrame } from '../../../features/global-account/components/global-frame';
import { GlobalOpen } from '../../../features/global-account/components/global-open';
import { GlobalOpening } from '../../../features/global-account/components/global-opening';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { signedInLoader } from '../signed-in-loader';

/** The texts, the status, and once the account is open its details, balances and currencies. */
export const loader = signedInLoader(['global-account', 'cash', 'money', 'validation'], (queryClient) => [
  queryClient.fetchQuery(globalStatusQueryOptions()).then(
    async (info) => {
      if (!info.account?.opened) return;
      await Promise.all([
        queryClient.prefetchQuery(detailsQueryOptions()),
        queryClient.prefetchQuery(globalBalancesQueryOptions()),
        queryClient.prefetchQuery(globalCurrenciesQueryOptions()),
      ]);
    },
    () => undefined,
  ),
]);

/** /assets/cash/global: the global account — its application until it is open, then its details and money. */
export default function GlobalAccountRoute() {
  const { t } = useTranslation('global-account');
  const info = useGlobalStatus();
  useLiveGlobal();
  return (
    <GlobalFrame title={t('page.title')} description={t('page.description')} testId="page-global-account">
      {info.isError && <Alert color="red">{t('page.failed')}</Alert>}
      {info.isPending && <PageLoader />}
      {info.data &&
        (info.data.account?.opened ? (
          <GlobalOpen cashAccountOpen={info.data.cashAccountOpen} />
        ) : (
          <GlobalOpening info={info.data} />
        ))}
    </GlobalFrame>
  );
}
