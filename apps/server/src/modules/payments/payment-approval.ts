import type { PaymentApprovalRole } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import type { MerchantAccess } from '../merchant/merchant.module';
import { displaySince, type OrderScope } from './payment-scope';

/** What the payment-order calls ask about their caller, through the merchant module. */
export interface AccessDeps {
  access: MerchantAccess;
  now: () => Date;
}

/**
 * The orders the caller works on: its merchant's (a live sub-merchant works on its merchant's,
 * only its own of its display days). 403 "Merchant role has no access." for anyone else; 40003
 * for a sub-merchant whose merchant is suspended.
 */
export async function orderScopeOf(deps: AccessDeps, caller: Caller): Promise<OrderScope> {
  const merchantId = await deps.access.requireMerchantOf(caller.userId);
  if (merchantId === caller.userId) return { merchantId };
  const sub = await deps.access.subMerchantScope(caller.userId);
  if (!sub) throw new AppError('forbidden', 'Merchant role has no access.');
  return {
    merchantId,
    subMerchant: { id: caller.userId, since: displaySince(deps.now(), sub.orderDisplayDays) },
  };
}

const roleMessages: Record<PaymentApprovalRole, string> = {
  approvePayment: 'Passing or rejecting payment orders needs the payment approval role.',
  approveRefund: 'Refunds need the refund approval role.',
};

/**
 * The caller's order scope, once it holds the approval role (spec §6): the merchant always does,
 * a sub-merchant only when given it; 403 otherwise.
 */
export async function requireApproval(
  deps: AccessDeps,
  caller: Caller,
  role: PaymentApprovalRole,
): Promise<OrderScope> {
  const scope = await orderScopeOf(deps, caller);
  if (!(await deps.access.can(caller.userId, role))) throw new AppError('forbidden', roleMessages[role]);
  return scope;
}
