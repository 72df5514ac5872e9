import type { MultisigWithdrawal } from '@coffer/contract/multisig';
import { Alert, Group, Paper, Progress, Skeleton, Stack, Table, Text } from '@mantine/core';
import { CopyValue } from '../../../components/copy-value';
import { formatAmount } from '../../../domain/money/format-amount';
import { StatusBadge } from '../../../domain/money/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { useCoinDecimals, useWithdrawals } from '../api/multisig';
import { isSignable, withdrawalStatusView } from '../model/status';
import { SignaturePanel } from './signature-panel';

/** Who signed, when, and the signature itself (the signing records). */
function SigningRecords({ w }: { w: MultisigWithdrawal }) {
  const { t, i18n } = useTranslation('multisig');
  if (w.signatures.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('records.none')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={6} data-testid="multisig-signing-records">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('records.signer')}</Table.Th>
            <Table.Th>{t('records.signedAt')}</Table.Th>
            <Table.Th>{t('records.signature')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {w.signatures.map((sig) => (
            <Table.Tr key={sig.signer} data-testid="multisig-signing-record">
              <Table.Td>
                <Text ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
                  {sig.signer}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(sig.signedAt, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <CopyValue value={sig.signature} short size="xs" label={t('records.signature')} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One proposal: what leaves and where, its status, its signatures so far and, while open, the way to sign. */
function WithdrawalCard({ w, owners }: { w: MultisigWithdrawal; owners: string[] }) {
  const { t, i18n } = useTranslation('multisig');
  const decimals = useCoinDecimals()(w.coin);
  const view = withdrawalStatusView(w.status);
  const signed = Math.min(w.signatures.length, w.minSignatures);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="multisig-withdrawal" data-nonce={w.nonce}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={700}>{t('withdrawals.nonce', { nonce: w.nonce })}</Text>
            <StatusBadge color={view.color} testId="multisig-withdrawal-status">
              {t(view.key)}
            </StatusBadge>
            {w.failure && (
              <Text size="xs" c="red" data-testid="multisig-withdrawal-failure">
                {t(`failure.${w.failure}`)}
              </Text>
            )}
          </Group>
          <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatAmount(w.amount, { decimals, style: 'limit' })} {w.coin}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('withdrawals.summary', {
            network: w.network,
            fee: formatAmount(w.fee, { decimals, style: 'limit' }),
            coin: w.coin,
            created: formatDateTime(w.createdAt, i18n.language),
            expires: formatDateTime(w.expiresAt, i18n.language),
          })}
        </Text>
        <Text ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
          → {w.address}
        </Text>
        <Stack gap={4}>
          <Text size="sm" data-testid="multisig-signature-count">
            {t('withdrawals.signatures', { signed: w.signatures.length, min: w.minSignatures })}
          </Text>
          <Progress value={(signed / w.minSignatures) * 100} size="sm" radius="xl" />
        </Stack>
        {w.txId && (
          <CopyValue value={w.txId} caption={t('withdrawals.txId')} testId="multisig-withdrawal-tx" />
        )}
        <SigningRecords w={w} />
        {isSignable(w) && <SignaturePanel withdrawal={w} owners={owners} />}
      </Stack>
    </Paper>
  );
}

/** The wallet's withdrawals, newest first, each with its signing records; the open one takes signatures. */
export function WithdrawalList({ walletId, owners }: { walletId: number; owners: string[] }) {
  const { t } = useTranslation('multisig');
  const list = useWithdrawals(walletId);
  if (list.isError) return <Alert color="red">{t('withdrawals.failed')}</Alert>;
  if (!list.data) return <Skeleton h={160} radius="lg" />;
  if (list.data.items.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="multisig-no-withdrawals">
        {t('withdrawals.none')}
      </Text>
    );
  return (
    <Stack gap="md" data-testid="multisig-withdrawals">
      {list.data.items.map((w) => (
        <WithdrawalCard key={w.id} w={w} owners={owners} />
      ))}
    </Stack>
  );
}
