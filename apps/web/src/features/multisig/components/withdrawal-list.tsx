import { type MultisigWithdrawal, multisigWithdrawalStatus } from '@coffer/contract/multisig';
import { Alert, Group, Paper, Progress, Skeleton, Stack, Table, Text } from '@mantine/core';
import { CopyValue } from '../../../components/copy-value';
import {
  csvField,
  field,
  type HistoryField,
  textField,
  useMoneyFields,
} from '../../../domain/history/fields';
import { ChoiceFilter, DateRangeFilter, memberChoices, StatusFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { StatusBadge } from '../../../domain/money/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import {
  useCoinDecimals,
  useLatestWithdrawal,
  type WithdrawalFilter,
  withdrawalHistory,
} from '../api/multisig';
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

/** The wallet's newest withdrawal as a card: its signing records and, while open, the way to sign. */
export function LatestWithdrawal({ walletId, owners }: { walletId: number; owners: string[] }) {
  const { t } = useTranslation('multisig');
  const latest = useLatestWithdrawal(walletId);
  if (latest.isError) return <Alert color="red">{t('withdrawals.failed')}</Alert>;
  if (latest.data === undefined) return <Skeleton h={160} radius="lg" />;
  if (latest.data === null)
    return (
      <Text size="sm" c="dimmed" data-testid="multisig-no-withdrawals">
        {t('withdrawals.none')}
      </Text>
    );
  return <WithdrawalCard w={latest.data} owners={owners} />;
}

const signersText = (w: MultisigWithdrawal) =>
  w.signatures.map((sig) => `${sig.signer} ${sig.signedAt} ${sig.signature}`).join('; ');

function useWithdrawalFields(): HistoryField<MultisigWithdrawal>[] {
  const { t, i18n } = useTranslation(['multisig', 'money']);
  const fields = useMoneyFields();
  const decimalsOf = useCoinDecimals();
  const statusText = (w: MultisigWithdrawal) => {
    const words = t(`multisig:${withdrawalStatusView(w.status).key}`);
    return w.failure ? `${words} · ${t(`multisig:failure.${w.failure}`)}` : words;
  };
  return [
    fields.time(),
    textField('nonce', t('multisig:history.nonce'), (w) => `#${w.nonce}`, { nowrap: true }),
    fields.coinNetwork(),
    fields.amount((coin) => decimalsOf(coin) ?? 8),
    fields.fee((coin) => decimalsOf(coin) ?? 8),
    fields.status(
      (w) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge color={withdrawalStatusView(w.status).color}>
            {t(`multisig:${withdrawalStatusView(w.status).key}`)}
          </StatusBadge>
          {w.failure && (
            <Text size="xs" c="dimmed">
              {t(`multisig:failure.${w.failure}`)}
            </Text>
          )}
        </Stack>
      ),
      statusText,
    ),
    field(
      {
        key: 'signatures',
        header: t('multisig:history.signatures'),
        hideOnPhone: true,
        cell: (w: MultisigWithdrawal) => (
          <Stack gap={2} data-testid="multisig-history-signers">
            <Text size="sm">{`${w.signatures.length}/${w.minSignatures}`}</Text>
            {w.signatures.map((sig) => (
              <Text key={sig.signer} size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {`${sig.signer.slice(0, 6)}…${sig.signer.slice(-4)} · ${formatDateTime(sig.signedAt, i18n.language)}`}
              </Text>
            ))}
          </Stack>
        ),
      },
      (w) => `${w.signatures.length}/${w.minSignatures}`,
    ),
    csvField(t('multisig:history.signers'), signersText),
    fields.address(),
    fields.txId(),
    csvField(t('multisig:history.expiresAt'), (w) => w.expiresAt),
    fields.exportOnly('completedAt'),
    fields.reference((w) => String(w.id)),
  ];
}

/** Every withdrawal of the wallet with who signed and when: filtered by coin, status and days; paged; CSV. */
export function WithdrawalList({ walletId, coins }: { walletId: number; coins: string[] }) {
  const { t } = useTranslation(['multisig', 'money']);
  const texts = useHistoryTexts(t('multisig:records.title'), t('multisig:history.withdrawalsEmpty'));
  const { filter, refine, paging } = useHistoryPaging<WithdrawalFilter, MultisigWithdrawal>(
    withdrawalHistory.source(walletId),
  );
  const decimalsOf = useCoinDecimals();
  return (
    <HistoryPanel
      texts={texts}
      testId="multisig-withdrawals"
      fields={useWithdrawalFields()}
      filters={
        <Group gap="sm" align="flex-end">
          <ChoiceFilter
            label={t('money:history.coin')}
            allLabel={t('money:filters.allCoins')}
            choices={coins.map((coin) => ({ value: coin, label: coin }))}
            value={filter.coin}
            onChange={(coin) => refine({ coin })}
            w={140}
            testId="multisig-withdrawals-coin"
          />
          <StatusFilter
            choices={memberChoices(multisigWithdrawalStatus.members, (status) =>
              t(`multisig:${withdrawalStatusView(status).key}`),
            )}
            value={filter.status}
            onChange={(status) => refine({ status })}
            w={170}
            testId="multisig-withdrawals-status"
          />
          <DateRangeFilter
            from={filter.from}
            to={filter.to}
            onChange={refine}
            testId="multisig-withdrawals"
          />
        </Group>
      }
      {...paging}
      rowKey={(w) => String(w.id)}
      phoneTitle={(w) => ({
        title: `#${w.nonce} · ${w.coin} · ${w.network}`,
        amount: `−${formatAmount(w.amount, { decimals: decimalsOf(w.coin), style: 'limit' })} ${w.coin}`,
      })}
    />
  );
}
