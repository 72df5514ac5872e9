import { type EndpointInput, errors, type Host } from '@coffer/contract/common';
import { withdrawalsEndpoints } from '@coffer/contract/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { assetsKeys, historyPageSize, invalidateAll } from '../../../domain/money/assets-keys';
import { useMoneyWallet } from '../../../domain/money/money-wallet';
import { call } from '../../../lib/http/client';

export interface WithdrawalFilter {
  coin?: string;
  status?: number;
  page: number;
}

const listInput = (f: WithdrawalFilter, pageSize = historyPageSize) => ({
  coin: f.coin,
  status: f.status,
  ...pageWindow(f.page, pageSize),
});

/** The user's withdrawals, a filtered page at a time. */
export const withdrawalsList = pagedList(assetsKeys.withdrawals, withdrawalsEndpoints.getList, listInput);
export const withdrawalsQueryOptions = withdrawalsList.queryOptions;

/**
 * Codes the withdrawal form shows next to its fields instead of the shell's message: a wrong fund
 * PIN or code (50002, which the shell would turn into a sign-in security check), the limits, the
 * address and the balance, identity and fund PIN problems.
 */
export const withdrawFormCodes = [
  errors.securityVerificationFailed.code,
  errors.belowSingleMinimum.code,
  errors.aboveSingleMaximum.code,
  errors.dailyWithdrawalLimitExceeded.code,
  errors.wrongWithdrawalAddress.code,
  errors.insufficientBalance.code,
  errors.merchantBalanceInsufficient.code,
  errors.kycNotCertified.code,
  errors.forbidden.code,
  errors.invalidInput.code,
  errors.currencyWithdrawalClosed.code,
] as const;

export type ApplyWithdrawalInput = EndpointInput<typeof withdrawalsEndpoints.apply>;

export const applyWithdrawal = (input: ApplyWithdrawalInput, host: Host = 'base') =>
  call(withdrawalsEndpoints.apply, input, { notify: false, handle: withdrawFormCodes, host });

export const confirmWithdrawal = (input: { rid: string; code: string }, host: Host = 'base') =>
  call(withdrawalsEndpoints.confirm, input, {
    notify: false,
    handle: [errors.securityVerificationFailed.code, errors.orderStatusInvalid.code],
    host,
  });

export const cancelWithdrawal = (rid: string, host: Host = 'base') =>
  call(withdrawalsEndpoints.cancel, { rid }, { host });

/** What a withdrawal moves: its list, the balances, their value and the fund records. */
const withdrawalTouched = [
  assetsKeys.withdrawals,
  assetsKeys.balances,
  assetsKeys.valuation,
  assetsKeys.records,
] as const;

/** Applying reserves the amount: the balances, their value and the list change. */
export function useApplyWithdrawal() {
  const qc = useQueryClient();
  const { host } = useMoneyWallet();
  return useMutation({
    mutationFn: (input: ApplyWithdrawalInput) => applyWithdrawal(input, host),
    onSuccess: () => invalidateAll(qc, [assetsKeys.balances, assetsKeys.valuation, assetsKeys.withdrawals]),
  });
}

export function useConfirmWithdrawal() {
  const qc = useQueryClient();
  const { host } = useMoneyWallet();
  return useMutation({
    mutationFn: (input: { rid: string; code: string }) => confirmWithdrawal(input, host),
    onSuccess: () => invalidateAll(qc, withdrawalTouched),
  });
}

/** Refreshes after a refusal too: the list then shows the truth (already on its way, say). */
export function useCancelWithdrawal() {
  const qc = useQueryClient();
  const { host } = useMoneyWallet();
  return useMutation({
    mutationFn: (rid: string) => cancelWithdrawal(rid, host),
    onSettled: () => invalidateAll(qc, withdrawalTouched),
  });
}
