import { multisigTypedData } from '@coffer/contract';
import type { multisigSignatures } from '../../db/schema';
import type { BatchItem } from '../../ledger/ledger';
import { Dec, toWire } from '../../lib/money';
import { reservationIds, unixSeconds } from './multisig.fns';
import type { MultisigDepositRow, MultisigWithdrawalRow, WalletRow } from './multisig.repo';

type SignatureRow = typeof multisigSignatures.$inferSelect;

export const walletView = (w: WalletRow, owners: { walletId: number; address: string }[]) => ({
  id: w.id,
  name: w.name,
  minSignatures: w.minSignatures,
  signingAddresses: owners.filter((o) => o.walletId === w.id).map((o) => o.address),
  nextNonce: w.nextNonce,
  createdAt: w.createdAt.toISOString(),
});

/** The message every owner signs: from the stored row, so what is verified is what was proposed. */
export const withdrawalMessage = (w: MultisigWithdrawalRow) => ({
  wallet: w.walletId,
  nonce: w.nonce,
  coin: w.coin,
  network: w.network,
  to: w.address,
  amount: toWire(w.amount),
  expiry: unixSeconds(w.expiresAt),
});

export const withdrawalView = (
  w: MultisigWithdrawalRow,
  minSignatures: number,
  signatures: SignatureRow[],
) => ({
  id: w.id,
  walletId: w.walletId,
  nonce: w.nonce,
  coin: w.coin,
  network: w.network,
  address: w.address,
  amount: toWire(w.amount),
  fee: toWire(w.fee),
  status: w.status,
  failure: w.failure,
  minSignatures,
  signatures: signatures
    .filter((sig) => sig.withdrawalId === w.id)
    .map((sig) => ({ signer: sig.signer, signature: sig.signature, signedAt: sig.signedAt.toISOString() })),
  typedData: multisigTypedData(withdrawalMessage(w)),
  expiresAt: w.expiresAt.toISOString(),
  txId: w.txId,
  createdAt: w.createdAt.toISOString(),
  completedAt: w.completedAt?.toISOString() ?? null,
});

export const depositView = (d: MultisigDepositRow) => ({
  id: d.id,
  walletId: d.walletId,
  coin: d.coin,
  network: d.network,
  address: d.address,
  txId: d.txId,
  amount: toWire(d.amount),
  confirmations: d.confirmations,
  requiredConfirmations: d.requiredConfirmations,
  credited: d.creditedAt !== null,
  createdAt: d.createdAt.toISOString(),
});

/** The ledger moves that end a proposal: post (it left) or void (it came back), amount and fee. */
export function settle(w: MultisigWithdrawalRow, op: 'post' | 'void'): BatchItem[] {
  const ids = reservationIds(w.id);
  const items: BatchItem[] = [{ op, id: `${ids.amount}:${op}`, pendingId: ids.amount, reason: 'withdrawal' }];
  if (new Dec(w.fee).gt(0))
    items.push({ op, id: `${ids.fee}:${op}`, pendingId: ids.fee, reason: 'withdrawalFee' });
  return items;
}
