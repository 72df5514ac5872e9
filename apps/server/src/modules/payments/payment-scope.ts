/**
 * Which of its merchant's orders a caller sees (spec §3 sub-merchant, §6): the merchant all of
 * them; a sub-merchant (cashier) only those it created, of its last `orderDisplayDays` days.
 */
export interface OrderScope {
  merchantId: number;
  subMerchant?: { id: number; since: Date };
}

const dayMs = 24 * 60 * 60 * 1000;

/** The oldest creation time a sub-merchant with these display days still sees. */
export const displaySince = (now: Date, orderDisplayDays: number): Date =>
  new Date(now.getTime() - orderDisplayDays * dayMs);

/** Whether an order is one the scope sees; anything else answers like a missing order. */
export function inScope(
  order: { merchantId: number; subMerchantId: number | null; createdAt: Date },
  scope: OrderScope,
): boolean {
  if (order.merchantId !== scope.merchantId) return false;
  const sub = scope.subMerchant;
  return !sub || (order.subMerchantId === sub.id && order.createdAt.getTime() >= sub.since.getTime());
}
