import { endpoints, otcOrderStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { useTestApp } from '../../test/harness';
import { acceptorConfigs, users } from '../db/schema';
import { createPasswordHasher } from '../modules/auth/auth.module';
import { seedDemo } from './seed-demo';

const t = useTestApp();
const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });

const demoUser = async (uid: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.uid, uid));
  if (!row) throw new Error(`no demo user ${uid}`);
  return row;
};

it('gives the demo acceptor its desk and inventory once, so a demo user trades OTC on a fresh start', async () => {
  expect(await seedDemo(t.db, hasher, t.clock.now)).toBe(true);
  expect(await seedDemo(t.db, hasher, t.clock.now)).toBe(false);
  const acceptor = await demoUser('10000004');
  const desk = await api(t).as(acceptor).call(endpoints.acceptor.getConfigList, {});
  expect(desk.items.map((c) => c.symbol)).toEqual(['BTC/USDT', 'ETH/USDT', 'USDT/USD']);
  expect(await t.db.select().from(acceptorConfigs)).toHaveLength(3);
  const inventory = await api(t).as(acceptor).call(endpoints.acceptor.getInventory);
  expect(inventory).toEqual([
    { coin: 'BTC', balance: '10', available: '10', reserved: '0' },
    { coin: 'USDT', balance: '500000', available: '500000', reserved: '0' },
    { coin: 'ETH', balance: '150', available: '150', reserved: '0' },
    { coin: 'USD', balance: '300000', available: '300000', reserved: '0' },
  ]);

  const alice = await demoUser('10000001');
  const quote = await api(t)
    .as(alice)
    .call(endpoints.otc.getQuote, { symbol: 'ETH/USDT', side: 'buy', quantity: '1' });
  expect(quote.acceptorName).toBe('Desert Exchange Desk');
  const order = await api(t)
    .as(alice)
    .call(endpoints.otc.createOrder, { quoteId: quote.quoteId, quantity: '1' });
  const accepted = await api(t).as(acceptor).call(endpoints.acceptor.acceptOrder, { orderId: order.orderId });
  expect(accepted.status).toBe(otcOrderStatus.members.completed);
});
