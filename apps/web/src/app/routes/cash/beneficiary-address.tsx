import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { payeesQueryOptions, prefetchWhenOpen } from '../../../features/cash/api/cash';
import { CashFrame } from '../../../features/cash/components/cash-frame';
import { OpenAccountGate } from '../../../features/cash/components/open-account-gate';
import { PayeeList } from '../../../features/cash/components/payee-list';
import { useTranslation } from '../../../lib/react-i18n';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['cash', 'money', 'validation'], prefetchWhenOpen(payeesQueryOptions()));

/**
 * /assets/cash/beneficiaryAddress: every saved cash payee in one list — the user's own bank
 * accounts and their beneficiaries — with its kind, route, account and cool-off; edit or delete.
 */
export default function CashBeneficiaryAddressRoute() {
  const { t } = useTranslation('cash');
  return (
    <CashFrame
      title={t('payees.title')}
      description={t('payees.description')}
      testId="page-cash-beneficiary-address"
      actions={
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.assets.cashBank.href()}
            variant="light"
            data-testid="cash-add-own"
          >
            {t('payees.addOwn')}
          </Button>
          <Button
            component={Link}
            to={paths.apps.beneficiary.href()}
            variant="light"
            data-testid="cash-add-other"
          >
            {t('payees.addBeneficiary')}
          </Button>
        </Group>
      }
    >
      <OpenAccountGate>
        <PayeeList kind="all" />
      </OpenAccountGate>
    </CashFrame>
  );
}
