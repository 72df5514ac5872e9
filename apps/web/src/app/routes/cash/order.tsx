import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  type CashOrderKind,
  cashAccountQueryOptions,
  cashCurrenciesQueryOptions,
  useCashCurrencies,
} from '../../../features/cash/api/cash';
import { useLiveCash } from '../../../features/cash/api/use-live-cash';
import { CashFrame } from '../../../features/cash/components/cash-frame';
import { CashOrders, OrderKindSwitch } from '../../../features/cash/components/cash-orders';
import { OpenAccountGate } from '../../../features/cash/components/open-account-gate';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['cash', 'money'],
  prefetching(cashAccountQueryOptions(), cashCurrenciesQueryOptions()),
);

/** /assets/cash/order: the cash orders, top-ups or withdrawals (`?kind=withdraw`), live. */
export default function CashOrderRoute() {
  const { t } = useTranslation('cash');
  const currencies = useCashCurrencies();
  const [search, setSearch] = useSearchParams();
  const kind: CashOrderKind = search.get('kind') === 'withdraw' ? 'withdraw' : 'topUp';
  useLiveCash();
  return (
    <CashFrame title={t('orders.title')} description={t('orders.description')} testId="page-cash-order">
      <OpenAccountGate>
        {currencies.data ? (
          <Stack gap="md">
            <OrderKindSwitch kind={kind} onChange={(k) => setSearch({ kind: k }, { replace: true })} />
            <CashOrders key={kind} kind={kind} currencies={currencies.data.map((c) => c.currency)} />
          </Stack>
        ) : (
          <PageLoader />
        )}
      </OpenAccountGate>
    </CashFrame>
  );
}
