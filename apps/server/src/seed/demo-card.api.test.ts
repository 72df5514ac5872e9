import { endpoints, p2pOrderStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { balanceOf } from '../../test/builders';
import { payWithCard } from '../../test/card-helpers';
import { useTestApp } from '../../test/harness';
import { users } from '../db/schema';
import { createPasswordHasher } from '../modules/auth/auth.module';
import { demoMoneyFundPin } from './demo-money';
import { seedDemo } from './seed-demo';

const t = useTestApp();
const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
const e = endpoints.card;

it('lets the first demo user buy by card and by quick buy with a sandbox test card on a fresh start', async () => {
  expect(await seedDemo(t.db, hasher, t.clock.now)).toBe(true);
  const [demo] = await t.db.select().from(users).where(eq(users.uid, '10000001'));
  if (!demo) throw new Error('no demo user');
  const client = api(t).as(demo);
  const before = (await balanceOf(t, demo, 'BTC')).available;
  const quote = await client.call(e.getQuote, { coin: 'BTC', fiatCurrency: 'EUR', fiatAmount: '500' });
  const card = await client.call(e.sendPayment, {
    quoteId: quote.quoteId,
    requestId: 'demo-card-0001',
    noticeAccepted: true,
  });
  await payWithCard(t, card.paymentUrl, '5555555555554444');
  expect(await client.call(e.getOrder, { orderId: card.order.orderId })).toMatchObject({
    status: p2pOrderStatus.members.paid,
    cardBrand: 'Mastercard',
  });
  expect((await balanceOf(t, demo, 'BTC')).available).not.toBe(before);

  const { token } = await client.call(e.initQuickBuy, {
    coin: 'USDT',
    fiatCurrency: 'USD',
    fiatAmount: '100',
  });
  const quick = await client.call(e.securityVerify, { token, fundPin: demoMoneyFundPin });
  await payWithCard(t, quick.paymentUrl, '4242424242424242');
  expect((await client.call(e.getOrder, { orderId: quick.order.orderId })).status).toBe(
    p2pOrderStatus.members.paid,
  );
});
