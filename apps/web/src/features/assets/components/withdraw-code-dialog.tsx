import { errors } from '@coffer/contract/common';
import { withdrawalStatus } from '@coffer/contract/withdrawals';
import { Alert, Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { formatAmount } from '../../../domain/money/format-amount';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useCancelWithdrawal, useConfirmWithdrawal } from '../api/withdrawals';
import type { AppliedWithdrawal } from './withdraw-form';

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
  const { t } = useTranslation('assets');
  const confirmWithdrawal = useConfirmWithdrawal().mutateAsync;
  const cancelWithdrawal = useCancelWithdrawal().mutateAsync;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'confirm' | 'revoke' | null>(null);
  const [done, setDone] = useState<AppliedWithdrawal | null>(null);

  const close = () => {
    setCode('');
    setError(null);
    setDone(null);
    onClose();
  };

  const confirm = async () => {
    if (!withdrawal) return;
    if (!/^\d{6}$/.test(code)) {
      setError(t('withdraw.code.sixDigits'));
      return;
    }
    setBusy('confirm');
    setError(null);
    try {
      setDone(await confirmWithdrawal({ rid: withdrawal.rid, code }));
    } catch (e) {
      if (!isApiError(e)) throw e;
      setCode('');
      if (e.code === errors.securityVerificationFailed.code) setError(t('withdraw.code.wrong'));
      else if (e.code === errors.orderStatusInvalid.code) setError(t('withdraw.code.gone'));
      else setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const revoke = async () => {
    if (!withdrawal) return;
    setBusy('revoke');
    try {
      await cancelWithdrawal(withdrawal.rid);
      close();
    } catch {
      // The wrapper showed why; the dialog stays so the user can still confirm.
    } finally {
      setBusy(null);
    }
  };

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
              value={code}
              onChange={setCode}
              onComplete={() => setError(null)}
              error={Boolean(error)}
              aria-label={t('withdraw.code.label')}
              data-testid="withdraw-code"
              autoFocus
            />
          </Group>
          {error && (
            <Alert color="red" icon={<AlertIcon />} p="xs" data-testid="withdraw-code-error">
              {error}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {t('withdraw.code.expiry')}
          </Text>
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              color="red"
              onClick={revoke}
              loading={busy === 'revoke'}
              disabled={busy === 'confirm'}
              data-testid="withdraw-code-revoke"
            >
              {t('withdraw.revoke')}
            </Button>
            <Button
              onClick={confirm}
              loading={busy === 'confirm'}
              disabled={busy === 'revoke'}
              data-testid="withdraw-code-confirm"
            >
              {t('withdraw.code.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
