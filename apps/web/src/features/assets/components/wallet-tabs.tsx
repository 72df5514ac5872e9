import { walletType } from '@coffer/contract/assets';
import { Anchor, Checkbox, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Column, RecordTable } from '../../../components/record-table';
import { paths } from '../../../config/paths';
import { figureColumn } from '../../../domain/history/columns';
import { useWalletAssets, type WalletTypeValue } from '../../../domain/money/balances';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { summaryQueryOptions } from '../api/valuation';

const w = walletType.members;
type Row = {
  coin: string;
  name: string;
  decimals: number;
  balance: string;
  available: string;
  frozen: string;
};

/** The wallets a person sees: spot, flash exchange, fiat, investment; merchants also the cloud wallet. */
export const shownWallets = (isMerchant: boolean): WalletTypeValue[] => [
  w.spot,
  w.flashExchange,
  w.fiat,
  w.investment,
  ...(isMerchant ? [w.cloud] : []),
];

const isZero = (amount: string) => !/[1-9]/.test(amount);

/** The coin and its name, one above the other. */
const coinCell = (r: Row) => (
  <Stack gap={0}>
    <Text size="sm" fw={600}>
      {r.coin}
    </Text>
    <Text size="xs" c="dimmed">
      {r.name}
    </Text>
  </Stack>
);

/** Where a coin of this wallet can go: deposit and withdraw (spot only), transfer (all but investment). */
function CoinLinks({ wallet, coin }: { wallet: WalletTypeValue; coin: string }) {
  const { t } = useTranslation('money');
  return (
    <Group gap="sm" justify="flex-end" wrap="nowrap">
      {wallet === w.spot && (
        <>
          <Anchor component={Link} to={paths.assets.recharge.href({ coin })} size="sm">
            {t('nav.deposit')}
          </Anchor>
          <Anchor component={Link} to={paths.assets.withdraw.href({ coin })} size="sm">
            {t('nav.withdraw')}
          </Anchor>
        </>
      )}
      {wallet !== w.investment && (
        <Anchor component={Link} to={paths.assets.transfer.href({ coin, from: wallet })} size="sm">
          {t('nav.transfer')}
        </Anchor>
      )}
    </Group>
  );
}

function WalletTable({ wallet, active }: { wallet: WalletTypeValue; active: boolean }) {
  const { t } = useTranslation(['assets', 'money']);
  const [hideZero, setHideZero] = useState(true);
  const { data, isPending, isError } = useWalletAssets(wallet, active);
  const all = data?.items ?? [];
  const rows = hideZero ? all.filter((r) => !isZero(r.balance)) : all;
  const amount = (key: 'balance' | 'available' | 'frozen', header: string) =>
    figureColumn<Row>(key, header, (r) => formatAmount(r[key], { decimals: r.decimals }));
  const columns: Column<Row>[] = [
    { key: 'coin', header: t('wallets.coin'), hideOnPhone: true, cell: coinCell },
    amount('balance', t('wallets.balance')),
    amount('available', t('wallets.available')),
    amount('frozen', t('wallets.frozen')),
    {
      key: 'actions',
      header: t('wallets.actions'),
      align: 'right',
      cell: (r) => <CoinLinks wallet={wallet} coin={r.coin} />,
    },
  ];
  return (
    <Stack gap="sm" pt="md">
      <Checkbox
        label={t('wallets.hideZero')}
        checked={hideZero}
        onChange={(e) => setHideZero(e.currentTarget.checked)}
        size="xs"
      />
      <RecordTable
        loadingLabel={t('money:history.loading')}
        failedText={t('money:history.failed')}
        columns={columns}
        rows={data ? rows : undefined}
        rowKey={(r) => r.coin}
        loading={isPending}
        failed={isError}
        empty={hideZero && all.length > 0 ? t('wallets.allZero') : t('wallets.empty')}
        testId={`wallet-${wallet}`}
        phoneTitle={(r) => (
          <Group justify="space-between">
            <Text fw={600}>{r.coin}</Text>
            <Text size="xs" c="dimmed">
              {r.name}
            </Text>
          </Group>
        )}
      />
    </Stack>
  );
}

/** A tab per wallet type, its total in the pricing currency on the tab, its balances inside. */
export function WalletTabs({ isMerchant }: { isMerchant: boolean }) {
  const { t } = useTranslation(['assets', 'money']);
  const wallets = shownWallets(isMerchant);
  const [active, setActive] = useState<string>(String(w.spot));
  const summary = useQuery(summaryQueryOptions());
  const totalOf = (wallet: number) => summary.data?.wallets.find((x) => x.walletType === wallet)?.total;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="lg" mb="sm">
        {t('wallets.title')}
      </Title>
      <Tabs value={active} onChange={(v) => v && setActive(v)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {wallets.map((wallet) => {
            const total = totalOf(wallet);
            return (
              <Tabs.Tab key={wallet} value={String(wallet)} data-testid={`wallet-tab-${wallet}`}>
                <Stack gap={0} align="flex-start">
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t(`money:wallet.${wallet}`)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {total !== undefined ? `≈ ${formatAmount(total)} ${summary.data?.currency ?? ''}` : ' '}
                  </Text>
                </Stack>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {wallets.map((wallet) => (
          <Tabs.Panel key={wallet} value={String(wallet)}>
            <WalletTable wallet={wallet} active={active === String(wallet)} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
