import { depositStatus } from '@coffer/contract';
import { toWire } from '../../lib/money';
import type { DepositRow } from './deposits.repo';

const s = depositStatus.members;

/** A deposit as the API and the live stream show it. */
export const depositView = (d: DepositRow) => ({
  id: d.id,
  coin: d.coin,
  network: d.network,
  address: d.address,
  txId: d.txId,
  amount: toWire(d.amount),
  confirmations: Math.min(d.confirmations, d.requiredConfirmations),
  requiredConfirmations: d.requiredConfirmations,
  status: d.status as (typeof s)[keyof typeof s],
  createdAt: d.createdAt.toISOString(),
  creditedAt: d.creditedAt?.toISOString() ?? null,
});

/** The ledger transfer id of a deposit: derived from the chain transaction, so it credits once. */
export const depositTransferId = (network: string, txId: string) =>
  `deposit:${network}:${txId}`.slice(0, 128);
