import { acceptorPairStatus, walletType } from '@coffer/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { acceptorConfigs, otcPairs, users } from '../db/schema';
import { systemAccount, userAccount, type WalletType } from '../ledger/accounts';
import { createLedger } from '../ledger/ledger';
import { demoAccounts } from './demo-accounts';

const demoAcceptorUid = '10000004';
const w = walletType.members;

/**
 * What the demo acceptor adds to its opening balances (demo-money.ts) to stock its desk, from the
 * house's custody like the market maker's inventory: coins on spot, USD on the fiat wallet (where
 * OTC settles currencies).
 */
const inventory: [coin: string, wallet: WalletType, amount: string][] = [
  ['BTC', w.spot, '8'],
  ['ETH', w.spot, '150'],
  ['USDT', w.spot, '450000'],
  ['USD', w.fiat, '300000'],
];

/** Its desk: each pair's quantity ranges (base coin) and deviations (percent), users' side. */
const desk = [
  {
    symbol: 'BTC/USDT',
    buy: ['0.001', '5'],
    sell: ['0.001', '5'],
    buyDeviation: '0.8',
    sellDeviation: '0.6',
  },
  {
    symbol: 'ETH/USDT',
    buy: ['0.01', '100'],
    sell: ['0.01', '100'],
    buyDeviation: '0.9',
    sellDeviation: '0.7',
  },
  {
    symbol: 'USDT/USD',
    buy: ['10', '200000'],
    sell: ['10', '200000'],
    buyDeviation: '0.2',
    sellDeviation: '0.2',
  },
] as const;

/**
 * The demo acceptor's inventory and pair desk, so OTC works on a fresh demo. Safe to run on every
 * start: the transfer ids and the one-config-per-pair rule make a second run a no-op.
 */
export async function seedDemoAcceptor(tx: Db, now: Date) {
  if (!demoAccounts.some((a) => a.uid === demoAcceptorUid)) return;
  const [acceptor] = await tx.select({ id: users.id }).from(users).where(eq(users.uid, demoAcceptorUid));
  if (!acceptor) return;
  const ledger = createLedger(tx).withTx(tx);
  for (const [coin, wallet, amount] of inventory)
    await ledger.transfer({
      id: `seed:otcAcceptor:${coin}`,
      debit: systemAccount('custody', coin),
      credit: userAccount(acceptor.id, coin, wallet),
      asset: coin,
      amount,
      reason: 'adjustment',
    });
  const pairs = await tx
    .select()
    .from(otcPairs)
    .where(
      inArray(
        otcPairs.symbol,
        desk.map((d) => d.symbol),
      ),
    );
  for (const d of desk) {
    const pair = pairs.find((p) => p.symbol === d.symbol);
    if (!pair) continue;
    await tx
      .insert(acceptorConfigs)
      .values({
        acceptorId: acceptor.id,
        pairId: pair.id,
        buyMinQuantity: d.buy[0],
        buyMaxQuantity: d.buy[1],
        sellMinQuantity: d.sell[0],
        sellMaxQuantity: d.sell[1],
        buyDeviation: d.buyDeviation,
        sellDeviation: d.sellDeviation,
        status: acceptorPairStatus.members.enabled,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
}
