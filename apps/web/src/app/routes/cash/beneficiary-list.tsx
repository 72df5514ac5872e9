import { payeesQueryOptions, prefetchWhenOpen } from '../../../features/cash/api/cash';
import { BeneficiaryFrame } from '../../../features/cash/components/cash-frame';
import { OpenAccountGate } from '../../../features/cash/components/open-account-gate';
import { PayeeList } from '../../../features/cash/components/payee-list';
import { useTranslation } from '../../../lib/react-i18n';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['cash', 'money', 'validation'], prefetchWhenOpen(payeesQueryOptions()));

/** /apps/beneficiary/list: the user's beneficiaries, each usable after its cool-off. */
export default function BeneficiaryListRoute() {
  const { t } = useTranslation('cash');
  return (
    <BeneficiaryFrame
      title={t('beneficiary.listTitle')}
      description={t('beneficiary.listDescription')}
      testId="page-beneficiary-list"
    >
      <OpenAccountGate>
        <PayeeList kind="beneficiary" />
      </OpenAccountGate>
    </BeneficiaryFrame>
  );
}
