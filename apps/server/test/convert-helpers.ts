import { randomInt } from 'node:crypto';
import { endpoints, walletType } from '@coffer/contract';
import { count, eq, like } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { convertOrders, ledgerTransfers } from '../src/db/schema';
import { systemAccount, userAccount } from '../src/ledger/accounts';
import { createLedger } from '../src/ledger/ledger';
import { authFor } from './builders';
import type { TestApp } from './harness';

type User = { id: number; uid: string; accountType: number };

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

/** Quote and execute as a user, through the real routes. */
export function convertCalls(t: TestApp) {
  const call = async (path: string, user: User | null, payload: Record<string, unknown>, method = 'POST') =>
    t.call({
      method,
      url: method === 'GET' ? `${path}?${new URLSearchParams(payload as Record<string, string>)}` : path,
      headers: user ? await authFor(t, user) : {},
      ...(method === 'GET' ? {} : { payload }),
    });
  return {
    quote: (user: User | null, payload: Record<string, unknown>) =>
      call(endpoints.convert.quote.path, user, payload),
    execute: (user: User | null, payload: Record<string, unknown>) =>
      call(endpoints.convert.execute.path, user, payload),
    status: (user: User | null, query: Record<string, unknown>) =>
      call(endpoints.convert.getOrderStatus.path, user, query, 'GET'),
    history: (user: User | null, payload: Record<string, unknown>) =>
      call(endpoints.convert.getHistory.path, user, payload),
    get: (path: string, user: User | null, query: Record<string, unknown> = {}) =>
      call(path, user, query, 'GET'),
  };
}
