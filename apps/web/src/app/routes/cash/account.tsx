import { Alert, Stack } from '@mantine/core';
import { cashBalancesQueryOptions, prefetchWhenOpen, useCashAccount } from '../../../features/cash/api/cash';
import { useLiveCash } from '../../../features/cash/api/use-live-cash';
import { AccountState } from '../../../features/cash/components/account-state';
import { CashBalances } from '../../../features/cash/components/cash-balances';
import { CashFrame } from '../../../features/cash/components/cash-frame';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['cash', 'money'], prefetchWhenOpen(cashBalancesQueryOptions()));

/** /assets/cash: the cash account — its application's state until it is open, then its balances. */
export default function CashAccountRoute() {
  const { t } = useTranslation('cash');
  const info = useCashAccount();
  useLiveCash();
  return (
    <CashFrame title={t('account.pageTitle')} description={t('account.description')} testId="page-cash">
      {info.isError && <Alert color="red">{t('account.failed')}</Alert>}
      {info.isPending && <PageLoader />}
      {info.data && (
        <Stack gap="lg">
          {info.data.account?.opened ? <CashBalances /> : <AccountState info={info.data} />}
        </Stack>
      )}
    </CashFrame>
  );
}
