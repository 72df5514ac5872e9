import type { ChainAdapter } from '../../adapters/chain/chain';
import { systemAccount } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { Dec } from '../../lib/money';

export interface SweepDepositsDeps {
  chain: Pick<ChainAdapter, 'sweep' | 'sweepBooked'>;
  ledger: Pick<Ledger, 'transfer'>;
  now: () => Date;
}

/** The ledger transfer of a sweep's network cost: one per sweep, whoever books it and how often. */
export const sweepGasTransferId = (sweepId: string) => `sweep-gas:${sweepId}`.slice(0, 128);

/**
 * Has the chain move what deposit addresses received to its hot wallet, and books what each ended
 * sweep cost in gas: the platform's network costs pay it out of what custody holds on chain. The
 * amounts swept need no entry (custody holds them before and after). Does nothing on a chain that
 * holds no deposit keys (the sandbox).
 */
export async function sweepDeposits(deps: SweepDepositsDeps): Promise<{ swept: number }> {
  if (!deps.chain.sweep) return { swept: 0 };
  const at = deps.now();
  const costs = await deps.chain.sweep(at);
  for (const cost of costs) {
    if (new Dec(cost.amount).gt(0))
      await deps.ledger.transfer({
        id: sweepGasTransferId(cost.id),
        debit: systemAccount('networkFees', cost.coin, cost.network),
        credit: systemAccount('custody', cost.coin, cost.network),
        asset: cost.coin,
        amount: cost.amount,
        reason: 'fee',
      });
    await deps.chain.sweepBooked?.(cost.id, at);
  }
  return { swept: costs.length };
}
