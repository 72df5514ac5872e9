import {
  cashCurrenciesQueryOptions,
  payeesQueryOptions,
  prefetchWhenOpen,
  useCashCurrencies,
} from '../../../features/cash/api/cash';
import { BeneficiaryFrame } from '../../../features/cash/components/cash-frame';
import { OpenAccountGate } from '../../../features/cash/components/open-account-gate';
import { PayeeForm } from '../../../features/cash/components/payee-form';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['cash', 'money', 'validation'], (queryClient) => [
  ...prefetching(cashCurrenciesQueryOptions())(queryClient),
  ...prefetchWhenOpen(payeesQueryOptions())(queryClient),
]);

/** /apps/beneficiary: adds a beneficiary, someone else's bank account, with the channel's fields. */
export default function BeneficiaryRoute() {
  const { t } = useTranslation('cash');
  const currencies = useCashCurrencies();
  return (
    <BeneficiaryFrame
      title={t('beneficiary.title')}
      description={t('beneficiary.description')}
      testId="page-beneficiary"
    >
      <OpenAccountGate>
        {currencies.data ? (
          <PayeeForm own={false} currencies={currencies.data.map((c) => c.currency)} />
        ) : (
          <PageLoader />
        )}
      </OpenAccountGate>
    </BeneficiaryFrame>
  );
}
