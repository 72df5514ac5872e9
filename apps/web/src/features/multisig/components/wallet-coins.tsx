import type { MultisigBalance, MultisigLinkage } from '@coffer/contract/multisig';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CopyValue } from '../../../components/copy-value';
import { AlertIcon } from '../../../components/icons';
import { QrImage, useQrImage } from '../../../components/qr-code';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useAddableCoins, useAddCoin, useBalances, useCoinDecimals, useLinkage } from '../api/multisig';
import { problemText } from '../model/problem';

function AddressQr({ value, label }: { value: string; label: string }) {
  const { src } = useQrImage(value, 120);
  if (!src) return <Skeleton w={120} h={120} radius="md" />;
  return <QrImage src={src} label={label} size={120} testId="multisig-deposit-qr" />;
}

/** One enabled coin on one network: its balance, its deposit address (copy and QR), the deposit rules. */
function CoinCard({ link, balance }: { link: MultisigLinkage; balance: MultisigBalance | undefined }) {
  const { t } = useTranslation('multisig');
  const decimals = useCoinDecimals()(link.coin);
  return (
    <Paper withBorder radius="lg" p="md" data-testid={`multisig-coin-${link.coin}-${link.network}`}>
      <Group align="flex-start" justify="space-between" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Group gap="xs">
            <Text fw={700}>{link.coin}</Text>
            <Text size="sm" c="dimmed">
              {link.network}
            </Text>
          </Group>
          <Text
            fz={22}
            fw={700}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="multisig-available"
          >
            {formatAmount(balance?.available ?? '0', { decimals })}
          </Text>
          <Text size="xs" c="dimmed" data-testid="multisig-frozen">
            {t('coins.frozen', { amount: formatAmount(balance?.frozen ?? '0', { decimals }) })}
          </Text>
          <CopyValue
            value={link.address}
            caption={t('coins.depositAddress')}
            testId="multisig-deposit-address"
          />
          <Text size="xs" c="dimmed">
            {t('coins.depositRules', {
              min: formatAmount(link.minDeposit, { decimals, style: 'limit' }),
              coin: link.coin,
              confirmations: link.confirmations,
            })}
          </Text>
        </Stack>
        <AddressQr
          value={link.address}
          label={t('coins.qrLabel', { coin: link.coin, network: link.network })}
        />
      </Group>
    </Paper>
  );
}

/** Enables one more coin on one network (the add-coin screen): the choices the wallet has not got. */
function AddCoin({ walletId }: { walletId: number }) {
  const { t } = useTranslation('multisig');
  const addable = useAddableCoins(walletId);
  const addCoin = useAddCoin();
  const [coin, setCoin] = useState<string | null>(null);
  const [network, setNetwork] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const coins = addable.data ?? [];
  const networks = coins.find((c) => c.coin === coin)?.networks ?? [];
  if (addable.isSuccess && coins.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('coins.allAdded')}
      </Text>
    );
  const add = async () => {
    if (!coin || !network) return;
    setBusy(true);
    setProblem(null);
    try {
      await addCoin({ walletId, coin, network });
      setCoin(null);
      setNetwork(null);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" data-testid="multisig-add-coin">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('coins.addTitle')}
        </Title>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('coins.coin')}
            data={coins.map((c) => ({ value: c.coin, label: `${c.coin} · ${c.name}` }))}
            value={coin}
            onChange={(v) => {
              setCoin(v);
              const only = coins.find((c) => c.coin === v)?.networks;
              setNetwork(only?.length === 1 ? (only[0]?.network ?? null) : null);
            }}
            w={{ base: '100%', xs: 200 }}
            disabled={addable.isPending}
            data-testid="multisig-add-coin-coin"
          />
          <Select
            label={t('coins.network')}
            data={networks.map((n) => n.network)}
            value={network}
            onChange={setNetwork}
            w={{ base: '100%', xs: 160 }}
            disabled={!coin}
            data-testid="multisig-add-coin-network"
          />
          <Button
            onClick={add}
            loading={busy}
            disabled={!coin || !network}
            data-testid="multisig-add-coin-submit"
          >
            {t('coins.add')}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" icon={<AlertIcon />}>
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The wallet's coins: balance and deposit address of each, then the way to enable another. */
export function WalletCoins({ walletId }: { walletId: number }) {
  const { t } = useTranslation('multisig');
  const linkage = useLinkage(walletId);
  const balances = useBalances(walletId);
  return (
    <Stack gap="md">
      {linkage.isError && <Alert color="red">{t('coins.failed')}</Alert>}
      {linkage.isPending && <Skeleton h={160} radius="lg" />}
      {linkage.data?.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="multisig-no-coins">
          {t('coins.none')}
        </Text>
      )}
      {linkage.data && linkage.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {linkage.data.map((link) => (
            <CoinCard
              key={`${link.coin}/${link.network}`}
              link={link}
              balance={balances.data?.find((b) => b.coin === link.coin)}
            />
          ))}
        </SimpleGrid>
      )}
      <AddCoin walletId={walletId} />
    </Stack>
  );
}
