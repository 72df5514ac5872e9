import { depositStatus } from '@coffer/contract/deposits';
import { otcOrderStatus } from '@coffer/contract/otc';
import { withdrawalStatus } from '@coffer/contract/withdrawals';

type Color = 'gray' | 'blue' | 'teal' | 'green' | 'red' | 'orange' | 'yellow' | 'violet';

const d = depositStatus.members;
const w = withdrawalStatus.members;

const depositColors: Record<number, Color> = {
  [d.pendingDeposit]: 'gray',
  [d.confirming]: 'blue',
  [d.credited]: 'green',
  [d.transferredOut]: 'teal',
  [d.completed]: 'green',
  [d.belowMinimumDeposit]: 'orange',
  [d.frozen]: 'red',
  [d.unfrozen]: 'teal',
  [d.lockedOrder]: 'red',
  [d.abnormalOrder]: 'red',
  [d.pendingVerification]: 'yellow',
  [d.confirmed]: 'green',
};

const withdrawalColors: Record<number, Color> = {
  [w.pendingSend]: 'blue',
  [w.pendingMultisig]: 'violet',
  [w.waitingSuperiorApproval]: 'yellow',
  [w.accepted]: 'green',
  [w.pendingReview]: 'yellow',
  [w.processing]: 'blue',
  [w.failed]: 'red',
  [w.reviewRejected]: 'red',
  [w.pendingSignature]: 'violet',
  [w.revoked]: 'gray',
};

/** The i18n key (namespace money, so any feature can show it) and badge colour of a deposit status. */
export function depositStatusView(status: number) {
  const name = depositStatus.keyOf(status) ?? 'unknown';
  return { key: `money:status.deposit.${name}`, color: depositColors[status] ?? 'gray' };
}

/**
 * A withdrawal's status for the user. One applied but not yet confirmed with the e-mailed code is
 * "pending send" to the server; the user needs to read "waiting for your code" instead.
 */
export function withdrawalStatusView(status: number, confirmed: boolean) {
  if (status === w.pendingSend && !confirmed)
    return { key: 'money:status.withdrawal.awaitingCode', color: 'orange' as Color };
  const name = withdrawalStatus.keyOf(status) ?? 'unknown';
  return { key: `money:status.withdrawal.${name}`, color: withdrawalColors[status] ?? 'gray' };
}

export const depositStatuses = Object.values(d);
export const withdrawalStatuses = Object.values(w);

const o = otcOrderStatus.members;
const otcColors: Record<number, Color> = {
  [o.awaitingAcceptor]: 'yellow',
  [o.completed]: 'green',
  [o.declined]: 'red',
  [o.expired]: 'gray',
};

/** An OTC order's status (the user's orders and the acceptor's incoming ones show it alike). */
export function otcOrderStatusView(status: number) {
  const name = otcOrderStatus.keyOf(status) ?? 'unknown';
  return { key: `money:status.otc.${name}`, color: otcColors[status] ?? 'gray' };
}

export const otcOrderStatuses = Object.values(o);
