import { walletType } from '@coffer/contract/assets';
import { Anchor, Checkbox, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Column, RecordTable } from '../../../components/record-table';
import { paths } from '../../../config/paths';
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

function WalletTable({ wallet, active }: { wallet: WalletTypeValue; active: boolean }) {
  const { t } = useTranslation(['assets', 'money']);
  const [hideZero, setHideZero] = useState(true);
  const { data, isPending, isError } = useWalletAssets(wallet, active);
  const all = data?.items ?? [];
  const rows = hideZero ? all.filter((r) => !isZero(r.balance)) : all;
  const amount = (value: string, row: Row) => (
    <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatAmount(value, { decimals: row.decimals })}
    </Text>
  );
  const columns: Column<Row>[] = [
    {
      key: 'coin',
      header: t('wallets.coin'),
      hideOnPhone: true,
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {r.coin}
          </Text>
          <Text size="xs" c="dimmed">
            {r.name}
          </Text>
        </Stack>
      ),
    },
    { key: 'balance', header: t('wallets.balance'), align: 'right', cell: (r) => amount(r.balance, r) },
    { key: 'available', header: t('wallets.available'), align: 'right', cell: (r) => amount(r.available, r) },
    { key: 'frozen', header: t('wallets.frozen'), align: 'right', cell: (r) => amount(r.frozen, r) },
    {
      key: 'actions',
      header: t('wallets.actions'),
      align: 'right',
      cell: (r) => (
        <Group gap="sm" justify="flex-end" wrap="nowrap">
          {wallet === w.spot && (
            <>
              <Anchor component={Link} to={paths.assets.recharge.href({ coin: r.coin })} size="sm">
                {t('money:nav.deposit')}
              </Anchor>
              <Anchor component={Link} to={paths.assets.withdraw.href({ coin: r.coin })} size="sm">
                {t('money:nav.withdraw')}
              </Anchor>
            </>
          )}
          {wallet !== w.investment && (
            <Anchor
              component={Link}
              to={paths.assets.transfer.href({ coin: r.coin, from: wallet })}
              size="sm"
            >
              {t('money:nav.transfer')}
            </Anchor>
          )}
        </Group>
      ),
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
        page={1}
        totalCount={rows.length}
        pageSize={Math.max(rows.length, 1)}
        onPage={() => {}}
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
