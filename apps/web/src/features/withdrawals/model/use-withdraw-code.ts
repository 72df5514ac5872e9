import { errors } from '@coffer/contract/common';
import { useState } from 'react';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { useCancelWithdrawal, useConfirmWithdrawal } from '../api/withdrawals';
import type { AppliedWithdrawal } from './applied-withdrawal';

/**
 * The state of the code step: the code typed, its problem, which action is running, and the
 * confirmed withdrawal once done; confirming checks the 6 digits first, a refusal clears the code.
 */
export function useWithdrawCode(withdrawal: AppliedWithdrawal | null, onClose: () => void) {
  const { t } = useTranslation('withdrawals');
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

  return { code, setCode, error, setError, busy, done, close, confirm, revoke };
}

export type WithdrawCodeState = ReturnType<typeof useWithdrawCode>;
