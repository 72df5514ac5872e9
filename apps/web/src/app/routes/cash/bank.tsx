import { Stack } from '@mantine/core';
import {
  cashCurrenciesQueryOptions,
  payeesQueryOptions,
  prefetchWhenOpen,
  useCashCurrencies,
} from '../../../features/cash/api/cash';
import { CashFrame } from '../../../features/cash/components/cash-frame';
import { OpenAccountGate } from '../../../features/cash/components/open-account-gate';
import { PayeeForm } from '../../../features/cash/components/payee-form';
import { PayeeList } from '../../../features/cash/components/payee-list';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['cash', 'money', 'validation'], (queryClient) => [
  ...prefetching(cashCurrenciesQueryOptions())(queryClient),
  ...prefetchWhenOpen(payeesQueryOptions())(queryClient),
]);

/** /assets/cash/bank: the user's own bank accounts (in their verified name), to withdraw to. */
export default function CashBankRoute() {
  const { t } = useTranslation('cash');
  const currencies = useCashCurrencies();
  return (
    <CashFrame title={t('bank.title')} description={t('bank.description')} testId="page-cash-bank">
      <OpenAccountGate>
        {currencies.data ? (
          <Stack gap="lg">
            <PayeeForm own currencies={currencies.data.map((c) => c.currency)} />
            <PayeeList kind="own" />
          </Stack>
        ) : (
          <PageLoader />
        )}
      </OpenAccountGate>
    </CashFrame>
  );
}
