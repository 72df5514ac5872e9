import { type MultisigWithdrawalStatus, multisigWithdrawalStatus } from '@coffer/contract/multisig';

const s = multisigWithdrawalStatus.members;
const colors: Record<MultisigWithdrawalStatus, string> = {
  [s.pendingSignature]: 'violet',
  [s.signing]: 'yellow',
  [s.onChain]: 'blue',
  [s.success]: 'green',
  [s.failed]: 'red',
};

/** The words (multisig namespace) and colour of a withdrawal's status (spec §4). */
export function withdrawalStatusView(status: MultisigWithdrawalStatus) {
  return {
    key: `status.${multisigWithdrawalStatus.keyOf(status) ?? 'unknown'}`,
    color: colors[status] ?? 'gray',
  };
}

/** Whether owners may still sign: collecting signatures and not past its expiry. */
export const isSignable = (w: { status: MultisigWithdrawalStatus; expiresAt: string }, now = Date.now()) =>
  (w.status === s.pendingSignature || w.status === s.signing) && Date.parse(w.expiresAt) > now;
