import type { Db } from '../db/client';
import { systemAccount } from '../ledger/accounts';
import { createLedger } from '../ledger/ledger';

/**
 * The market maker's opening inventory, so convert works on a fresh demo: moved from custody like
 * any platform money, never written as a balance. From custody with no network ('': the house's
 * own holdings), so the per-network custody accounts keep mirroring exactly what users deposited.
 * A quote that would pay out more than what is left of a coin is refused.
 */
const inventory: [coin: string, amount: string][] = [
  ['BTC', '50'],
  ['ETH', '800'],
  ['USDT', '3000000'],
  ['USDC', '1000000'],
  ['TRX', '10000000'],
  ['USD', '1000000'],
];

export async function seedMarketMaker(tx: Db) {
  const ledger = createLedger(tx).withTx(tx);
  for (const [coin, amount] of inventory)
    await ledger.transfer({
      id: `seed:marketMaker:${coin}`,
      debit: systemAccount('custody', coin),
      credit: systemAccount('marketMaker', coin),
      asset: coin,
      amount,
      reason: 'adjustment',
    });
}
