import type { Db } from '../db/client';
import { systemAccount } from '../ledger/accounts';
import { createLedger } from '../ledger/ledger';

/**
 * The market maker's opening inventory, so convert works on a fresh demo: moved from custody (the
 * network it would sit on) like any platform money, never written as a balance. A quote that would
 * pay out more than what is left of a coin is refused.
 */
const inventory: [coin: string, network: string, amount: string][] = [
  ['BTC', 'BTC', '50'],
  ['ETH', 'ERC20', '800'],
  ['USDT', 'TRC20', '3000000'],
  ['USDC', 'ERC20', '1000000'],
  ['TRX', 'TRC20', '10000000'],
  ['USD', '', '1000000'],
];

export async function seedMarketMaker(tx: Db) {
  const ledger = createLedger(tx).withTx(tx);
  for (const [coin, network, amount] of inventory)
    await ledger.transfer({
      id: `seed:marketMaker:${coin}`,
      debit: systemAccount('custody', coin, network),
      credit: systemAccount('marketMaker', coin),
      asset: coin,
      amount,
      reason: 'adjustment',
    });
}
