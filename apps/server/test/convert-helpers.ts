import { randomInt } from 'node:crypto';
import { walletType } from '@coffer/contract';
import { count, eq, like } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { convertOrders, ledgerTransfers } from '../src/db/schema';
import { systemAccount, userAccount } from '../src/ledger/accounts';
import { createLedger } from '../src/ledger/ledger';

/** BTC/USDT as the sandbox seeds it for convert and OTC alike: its coins and decimals. */
export const seededBtcUsdt = {
  symbol: 'BTC/USDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  baseDecimals: 8,
  quoteDecimals: 6,
  priceDecimals: 2,
};

/** Gives the market maker inventory the way the demo seed does: from custody, through the ledger. */
export async function stockMarketMaker(db: Db, coin: string, amount: string) {
  await createLedger(db).transfer({
    id: `test-mm:${coin}:${randomInt(1, 2 ** 47)}`,
    debit: systemAccount('custody', coin, 'TEST'),
    credit: systemAccount('marketMaker', coin),
    asset: coin,
    amount,
    reason: 'adjustment',
  });
}

/** Balances convert touches: the user's flash-exchange wallet and the market maker's inventory. */
export const flashBalance = async (db: Db, user: { id: number }, coin: string) =>
  (await createLedger(db).balance(userAccount(user.id, coin, walletType.members.flashExchange))).balance;
export const inventory = async (db: Db, coin: string) =>
  (await createLedger(db).balance(systemAccount('marketMaker', coin))).balance;

export const convertTransfersOf = (db: Db, quoteId: string) =>
  db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.id, `convert:${quoteId}:%`));
export const ordersOf = (db: Db, quoteId: string) =>
  db.select().from(convertOrders).where(eq(convertOrders.quoteId, quoteId));
export const orderCount = async (db: Db) => (await db.select({ n: count() }).from(convertOrders))[0]?.n ?? 0;

/** The user's flash-exchange balance of a coin with its reserved part (limit orders reserve). */
export const flashAccount = async (db: Db, user: { id: number }, coin: string) =>
  createLedger(db).balance(userAccount(user.id, coin, walletType.members.flashExchange));

export const limitTransfersOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.id, `convert-limit:${orderId}:%`));
