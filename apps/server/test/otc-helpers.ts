import { type AcceptorConfigFields, accountType, endpoints } from '@coffer/contract';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { ledgerTransfers, otcOrders } from '../src/db/schema';
import { buildModules } from '../src/modules';
import { api } from './api-client';
import { aUser, balanceOf, type TestUser } from './builders';
import type { TestApp } from './harness';

/** A desk's numbers; any field may be overridden. */
export const deskFields = (over: Partial<AcceptorConfigFields> = {}): AcceptorConfigFields => ({
  buyMinQuantity: '0.001',
  buyMaxQuantity: '5',
  sellMinQuantity: '0.001',
  sellMaxQuantity: '5',
  buyDeviation: '1',
  sellDeviation: '1',
  ...over,
});

/** An acceptor (account type 6) with inventory on spot and one config per given pair, made through the API. */
export async function anAcceptor(
  t: TestApp,
  inventory: [coin: string, amount: string][],
  desks: { symbol: string; fields?: Partial<AcceptorConfigFields> }[],
): Promise<TestUser & { configIds: number[] }> {
  let builder = aUser().verified().accountType(accountType.members.acceptor);
  for (const [coin, amount] of inventory) builder = builder.funded(coin, amount);
  const acceptor = await builder.create(t);
  const configIds: number[] = [];
  for (const d of desks)
    configIds.push(
      (
        await api(t)
          .as(acceptor)
          .call(endpoints.acceptor.addConfig, { symbol: d.symbol, ...deskFields(d.fields) })
      ).id,
    );
  return { ...acceptor, configIds };
}

/** A spot balance's three figures, as exact wire strings. */
export async function spot(t: TestApp, user: { id: number }, coin: string) {
  const b = await balanceOf(t, user, coin);
  return { balance: b.balance, available: b.available, frozen: b.frozen };
}

export const otcTransfersOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.id, `otc:${orderId}:%`));

export const otcOrderRow = async (db: Db, orderId: string) =>
  (await db.select().from(otcOrders).where(eq(otcOrders.id, orderId)))[0];

/** The background jobs as a (re)started server builds them, run once. */
export async function runMoneyJobs(t: TestApp) {
  const money = buildModules({ db: t.db, now: () => t.clock.now });
  const counts: Record<string, number> = {};
  for (const job of money.jobs) Object.assign(counts, await job());
  return counts;
}

/** The buyer's OTC order for 0.1 BTC at a fresh quote, awaiting the desk's answer. */
export async function aTenthBtcOrder(t: TestApp, buyer: TestUser) {
  const quote = await api(t)
    .as(buyer)
    .call(endpoints.otc.getQuote, { symbol: 'BTC/USDT', side: 'buy', quantity: '0.1' });
  return api(t).as(buyer).call(endpoints.otc.createOrder, { quoteId: quote.quoteId, quantity: '0.1' });
}
