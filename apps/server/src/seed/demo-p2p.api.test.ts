import { endpoints, p2pFiats, p2pOrderStatus, paymentChannel } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { useTestApp } from '../../test/harness';
import { p2pAds, users } from '../db/schema';
import { createPasswordHasher } from '../modules/auth/auth.module';
import { seedDemo } from './seed-demo';

const t = useTestApp();
const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });

const demoUser = async (uid: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.uid, uid));
  if (!row) throw new Error(`no demo user ${uid}`);
  return row;
};

it('gives the demo dealer its methods and ads once, so a demo user buys P2P on a fresh start', async () => {
  expect(await seedDemo(t.db, hasher, t.clock.now)).toBe(true);
  expect(await seedDemo(t.db, hasher, t.clock.now)).toBe(false);
  expect(await t.db.select().from(p2pAds)).toHaveLength(12);
  const dealer = await demoUser('10000004');
  expect(await api(t).as(dealer).call(endpoints.p2p.getPaymentMethods, {})).toHaveLength(3);
  const buyer = await demoUser('10000001');
  const [ad] = await api(t).as(buyer).call(endpoints.p2p.getAds, { side: 'buy', coin: 'USDT', fiat: 'USD' });
  expect(ad).toMatchObject({ price: '1.002', dealerName: 'Desert Exchange Desk', channels: [1, 2] });
  const order = await api(t)
    .as(buyer)
    .call(endpoints.p2p.userBuyCoin, {
      adId: ad?.id ?? 0,
      quantity: '100',
      channel: paymentChannel.members.bankTransfer,
      requestId: 'demo-buy-1',
    });
  expect(order).toMatchObject({ status: p2pOrderStatus.members.awaitingUserPayment, total: '100.2' });
  expect(order.payee?.fields.bankName).toBe('Emirates Demo Bank');
  // USDT and BTC against USD, EUR and CNY, both sides, two payment types each.
  for (const coin of ['USDT', 'BTC'])
    for (const fiat of p2pFiats)
      for (const side of ['buy', 'sell'] as const) {
        const market = await api(t).as(buyer).call(endpoints.p2p.getAds, { side, coin, fiat });
        expect(market, `${side} ${coin}/${fiat}`).toHaveLength(1);
        expect(market[0]?.channels).toHaveLength(2);
      }
  // BTC follows the reference price: 64250.50 USD + 0.5 %.
  const [btc] = await api(t).as(buyer).call(endpoints.p2p.getAds, { side: 'buy', coin: 'BTC', fiat: 'USD' });
  expect(btc).toMatchObject({ priceType: 'floating', margin: '0.5', price: '64571.7525' });
});
