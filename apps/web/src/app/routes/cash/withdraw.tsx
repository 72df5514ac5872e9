import { isCashCurrency } from '@coffer/contract/cash';
import { Stack } from '@mantine/core';
import {
  cashBalancesQueryOptions,
  cashCurrenciesQueryOptions,
  payeesQueryOptions,
  prefetchWhenOpen,
  useCashBalances,
  useCashCurrencies,
  usePayees,
} from '../../../features/cash/api/cash';
import { useLiveCash } from '../../../features/cash/api/use-live-cash';
import { CashFrame } from '../../../features/cash/components/cash-frame';
import { CashWithdrawForm } from '../../../features/cash/components/cash-withdraw-form';
import { CurrencySelect, useCurrencyChoice } from '../../../features/cash/components/currency-choice';
import { OpenAccountGate } from '../../../features/cash/components/open-account-gate';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['cash', 'money', 'validation'], (queryClient) => [
  ...prefetching(cashCurrenciesQueryOptions())(queryClient),
  ...prefetchWhenOpen(cashBalancesQueryOptions(), payeesQueryOptions())(queryClient),
]);

function WithdrawScreen({ currencies }: { currencies: readonly string[] }) {
  const { currency, choose } = useCurrencyChoice(currencies);
  const balances = useCashBalances();
  const payees = usePayees();
  if (!currency || !isCashCurrency(currency)) return null;
  const available = balances.data?.find((b) => b.currency === currency)?.available;
  return (
    <Stack gap="lg" maw={640}>
      <CurrencySelect
        currencies={currencies}
        value={currency}
        onChange={choose}
        testId="cash-withdraw-currency"
      />
      {payees.data ? (
        <CashWithdrawForm key={currency} currency={currency} available={available} payees={payees.data} />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}

/** /assets/cash/withdraw: to a bank account in the user's own name or a beneficiary. */
export default function CashWithdrawRoute() {
  const { t } = useTranslation('cash');
  const currencies = useCashCurrencies();
  useLiveCash();
  return (
    <CashFrame
      title={t('withdraw.title')}
      description={t('withdraw.description')}
      testId="page-cash-withdraw"
    >
      <OpenAccountGate>
        {currencies.data ? (
          <WithdrawScreen currencies={currencies.data.map((c) => c.currency)} />
        ) : (
          <PageLoader />
        )}
      </OpenAccountGate>
    </CashFrame>
  );
}
