import { type GlobalAccountCurrency, isGlobalAccountCurrency } from '@coffer/contract/global-account';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  globalCurrenciesQueryOptions,
  globalStatusQueryOptions,
  useGlobalCurrencies,
  useGlobalStatus,
  whitelistQueryOptions,
} from '../../../features/global-account/api/global-account';
import { GlobalFrame } from '../../../features/global-account/components/global-frame';
import { PayerForm } from '../../../features/global-account/components/payer-form';
import { WhitelistList } from '../../../features/global-account/components/whitelist-list';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['global-account', 'cash', 'money', 'validation'],
  prefetching(globalStatusQueryOptions(), globalCurrenciesQueryOptions(), whitelistQueryOptions()),
);

/**
 * /assets/cash/whitelist: the payer accounts whose payments to the global account details are
 * credited at once (after their cool-off); a payment from any other waits for review.
 */
export default function WhitelistRoute() {
  const { t } = useTranslation('global-account');
  const status = useGlobalStatus();
  const currencies = useGlobalCurrencies();
  const codes = (currencies.data ?? [])
    .map((c) => c.currency)
    .filter(isGlobalAccountCurrency) as GlobalAccountCurrency[];
  return (
    <GlobalFrame
      title={t('whitelist.title')}
      description={t('whitelist.description')}
      testId="page-cash-whitelist"
    >
      {status.data && !status.data.kycVerified ? (
        <Stack gap="sm" align="flex-start" data-testid="global-whitelist-kyc">
          <Text size="sm">{t('opening.needKyc')}</Text>
          <Anchor component={Link} to={paths.account.verify.href()}>
            {t('opening.verify')}
          </Anchor>
        </Stack>
      ) : currencies.data ? (
        <Stack gap="lg">
          {status.data && !status.data.account?.opened && (
            <Alert color="blue" data-testid="global-whitelist-not-open">
              {t('whitelist.notOpen')}{' '}
              <Anchor component={Link} to={paths.assets.cashGlobal.href()} size="sm">
                {t('whitelist.openGlobal')}
              </Anchor>
            </Alert>
          )}
          <PayerForm currencies={codes} />
          <WhitelistList />
        </Stack>
      ) : currencies.isError ? (
        <Alert color="red">{t('page.failed')}</Alert>
      ) : (
        <PageLoader />
      )}
    </GlobalFrame>
  );
}
