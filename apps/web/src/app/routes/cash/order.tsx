import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  cashAccountQueryOptions,
  cashCurrenciesQueryOptions,
  useCashCurrencies,
} from '../../../features/cash/api/cash';
import { useLiveCash } from '../../../features/cash/api/use-live-cash';
import { CashFrame } from '../../../features/cash/components/cash-frame';
import {
  CashOrders,
  type CashOrdersView,
  OrderKindSwitch,
} from '../../../features/cash/components/cash-orders';
import { FiatRecords } from '../../../features/cash/components/fiat-records';
import { OpenAccountGate } from '../../../features/cash/components/open-account-gate';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['cash', 'money'],
  prefetching(cashAccountQueryOptions(), cashCurrenciesQueryOptions()),
);

const views: readonly CashOrdersView[] = ['topUp', 'withdraw', 'records'];

/**
 * /assets/cash/order: the cash orders, top-ups or withdrawals (`?kind=withdraw`), or the fiat
 * records, every movement of the cash account (`?kind=records`), live.
 */
export default function CashOrderRoute() {
  const { t } = useTranslation('cash');
  const currencies = useCashCurrencies();
  const [search, setSearch] = useSearchParams();
  const kind = views.find((v) => v === search.get('kind')) ?? 'topUp';
  const currencyCodes = currencies.data?.map((c) => c.currency) ?? [];
  useLiveCash();
  return (
    <CashFrame title={t('orders.title')} description={t('orders.description')} testId="page-cash-order">
      <OpenAccountGate>
        {currencies.data ? (
          <Stack gap="md">
            <OrderKindSwitch kind={kind} onChange={(k) => setSearch({ kind: k }, { replace: true })} />
            {kind === 'records' ? (
              <FiatRecords currencies={currencyCodes} />
            ) : (
              <CashOrders key={kind} kind={kind} currencies={currencyCodes} />
            )}
          </Stack>
        ) : (
          <PageLoader />
        )}
      </OpenAccountGate>
    </CashFrame>
  );
}
