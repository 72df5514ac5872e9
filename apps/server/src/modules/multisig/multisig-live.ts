import type { LiveEvent } from '@coffer/contract';
import { asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { multisigDeposits, multisigWallets, multisigWithdrawals } from '../../db/schema';

export interface MultisigChange {
  key: string;
  at: Date;
  userId: number;
  event: LiveEvent;
}

/**
 * The multisig deposits and withdrawals changed at or after `since` (each at most `limit`), as
 * live events to their wallet's owner: a deposit recorded or credited; a withdrawal proposed,
 * signed, sent, settled or expired. The event only names what changed; the page reads it again.
 */
export async function multisigChangesSince(db: Db, since: Date, limit: number): Promise<MultisigChange[]> {
  const [withdrawals, deposits] = await Promise.all([
    db
      .select({
        id: multisigWithdrawals.id,
        walletId: multisigWithdrawals.walletId,
        status: multisigWithdrawals.status,
        updatedAt: multisigWithdrawals.updatedAt,
        userId: multisigWallets.userId,
      })
      .from(multisigWithdrawals)
      .innerJoin(multisigWallets, eq(multisigWallets.id, multisigWithdrawals.walletId))
      .where(gte(multisigWithdrawals.updatedAt, since))
      .orderBy(asc(multisigWithdrawals.updatedAt))
      .limit(limit),
    db
      .select({
        id: multisigDeposits.id,
        walletId: multisigDeposits.walletId,
        updatedAt: multisigDeposits.updatedAt,
        userId: multisigWallets.userId,
      })
      .from(multisigDeposits)
      .innerJoin(multisigWallets, eq(multisigWallets.id, multisigDeposits.walletId))
      .where(gte(multisigDeposits.updatedAt, since))
      .orderBy(asc(multisigDeposits.updatedAt))
      .limit(limit),
  ]);
  return [
    ...withdrawals.map((w) => ({
      key: `msw${w.id}:${w.updatedAt.getTime()}`,
      at: w.updatedAt,
      userId: w.userId,
      event: {
        event: 'multisig',
        data: { walletId: w.walletId, kind: 'withdrawal', id: w.id, status: w.status },
      } as LiveEvent,
    })),
    ...deposits.map((d) => ({
      key: `msd${d.id}:${d.updatedAt.getTime()}`,
      at: d.updatedAt,
      userId: d.userId,
      event: {
        event: 'multisig',
        data: { walletId: d.walletId, kind: 'deposit', id: d.id, status: null },
      } as LiveEvent,
    })),
  ];
}
