import { withdrawalStatus } from '@coffer/contract/withdrawals';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { type HistoryField, useMoneyFields } from '../../../domain/history/fields';
import { CoinFilter, StatusFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { useCoinDecimals } from '../../../domain/money/coins';
import { withdrawalStatuses, withdrawalStatusView } from '../../../domain/money/status';
import { WithdrawalStatusBadge } from '../../../domain/money/status-badge';
import { confirmDialog } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useCancelWithdrawal, type WithdrawalFilter, withdrawalsList } from '../api/withdrawals';
import type { AppliedWithdrawal } from '../model/applied-withdrawal';

type Withdrawal = AppliedWithdrawal & {
  cancellable: boolean;
  txId: string | null;
  createdAt: string;
  completedAt: string | null;
};

/** The user's withdrawals, live, with "enter code" for unconfirmed ones and revoke while allowed. */
export function WithdrawalHistory({ onEnterCode }: { onEnterCode: (w: Withdrawal) => void }) {
  const { t } = useTranslation(['withdrawals', 'money']);
  const texts = useHistoryTexts(t('withdraw.history'), t('withdraw.empty'));
  const money = useMoneyFields();
  const { coins, decimalsOf, formatIn } = useCoinDecimals();
  const { filter, refine, paging } = useHistoryPaging<WithdrawalFilter, Withdrawal>(withdrawalsList);
  const amountOf = (r: Withdrawal) => `${formatIn(r.amount, r.coin)} ${r.coin}`;

  const { revoking, revoke } = useRevoke(amountOf);
  const actions = (r: Withdrawal) => (
    <WithdrawalActions row={r} revoking={revoking === r.rid} onRevoke={revoke} onEnterCode={onEnterCode} />
  );

  const fields: HistoryField<Withdrawal>[] = [
    money.time(),
    money.coinNetwork(),
    money.amount(decimalsOf),
    money.fee(decimalsOf),
    money.address(),
    money.status(
      (r) => <WithdrawalStatusBadge status={r.status} confirmed={r.confirmed} />,
      (r) => t(withdrawalStatusView(r.status, r.confirmed).key),
    ),
    money.txId(),
    { column: { key: 'actions', header: t('money:history.actions'), align: 'right', cell: actions } },
    money.exportOnly('completedAt'),
    money.reference((r) => r.rid),
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="withdrawals"
      fields={fields}
      filters={<WithdrawalFilters coins={coins} filter={filter} onChange={refine} />}
      {...paging}
      rowKey={(r) => r.rid}
      phoneTitle={(r) => ({ title: `${r.coin} · ${r.network}`, amount: `−${formatIn(r.amount, r.coin)}` })}
    />
  );
}

/** Revoking a withdrawal after the user confirms; `revoking` is the one on its way (its button spins). */
function useRevoke(amountOf: (r: Withdrawal) => string) {
  const { t } = useTranslation('withdrawals');
  const cancelWithdrawal = useCancelWithdrawal().mutateAsync;
  const [revoking, setRevoking] = useState<string | null>(null);
  const revoke = (r: Withdrawal) =>
    void confirmDialog({
      title: t('withdraw.revokeTitle'),
      body: t('withdraw.revokeBody', { amount: amountOf(r), address: r.address }),
      confirmLabel: t('withdraw.revoke'),
      cancelLabel: t('withdraw.keep'),
      onConfirm: async () => {
        setRevoking(r.rid);
        try {
          await cancelWithdrawal(r.rid);
        } catch {
          // The wrapper said why (already on its way, say); the list shows the truth after refresh.
        } finally {
          setRevoking(null);
        }
      },
    });
  return { revoking, revoke };
}

/** A row's actions: "enter code" while it waits for its e-mailed code, revoke while allowed. */
function WithdrawalActions({
  row,
  revoking,
  onRevoke,
  onEnterCode,
}: {
  row: Withdrawal;
  revoking: boolean;
  onRevoke: (row: Withdrawal) => void;
  onEnterCode: (row: Withdrawal) => void;
}) {
  const { t } = useTranslation('withdrawals');
  const awaitingCode = row.status === withdrawalStatus.members.pendingSend && !row.confirmed;
  if (!row.cancellable && !awaitingCode) return <Text size="sm">--</Text>;
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {awaitingCode && (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => onEnterCode(row)}
          data-testid="withdrawal-enter-code"
        >
          {t('withdraw.enterCode')}
        </Button>
      )}
      {row.cancellable && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          loading={revoking}
          onClick={() => onRevoke(row)}
          data-testid="withdrawal-revoke"
        >
          {t('withdraw.revoke')}
        </Button>
      )}
    </Group>
  );
}

/** The list's filters: coin and status. */
function WithdrawalFilters({
  coins,
  filter,
  onChange,
}: {
  coins: { coin: string; name: string; isFiat?: boolean }[];
  filter: WithdrawalFilter;
  onChange: (change: Partial<WithdrawalFilter>) => void;
}) {
  const { t } = useTranslation(['withdrawals', 'money']);
  return (
    <Group gap="sm" align="flex-end">
      <CoinFilter
        coins={coins.filter((c) => !c.isFiat)}
        value={filter.coin}
        onChange={(coin) => onChange({ coin })}
      />
      <StatusFilter
        choices={withdrawalStatuses.map((s) => ({ value: s, label: t(withdrawalStatusView(s, true).key) }))}
        value={filter.status}
        onChange={(status) => onChange({ status })}
        w={210}
      />
    </Group>
  );
}
