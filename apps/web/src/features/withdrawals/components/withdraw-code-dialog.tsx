import { withdrawalStatus } from '@coffer/contract/withdrawals';
import { Alert, Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import type { AppliedWithdrawal } from '../model/applied-withdrawal';
import { useWithdrawCode, type WithdrawCodeState } from '../model/use-withdraw-code';

/** The prompt, the destination, the six digit boxes, and revoke or confirm. */
function CodeEntry({
  state,
  withdrawal,
  sentTo,
  amount,
}: {
  state: WithdrawCodeState;
  withdrawal: AppliedWithdrawal | null;
  sentTo: string | null;
  amount: string;
}) {
  const { t } = useTranslation('withdrawals');
  return (
    <Stack gap="md">
      <Text size="sm">
        {sentTo
          ? t('withdraw.code.prompt', { to: sentTo, amount })
          : t('withdraw.code.promptNoAddress', { amount })}
      </Text>
      {withdrawal && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {t('withdraw.code.destination', { address: withdrawal.address, network: withdrawal.network })}
        </Text>
      )}
      <Group justify="center">
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          value={state.code}
          onChange={state.setCode}
          onComplete={() => state.setError(null)}
          error={Boolean(state.error)}
          aria-label={t('withdraw.code.label')}
          data-testid="withdraw-code"
          autoFocus
        />
      </Group>
      {state.error && (
        <Alert color="red" icon={<AlertIcon />} p="xs" data-testid="withdraw-code-error">
          {state.error}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {t('withdraw.code.expiry')}
      </Text>
      <Group justify="space-between" gap="sm">
        <Button
          variant="subtle"
          color="red"
          onClick={state.revoke}
          loading={state.busy === 'revoke'}
          disabled={state.busy === 'confirm'}
          data-testid="withdraw-code-revoke"
        >
          {t('withdraw.revoke')}
        </Button>
        <Button
          onClick={state.confirm}
          loading={state.busy === 'confirm'}
          disabled={state.busy === 'revoke'}
          data-testid="withdraw-code-confirm"
        >
          {t('withdraw.code.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The second step of a withdrawal: the 6-digit code sent by e-mail (or SMS). The withdrawal stays
 * reserved and revocable until then; an unconfirmed one is revoked by the server after 30 minutes.
 */
export function WithdrawCodeDialog({
  withdrawal,
  sentTo,
  decimals,
  onClose,
}: {
  withdrawal: AppliedWithdrawal | null;
  /** The masked address the code went to. */
  sentTo: string | null;
  decimals: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('withdrawals');
  const state = useWithdrawCode(withdrawal, onClose);
  const { done, close } = state;
  const amount = withdrawal ? `${formatAmount(withdrawal.amount, { decimals })} ${withdrawal.coin}` : '';
  const underReview = done?.status === withdrawalStatus.members.pendingReview;

  return (
    <Modal
      opened={withdrawal !== null}
      onClose={close}
      title={done ? t('withdraw.code.doneTitle') : t('withdraw.code.title')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-testid="withdraw-code-dialog"
    >
      {done ? (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <CheckIcon size={22} color="var(--mantine-color-teal-6)" />
            <Text size="sm" data-testid="withdraw-done">
              {underReview ? t('withdraw.code.underReview', { amount }) : t('withdraw.code.sent', { amount })}
            </Text>
          </Group>
          <Button onClick={close}>{t('withdraw.code.close')}</Button>
        </Stack>
      ) : (
        <CodeEntry state={state} withdrawal={withdrawal} sentTo={sentTo} amount={amount} />
      )}
    </Modal>
  );
}
