import { type CardQuote, endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { cardOrders } from '../src/db/schema';
import { api } from './api-client';
import type { TestUser } from './builders';
import type { TestApp } from './harness';

const e = endpoints.card;

/** A USD buy of USDT from quote to the processor's page (notice accepted). */
export async function startCardBuy(t: TestApp, user: TestUser, fiatAmount = '100', coin = 'USDT') {
  const quote: CardQuote = await api(t).as(user).call(e.getQuote, { coin, fiatCurrency: 'USD', fiatAmount });
  const started = await api(t)
    .as(user)
    .call(e.sendPayment, {
      quoteId: quote.quoteId,
      requestId: `req-${quote.quoteId.slice(3, 20)}`,
      noticeAccepted: true,
    });
  return { quote, ...started };
}

/** Posts a form to the processor's hosted page, as the buyer's browser does. */
export const postProcessorForm = (t: TestApp, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** Enters a card on the processor's page (any future expiry, a 3-digit CVC). */
export const payWithCard = (t: TestApp, paymentUrl: string, number: string, cvc = '123') =>
  postProcessorForm(t, paymentUrl, { number, expiry: '12/34', cvc });

export async function cardOrderRow(t: TestApp, orderId: string) {
  const [row] = await t.db.select().from(cardOrders).where(eq(cardOrders.id, orderId));
  if (!row) throw new Error(`No card order ${orderId}`);
  return row;
}
