import { accountType, type PaymentApprovalRole } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';

/**
 * Whether the caller may approve (pass or reject) payments or refunds (spec §6 approval roles).
 * Today: the merchant owner (account types 1 and 3) may, anyone else may not. The lead wires the
 * sub-merchant roles in at merge (`merchantAccess.can(userId, role)` from the merchant-core area).
 */
export function canApprove(caller: Caller, _role: PaymentApprovalRole): boolean {
  return (
    caller.accountType === accountType.members.merchant ||
    caller.accountType === accountType.members.subMerchant
  );
}

export function requireApproval(caller: Caller, role: PaymentApprovalRole): void {
  if (!canApprove(caller, role)) throw new AppError('forbidden', 'This needs the approval role.');
}

/**
 * The merchant whose orders the caller works on: today the caller itself. The lead replaces it
 * with `merchantOf(userId)` (a sub-merchant works on its merchant's orders) at merge.
 */
export const merchantIdOf = (caller: Caller): number => caller.userId;
