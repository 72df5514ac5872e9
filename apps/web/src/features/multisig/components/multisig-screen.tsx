import '@mantine/core/styles/Badge.css';
import type { MultisigWalletView } from '@coffer/contract/multisig';
import {
  Alert,
  Badge,
  Button,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatAmount } from '../../../domain/money/format-amount';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useMpcInfo, useWallets } from '../api/multisig';
import { AddWalletForm } from './add-wallet-form';
import { WalletDetail } from './wallet-detail';

/** A wallet in the list: its name, M of N, selected or not. */
function WalletCard({
  wallet,
  selected,
  onSelect,
}: {
  wallet: MultisigWalletView;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('multisig');
  return (
    <UnstyledButton onClick={onSelect} aria-pressed={selected} data-testid="multisig-wallet">
      <Paper
        withBorder
        radius="lg"
        p="md"
        style={{
          borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
          borderWidth: selected ? 2 : undefined,
        }}
      >
        <Stack gap={4}>
          <Text fw={700} truncate>
            {wallet.name}
          </Text>
          <Badge variant="light" radius="sm" style={{ textTransform: 'none', alignSelf: 'flex-start' }}>
            {t('wallets.threshold', { min: wallet.minSignatures, total: wallet.signingAddresses.length })}
          </Badge>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** The custody summary: wallets, withdrawals waiting, and the total per coin across wallets. */
function CustodySummary() {
  const { t } = useTranslation('multisig');
  const info = useMpcInfo();
  if (!info.data || info.data.walletCount === 0) return null;
  const totals = info.data.balances.map((b) => `${formatAmount(b.total)} ${b.coin}`).join(' · ');
  return (
    <Text size="sm" c="dimmed" data-testid="multisig-summary">
      {t('summary.line', { wallets: info.data.walletCount, pending: info.data.pendingWithdrawals })}
      {totals && ` · ${totals}`}
    </Text>
  );
}

/** Adds a wallet in a dialog; the new one is then selected. */
export function useAddWalletDialog(onCreated: (wallet: MultisigWalletView) => void) {
  const { t } = useTranslation('multisig');
  const [opened, setOpened] = useState(false);
  const button = (
    <Button onClick={() => setOpened(true)} data-testid="multisig-add-wallet">
      {t('wallets.add')}
    </Button>
  );
  const dialog = (
    <Modal opened={opened} onClose={() => setOpened(false)} title={t('walletForm.title')} centered size="lg">
      <AddWalletForm
        onCancel={() => setOpened(false)}
        onCreated={(wallet) => {
          setOpened(false);
          void notifySuccess(t('walletForm.created', { name: wallet.name }));
          onCreated(wallet);
        }}
      />
    </Modal>
  );
  return { button, dialog };
}

/**
 * /assets/multisig: the caller's multisig wallets (users on the base host, merchants on the
 * merchant host: the client picks by role), the selected one's detail, and adding one.
 */
export function MultisigScreen() {
  const { t } = useTranslation('multisig');
  const wallets = useWallets();
  const [params, setParams] = useSearchParams();
  const select = (id: number | null) =>
    setParams(id === null ? {} : { wallet: String(id) }, { replace: true, preventScrollReset: true });
  if (wallets.isError) return <Alert color="red">{t('wallets.failed')}</Alert>;
  if (!wallets.data) return <Skeleton h={120} radius="lg" />;
  if (wallets.data.length === 0)
    return (
      <Paper withBorder radius="lg" p="xl" data-testid="multisig-empty">
        <Stack gap="sm" align="flex-start">
          <Text fw={700}>{t('wallets.emptyTitle')}</Text>
          <Text size="sm" c="dimmed" maw={560}>
            {t('wallets.emptyBody')}
          </Text>
        </Stack>
      </Paper>
    );
  const wanted = Number(params.get('wallet'));
  const selected = wallets.data.find((w) => w.id === wanted) ?? wallets.data[0];
  return (
    <Stack gap="lg">
      <CustodySummary />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="multisig-wallets">
        {wallets.data.map((w) => (
          <WalletCard key={w.id} wallet={w} selected={w.id === selected?.id} onSelect={() => select(w.id)} />
        ))}
      </SimpleGrid>
      {selected && <WalletDetail key={selected.id} wallet={selected} onDeleted={() => select(null)} />}
    </Stack>
  );
}
