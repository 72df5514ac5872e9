import { cardDailyUsdMax, endpoints, errors, p2pOrderStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, api } from '../../../test/api-client';
import { aUser, type TestUser } from '../../../test/builders';
import { startCardBuy } from '../../../test/card-helpers';
import { useTestApp } from '../../../test/harness';
import { cardOrders } from '../../db/schema';
import { Dec } from '../../lib/money';

const e = endpoints.card;
const s = p2pOrderStatus.members;
const t = useTestApp();
const as = (user: TestUser) => api(t).as(user);
const codeOf = (res: Answer<unknown>) => (res.error ? res.error.code : 'ok');

const ordersOf = (user: TestUser) => t.db.select().from(cardOrders).where(eq(cardOrders.userId, user.id));
const quoteOf = (user: TestUser, fiatAmount: string, fiatCurrency = 'USD') =>
  as(user).call(e.getQuote, { coin: 'USDT', fiatCurrency, fiatAmount });

describe('the 24-hour card purchase limit', () => {
  let buyer: TestUser;
  beforeAll(async () => {
    buyer = await aUser().verified().create(t);
  });

  it('refuses the order that would pass it, creating nothing; a cancelled order frees its share', async () => {
    const first = await startCardBuy(t, buyer, '5000');
    await startCardBuy(t, buyer, '4980');
    const over = await quoteOf(buyer, '20.01');
    const refused = await as(buyer).fails(e.sendPayment, {
      quoteId: over.quoteId,
      requestId: 'limit-over-1',
      noticeAccepted: true,
    });
    expect(refused).toMatchObject({
      code: errors.dailyCardPurchaseLimitExceeded.code,
      details: cardDailyUsdMax,
    });
    expect(await t.db.select().from(cardOrders).where(eq(cardOrders.quoteId, over.quoteId))).toHaveLength(0);
    // Exactly at the limit is allowed.
    await startCardBuy(t, buyer, '20');
    await as(buyer).call(e.cancelOrder, { orderId: first.order.orderId });
    const again = await quoteOf(buyer, '20.01');
    const started = await as(buyer).call(e.sendPayment, {
      quoteId: again.quoteId,
      requestId: 'limit-over-2',
    });
    expect(started.order.status).toBe(s.pendingPayment);
  });

  it('counts a euro order at its quote’s USD rate, and the window rolls over after 24 hours', async () => {
    const euro = await aUser().verified().create(t);
    await startCardBuy(t, euro, '5000');
    await startCardBuy(t, euro, '4900');
    // 100 USD left: 92.16 EUR at 1.085 USD is 99.99 USD, 92.17 EUR is 100.004 USD.
    const fits = await quoteOf(euro, '92.16', 'EUR');
    const passes = await quoteOf(euro, '92.17', 'EUR');
    const a = await as(euro).send(e.sendPayment, {
      quoteId: passes.quoteId,
      requestId: 'euro-limit-1',
      noticeAccepted: true,
    });
    expect(codeOf(a)).toBe(errors.dailyCardPurchaseLimitExceeded.code);
    const b = await as(euro).send(e.sendPayment, {
      quoteId: fits.quoteId,
      requestId: 'euro-limit-2',
      noticeAccepted: true,
    });
    expect(codeOf(b)).toBe('ok');
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    await startCardBuy(t, euro, '5000');
  });
});

describe('fifty payments at once', () => {
  it('never take a user past the limit: exactly ten of 1,000 USD go through', async () => {
    const racer = await aUser().verified().create(t);
    const quotes = [];
    for (let i = 0; i < 50; i += 1) quotes.push(await quoteOf(racer, '1000'));
    const answers = await Promise.all(
      quotes.map((q, i) =>
        as(racer).send(e.sendPayment, {
          quoteId: q.quoteId,
          requestId: `race-payment-${i}`,
          noticeAccepted: true,
        }),
      ),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === errors.dailyCardPurchaseLimitExceeded.code)).toHaveLength(40);
    const orders = await ordersOf(racer);
    expect(orders).toHaveLength(10);
    expect(orders.reduce((sum, o) => sum.plus(o.fiatAmount), new Dec(0)).toFixed()).toBe(cardDailyUsdMax);
  });
});
