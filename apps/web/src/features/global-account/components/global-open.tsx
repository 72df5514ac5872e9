import { type GlobalAccountCurrency, isGlobalAccountCurrency } from '@coffer/contract/global-account';
import { Alert, Anchor, Stack, Tabs } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/react-i18n';
import { useGlobalCurrencies } from '../api/global-account';
import { AccountDetails } from './account-details';
import { GlobalBalances } from './global-balances';
import { MoveForm } from './move-form';
import { MoveList } from './move-list';
import { PayInList } from './pay-in-list';
import { Rates } from './rates';

const tabs = ['details', 'move', 'payIns', 'rates'] as const;
type Tab = (typeof tabs)[number];

/**
 * The open global account: its balances, then (one tab each, `?tab=`) the account details to give
 * payers, moves to and from the cash account, the payments received, the user's rates.
 */
export function GlobalOpen({ cashAccountOpen }: { cashAccountOpen: boolean }) {
  const { t } = useTranslation('global-account');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = tabs.includes(asked as Tab) ? (asked as Tab) : 'details';
  const currencies = useGlobalCurrencies();
  const codes = (currencies.data ?? [])
    .map((c) => c.currency)
    .filter(isGlobalAccountCurrency) as GlobalAccountCurrency[];
  return (
    <Stack gap="lg" data-testid="global-open">
      <GlobalBalances />
      <Tabs
        value={tab}
        onChange={(v) => v && setParams(v === 'details' ? {} : { tab: v }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`global-tab-${key}`}>
              {t(`tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="lg">
          <AccountDetails />
        </Tabs.Panel>
        <Tabs.Panel value="move" pt="lg">
          <Stack gap="lg">
            {cashAccountOpen ? (
              codes.length > 0 && <MoveForm currencies={codes} />
            ) : (
              <Alert color="blue" data-testid="global-move-no-cash">
                {t('move.needCash')}{' '}
                <Anchor component={Link} to={paths.assets.cash.href()} size="sm">
                  {t('move.openCash')}
                </Anchor>
              </Alert>
            )}
            <MoveList currencies={codes} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="payIns" pt="lg">
          <PayInList currencies={codes} />
        </Tabs.Panel>
        <Tabs.Panel value="rates" pt="lg">
          <Rates />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
