import '@mantine/core/styles/Badge.css';
import type { MultisigWalletView } from '@coffer/contract/multisig';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CopyValue } from '../../../components/copy-value';
import { AlertIcon } from '../../../components/icons';
import { FormActions } from '../../../domain/forms/form-actions';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { isOpenWithdrawal, useDeleteWallet, useLatestWithdrawal, useLinkage } from '../api/multisig';
import { problemText } from '../model/problem';
import { DepositList } from './deposit-list';
import { ProposeForm } from './propose-form';
import { WalletCoins } from './wallet-coins';
import { LatestWithdrawal, WithdrawalList } from './withdrawal-list';

/** Deletes the wallet after asking; the server refuses one with funds or an open withdrawal. */
function DeleteWallet({ wallet, onDeleted }: { wallet: MultisigWalletView; onDeleted: () => void }) {
  const { t } = useTranslation('multisig');
  const remove = useDeleteWallet();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setAsking(false);
    setProblem(null);
  };
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        onClick={() => setAsking(true)}
        data-testid="multisig-delete"
      >
        {t('detail.delete')}
      </Button>
      <Modal opened={asking} onClose={close} title={t('detail.deleteTitle')} centered>
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            setProblem(null);
            try {
              await remove.mutateAsync(wallet.id);
              close();
              void notifySuccess(t('detail.deleted', { name: wallet.name }));
              onDeleted();
            } catch (error) {
              setProblem(problemText(error));
            }
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('detail.deleteBody', { name: wallet.name })}</Text>
            {problem && (
              <Alert color="red" icon={<AlertIcon />}>
                {problem}
              </Alert>
            )}
            <FormActions
              cancelLabel={t('actions.cancel')}
              onCancel={close}
              submitLabel={t('detail.delete')}
              submitting={remove.isPending}
              submitTestId="multisig-delete-confirm"
              danger
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/**
 * One wallet: its owners and minimum, then its coins (balances, deposit addresses, add coin), the
 * withdrawal proposal and its signing records, and its deposits.
 */
export function WalletDetail({ wallet, onDeleted }: { wallet: MultisigWalletView; onDeleted: () => void }) {
  const { t } = useTranslation('multisig');
  const latest = useLatestWithdrawal(wallet.id).data;
  const open = latest && isOpenWithdrawal(latest.status) ? latest : undefined;
  const coins = [...new Set(useLinkage(wallet.id).data?.map((l) => l.coin))];
  const [tab, setTab] = useState<string | null>('coins');
  return (
    <Stack gap="md" data-testid="multisig-wallet-detail">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs">
              <Title order={2} fz="lg" data-testid="multisig-detail-name">
                {wallet.name}
              </Title>
              <Badge
                variant="light"
                radius="sm"
                style={{ textTransform: 'none' }}
                data-testid="multisig-detail-threshold"
              >
                {t('wallets.threshold', { min: wallet.minSignatures, total: wallet.signingAddresses.length })}
              </Badge>
            </Group>
            <DeleteWallet wallet={wallet} onDeleted={onDeleted} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('detail.owners')}
          </Text>
          <Stack gap={4}>
            {wallet.signingAddresses.map((address) => (
              <CopyValue
                key={address}
                value={address}
                size="xs"
                label={t('detail.owner')}
                testId="multisig-detail-owner"
              />
            ))}
          </Stack>
          <Text size="xs" c="dimmed">
            {t('detail.nextNonce', { nonce: wallet.nextNonce })}
          </Text>
        </Stack>
      </Paper>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="coins" data-testid="multisig-tab-coins">
            {t('detail.tabCoins')}
          </Tabs.Tab>
          <Tabs.Tab
            value="withdraw"
            data-testid="multisig-tab-withdraw"
            rightSection={
              open && (
                <Badge size="xs" circle color="orange" aria-label={t('detail.openWithdrawal')}>
                  1
                </Badge>
              )
            }
          >
            {t('detail.tabWithdraw')}
          </Tabs.Tab>
          <Tabs.Tab value="deposits" data-testid="multisig-tab-deposits">
            {t('detail.tabDeposits')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="coins" pt="md">
          <WalletCoins walletId={wallet.id} />
        </Tabs.Panel>
        <Tabs.Panel value="withdraw" pt="md">
          <Stack gap="lg">
            <ProposeForm
              walletId={wallet.id}
              open={open}
              onProposed={() => void notifySuccess(t('propose.done'))}
            />
            <Title order={3} fz="md">
              {t('history.latest')}
            </Title>
            <LatestWithdrawal walletId={wallet.id} owners={wallet.signingAddresses} />
            <WithdrawalList walletId={wallet.id} coins={coins} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="deposits" pt="md">
          <DepositList walletId={wallet.id} coins={coins} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
