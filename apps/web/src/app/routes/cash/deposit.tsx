import {
  cashAccountQueryOptions,
  cashCurrenciesQueryOptions,
  useCashCurrencies,
} from '../../../features/cash/api/cash';
import { CashFrame } from '../../../features/cash/components/cash-frame';
import { OpenAccountGate } from '../../../features/cash/components/open-account-gate';
import { TopUp } from '../../../features/cash/components/top-up';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['cash', 'money'],
  prefetching(cashAccountQueryOptions(), cashCurrenciesQueryOptions()),
);

/** /assets/cash/deposit: top up the cash account by bank transfer. */
export default function CashDepositRoute() {
  const { t } = useTranslation('cash');
  const currencies = useCashCurrencies();
  return (
    <CashFrame title={t('deposit.title')} description={t('deposit.description')} testId="page-cash-deposit">
      <OpenAccountGate>
        {currencies.data ? <TopUp currencies={currencies.data.map((c) => c.currency)} /> : <PageLoader />}
      </OpenAccountGate>
    </CashFrame>
  );
}
