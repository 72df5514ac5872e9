import { cardProcessorSignatureHeader, endpoints, errors, p2pOrderStatus } from '@coffer/contract';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, type TestUser } from '../../../test/builders';
import { cardOrderRow, payWithCard, postProcessorForm, startCardBuy } from '../../../test/card-helpers';
import { inventory, stockMarketMaker } from '../../../test/convert-helpers';
import { useTestApp } from '../../../test/harness';
import { createSandboxPrices, sandboxUsdPrices } from '../../adapters/prices/sandbox-prices';
import { cardOrders, ledgerTransfers } from '../../db/schema';
import { Dec } from '../../lib/money';

const e = endpoints.card;
const s = p2pOrderStatus.members;
const usd = { ...sandboxUsdPrices };
const t = useTestApp({ prices: createSandboxPrices(usd) });
const as = (user: TestUser | null) => api(t).as(user);
const sandbox = () => {
  const box = t.modules.cardSandbox;
  if (!box) throw new Error('the sandbox processor is not on');
  return box;
};

let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  alice = await aUser().verified().fundPin().create(t);
  bob = await aUser().verified().create(t);
  carol = await aUser().unverified().create(t);
  await stockMarketMaker(t.db, 'USDT', '100000');
});

describe('what a card buys and pays in', () => {
  it('lists the fiat currencies with their bounds and the coins with their network fee', async () => {
    const fiat = await as(null).call(e.getSupportedFiatCurrencies, {});
    expect(fiat).toContainEqual({
      currency: 'USD',
      name: 'US Dollar',
      decimals: 2,
      minAmount: '20',
      maxAmount: '5000',
    });
    const coins = await as(null).call(e.getCoinList, {});
    expect(coins.map((c) => c.coin)).toEqual(expect.arrayContaining(['USDT', 'BTC']));
  });
});

describe('a quote', () => {
  const quote = (user: TestUser | null, fiatAmount: string, extra: Record<string, string> = {}) =>
    as(user).call(e.getQuote, { coin: 'USDT', fiatCurrency: 'USD', fiatAmount, ...extra });

  it('charges the 10 USD minimum fee below 200 USD and 5 % above, with the whole breakdown', async () => {
    expect(await quote(alice, '100')).toMatchObject({
      fee: '10',
      networkFee: '1',
      rate: '1',
      usdRate: '1',
      cryptoAmount: '89',
      expiresInSeconds: 180,
    });
    expect((await quote(alice, '199.99')).fee).toBe('10');
    expect((await quote(alice, '200.01')).fee).toBe('10.01');
    expect((await quote(alice, '1000')).cryptoAmount).toBe('949');
  });

  it('converts the minimum fee into euros at the quote rate', async () => {
    const q = await quote(alice, '50', { fiatCurrency: 'EUR' });
    // 10 USD at 1 EUR = 1.085 USD is 9.2165… EUR, rounded up.
    expect(q.fee).toBe('9.22');
  });

  it('refuses amounts out of bounds, unknown currencies, too many decimals and unverified users', async () => {
    const fails = (user: TestUser, input: Record<string, string>) =>
      as(user).fails(e.getQuote, { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: '100', ...input });
    expect(await fails(alice, { fiatAmount: '19.99' })).toMatchObject({
      code: errors.belowSingleMinimum.code,
      data: { min: '20' },
    });
    expect((await fails(alice, { fiatAmount: '5000.01' })).code).toBe(errors.aboveSingleMaximum.code);
    expect((await fails(alice, { fiatCurrency: 'GBP' })).code).toBe(errors.currencyNotSupported.code);
    expect((await fails(alice, { coin: 'TRX' })).code).toBe(errors.currencyNotSupported.code);
    expect((await fails(alice, { fiatAmount: '100.001' })).code).toBe(errors.invalidInput.code);
    expect((await fails(carol, {})).code).toBe(errors.kycNotCertified.code);
    expect(
      (await as(null).fails(e.getQuote, { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: '100' })).status,
    ).toBe(401);
  });
});

describe('paying by card', () => {
  it('asks for the card notice (70001) before the first payment, then opens the processor page', async () => {
    const q = await as(bob).call(e.getQuote, { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: '100' });
    const refused = await as(bob).fails(e.sendPayment, { quoteId: q.quoteId, requestId: 'notice-0001' });
    expect(refused.code).toBe(errors.creditCardNotice.code);
    expect(refused.details).toMatch(/^\//);
    expect(await t.db.select().from(cardOrders).where(eq(cardOrders.quoteId, q.quoteId))).toHaveLength(0);
    const started = await as(bob).call(e.sendPayment, {
      quoteId: q.quoteId,
      requestId: 'notice-0002',
      noticeAccepted: true,
    });
    expect(started.order.status).toBe(s.pendingPayment);
    // Accepted once: the next payment needs no flag.
    const q2 = await as(bob).call(e.getQuote, { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: '50' });
    expect(
      (await as(bob).call(e.sendPayment, { quoteId: q2.quoteId, requestId: 'notice-0003' })).order.status,
    ).toBe(s.pendingPayment);
  });

  it('credits the coin once after the processor captures it, through the ledger', async () => {
    const before = await balanceOf(t, alice, 'USDT');
    const house = await inventory(t.db, 'USDT');
    const { order, paymentUrl } = await startCardBuy(t, alice, '100');
    expect(order).toMatchObject({ status: s.pendingPayment, cardLast4: null, cryptoAmount: '89' });
    const page = await t.app.inject({ method: 'GET', url: paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Card number');
    const back = await payWithCard(t, paymentUrl, '4242424242424242');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/creditcard?order=${order.orderId}`);
    const paid = await as(alice).call(e.getOrder, { orderId: order.orderId });
    expect(paid).toMatchObject({ status: s.paid, cardBrand: 'Visa', cardLast4: '4242', failureReason: null });
    expect(paid.creditedAt).not.toBeNull();
    expect(new Dec((await balanceOf(t, alice, 'USDT')).available).minus(before.available).toFixed()).toBe(
      '89',
    );
    expect(new Dec(house).minus(await inventory(t.db, 'USDT')).toFixed()).toBe('89');
    const row = await cardOrderRow(t, order.orderId);
    const legs = await t.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, `card:${row.paymentId}:%`));
    expect(legs).toHaveLength(3);
  });

  it('answers a retry of the same request with the same order, and refuses another quote under its id', async () => {
    const q = await as(alice).call(e.getQuote, { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: '40' });
    const first = await as(alice).call(e.sendPayment, { quoteId: q.quoteId, requestId: 'same-request-1' });
    const again = await as(alice).call(e.sendPayment, { quoteId: q.quoteId, requestId: 'same-request-1' });
    expect(again.order.orderId).toBe(first.order.orderId);
    expect(again.paymentUrl).toBe(first.paymentUrl);
    const other = await as(alice).call(e.getQuote, { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: '41' });
    expect(
      (await as(alice).fails(e.sendPayment, { quoteId: other.quoteId, requestId: 'same-request-1' })).status,
    ).toBe(409);
    // A second request for a quote that already has an order.
    expect(
      (await as(alice).fails(e.sendPayment, { quoteId: q.quoteId, requestId: 'same-request-2' })).status,
    ).toBe(409);
  });

  it("refuses another user's quote and order", async () => {
    const { quote, order } = await startCardBuy(t, alice, '30');
    expect(
      (await as(bob).fails(e.sendPayment, { quoteId: quote.quoteId, requestId: 'theft-0001' })).code,
    ).toBe(errors.quoteNotFound.code);
    expect((await as(bob).fails(e.getOrder, { orderId: order.orderId })).code).toBe(
      errors.orderNotFound.code,
    );
    expect((await as(bob).fails(e.cancelOrder, { orderId: order.orderId })).code).toBe(
      errors.orderNotFound.code,
    );
  });
});

describe('the test cards', () => {
  it.each([
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000000002', 'do_not_honour'],
    ['4000000000000069', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc'],
  ])('%s is declined (%s) and nothing is credited', async (number, reason) => {
    const before = await balanceOf(t, alice, 'USDT');
    const { order, paymentUrl } = await startCardBuy(t, alice, '60');
    await payWithCard(t, paymentUrl, number);
    expect(await as(alice).call(e.getOrder, { orderId: order.orderId })).toMatchObject({
      status: s.paymentFailed,
      failureReason: reason,
      cardLast4: number.slice(-4),
    });
    expect((await balanceOf(t, alice, 'USDT')).available).toBe(before.available);
  });

  it('asks a 3-D Secure code; the right one pays, a wrong one fails the payment', async () => {
    const { order, paymentUrl } = await startCardBuy(t, alice, '100');
    const challenge = await payWithCard(t, paymentUrl, '4000000000003220');
    expect(challenge.body).toContain('one-time code');
    expect((await cardOrderRow(t, order.orderId)).status).toBe(s.pendingPayment);
    await postProcessorForm(t, `${paymentUrl}/challenge`, { code: '123456' });
    expect((await as(alice).call(e.getOrder, { orderId: order.orderId })).status).toBe(s.paid);

    const wrong = await startCardBuy(t, alice, '100');
    await payWithCard(t, wrong.paymentUrl, '4000000000003220');
    await postProcessorForm(t, `${wrong.paymentUrl}/challenge`, { code: '000000' });
    expect(await as(alice).call(e.getOrder, { orderId: wrong.order.orderId })).toMatchObject({
      status: s.paymentFailed,
      failureReason: 'authentication_failed',
    });
  });

  it('refuses on the page a number that fails the Luhn check or a past expiry, charging nothing', async () => {
    const { order, paymentUrl } = await startCardBuy(t, alice, '100');
    const bad = await payWithCard(t, paymentUrl, '4242424242424241');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('card number is not valid');
    const expired = await postProcessorForm(t, paymentUrl, {
      number: '4242424242424242',
      expiry: '01/20',
      cvc: '123',
    });
    expect(expired.body).toContain('expiry date is not valid');
    expect((await cardOrderRow(t, order.orderId)).status).toBe(s.pendingPayment);
  });

  it('a timeout card leaves the order waiting until the job learns the processor gave up', async () => {
    const { order, paymentUrl } = await startCardBuy(t, alice, '100');
    await payWithCard(t, paymentUrl, '4000000000000119');
    expect((await cardOrderRow(t, order.orderId)).status).toBe(s.pendingPayment);
    t.clock.advance(180_000);
    await runCardJob();
    expect(await as(alice).call(e.getOrder, { orderId: order.orderId })).toMatchObject({
      status: s.paymentFailed,
      failureReason: 'processing_timeout',
    });
  });
});

/** The card area's reconciliation job (the modules' jobs are listed by area; find it by its counters). */
async function runCardJob() {
  for (const job of t.modules.jobs) {
    const counts = await job();
    if ('cardOrdersCredited' in counts) return counts;
  }
  throw new Error('no card job');
}

describe('the processor notifications', () => {
  const notify = (rawBody: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: e.processorNotify.path,
      headers: { 'content-type': 'application/json', [cardProcessorSignatureHeader]: signature },
      payload: rawBody,
    });

  it('a duplicate, or one arriving out of order, changes nothing and credits nothing twice', async () => {
    const { order, paymentUrl } = await startCardBuy(t, alice, '100');
    await payWithCard(t, paymentUrl, '4000000000003220');
    await postProcessorForm(t, `${paymentUrl}/challenge`, { code: '123456' });
    const balance = (await balanceOf(t, alice, 'USDT')).available;
    const paymentId = (await cardOrderRow(t, order.orderId)).paymentId;
    const mine = sandbox().sent.filter((n) => n.rawBody.includes(`"${paymentId}"`));
    expect(mine.map((n) => JSON.parse(n.rawBody).type)).toEqual([
      'payment.requires_action',
      'payment.succeeded',
    ]);
    // The success again, then the 3-D Secure request after it.
    for (const n of [mine[1], mine[0], mine[1]]) {
      if (!n) throw new Error('missing notification');
      expect((await notify(n.rawBody, n.signature)).statusCode).toBe(200);
    }
    expect((await cardOrderRow(t, order.orderId)).status).toBe(s.paid);
    expect((await balanceOf(t, alice, 'USDT')).available).toBe(balance);
  });

  it('a wrong signature is refused and changes nothing', async () => {
    const { order, paymentUrl } = await startCardBuy(t, alice, '100');
    const paymentId = (await cardOrderRow(t, order.orderId)).paymentId;
    const forged = JSON.stringify({
      eventId: 'evt_forged',
      type: 'payment.succeeded',
      paymentId,
      reference: order.orderId,
      amount: '100',
      currency: 'USD',
      card: { brand: 'Visa', last4: '4242' },
      failureCode: null,
      createdAt: new Date().toISOString(),
    });
    const answer = await notify(forged, 'ab'.repeat(32));
    expect(answer.statusCode).toBe(401);
    expect((await notify(forged, '')).statusCode).toBe(401);
    expect(await cardOrderRow(t, order.orderId)).toMatchObject({ status: s.pendingPayment, cardLast4: null });
    await payWithCard(t, paymentUrl, '4242424242424242');
  });

  it('a lost notification is found by the job, and a capture not credited is credited once', async () => {
    const box = sandbox();
    box.connect(async () => {
      throw new Error('the network lost it');
    });
    try {
      const before = new Dec((await balanceOf(t, alice, 'USDT')).available);
      const { order, paymentUrl } = await startCardBuy(t, alice, '100');
      await payWithCard(t, paymentUrl, '4242424242424242');
      expect((await cardOrderRow(t, order.orderId)).status).toBe(s.pendingPayment);
      t.clock.advance(180_000);
      expect(await runCardJob()).toMatchObject({ cardOrdersCredited: 1 });
      expect((await runCardJob()).cardOrdersCredited).toBe(0);
      expect(new Dec((await balanceOf(t, alice, 'USDT')).available).minus(before).toFixed()).toBe('89');

      // A crash between the capture's transaction and the credit's: captured, not credited.
      const second = await startCardBuy(t, alice, '100');
      await payWithCard(t, second.paymentUrl, '4242424242424242');
      await t.db
        .update(cardOrders)
        .set({ status: s.payingOut, paidAt: t.clock.now })
        .where(eq(cardOrders.id, second.order.orderId));
      expect(await runCardJob()).toMatchObject({ cardOrdersCredited: 1 });
      expect(await runCardJob()).toMatchObject({ cardOrdersCredited: 0 });
      expect(new Dec((await balanceOf(t, alice, 'USDT')).available).minus(before).toFixed()).toBe('178');
    } finally {
      box.connect(async ({ rawBody, signature }) => {
        await notify(rawBody, signature);
      });
    }
  });
});

describe('price moves between quote and payment', () => {
  it('asks again beyond ±2.5 % with a fresh quote, creating no order', async () => {
    const q = await as(alice).call(e.getQuote, { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: '100' });
    usd.USDT = '1.03';
    try {
      const moved = await as(alice).fails(e.sendPayment, { quoteId: q.quoteId, requestId: 'moved-00001' });
      expect(moved).toMatchObject({ code: errors.cardPriceMoved.code, data: { rate: '1.03' } });
      expect(await t.db.select().from(cardOrders).where(eq(cardOrders.quoteId, q.quoteId))).toHaveLength(0);
      const fresh = String(moved.data?.quoteId);
      const started = await as(alice).call(e.sendPayment, { quoteId: fresh, requestId: 'moved-00002' });
      expect(started.order.rate).toBe('1.03');
    } finally {
      usd.USDT = '1';
    }
  });

  it('after 3 minutes keeps the rate within 1 % and adjusts it beyond', async () => {
    const keep = await as(alice).call(e.getQuote, { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: '100' });
    const adjust = await as(alice).call(e.getQuote, { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: '100' });
    t.clock.advance(181_000);
    usd.USDT = '1.005';
    try {
      expect(
        (await as(alice).call(e.sendPayment, { quoteId: keep.quoteId, requestId: 'late-000001' })).order.rate,
      ).toBe('1');
      usd.USDT = '1.02';
      const adjusted = await as(alice).call(e.sendPayment, {
        quoteId: adjust.quoteId,
        requestId: 'late-000002',
      });
      expect(adjusted.order).toMatchObject({ rate: '1.02', cryptoAmount: '87.235294' });
    } finally {
      usd.USDT = '1';
    }
  });
});

describe('cancelling', () => {
  it('cancels only while waiting for the payment; the processor page then takes no card', async () => {
    const { order, paymentUrl } = await startCardBuy(t, alice, '100');
    expect((await as(alice).call(e.cancelOrder, { orderId: order.orderId })).status).toBe(s.cancelled);
    expect((await as(alice).fails(e.cancelOrder, { orderId: order.orderId })).code).toBe(
      errors.orderCancelled.code,
    );
    const page = await payWithCard(t, paymentUrl, '4242424242424242');
    expect(page.statusCode).toBe(303);
    expect((await cardOrderRow(t, order.orderId)).status).toBe(s.cancelled);

    const paid = await startCardBuy(t, alice, '100');
    await payWithCard(t, paid.paymentUrl, '4242424242424242');
    expect((await as(alice).fails(e.cancelOrder, { orderId: paid.order.orderId })).code).toBe(
      errors.orderPaid.code,
    );
  });
});

describe('the quick buy', () => {
  it('starts with a token, needs the fund PIN, pays on the same processor page and is listed', async () => {
    const init = await as(alice).call(e.initQuickBuy, {
      coin: 'USDT',
      fiatCurrency: 'USD',
      fiatAmount: '150',
    });
    expect(init.quote.fee).toBe('10');
    const wrong = await as(alice).fails(e.securityVerify, { token: init.token, fundPin: '000000' });
    expect(wrong.code).toBe(errors.securityVerificationFailed.code);
    const started = await as(alice).call(e.securityVerify, { token: init.token, fundPin: '246810' });
    expect(started.order.kind).toBe('quick');
    const again = await as(alice).call(e.securityVerify, { token: init.token, fundPin: '246810' });
    expect(again.order.orderId).toBe(started.order.orderId);
    const back = await payWithCard(t, started.paymentUrl, '4242424242424242');
    expect(back.headers.location).toBe(`/fiat/ThirdPartyPaymentOrder?order=${started.order.orderId}`);
    const list = await as(alice).call(e.getQuickPayList, {});
    expect(list.items.map((o) => o.orderId)).toEqual([started.order.orderId]);
    expect(list.items[0]?.status).toBe(s.paid);
    expect((await as(bob).call(e.getQuickPayList, {})).totalCount).toBe(0);
    expect((await as(bob).fails(e.securityVerify, { token: init.token, fundPin: '246810' })).status).toBe(
      403,
    );
  });
});

describe('when the house cannot deliver the coin', () => {
  it('refunds the card in full and closes the order', async () => {
    const { order, paymentUrl } = await startCardBuy(t, alice, '100', 'BTC');
    await payWithCard(t, paymentUrl, '4242424242424242');
    const row = await cardOrderRow(t, order.orderId);
    expect(row).toMatchObject({ status: s.paymentFailed, refunded: true, failureReason: 'not_credited' });
    expect(sandbox().payment(row.paymentId ?? '')?.refunded).toBe(true);
    expect((await balanceOf(t, alice, 'BTC')).available).toBe('0');
  });
});

describe('the order history', () => {
  it('filters by coin and status, and lists only the caller’s orders', async () => {
    const dave = await aUser().verified().create(t);
    const { order } = await startCardBuy(t, dave, '100', 'BTC');
    await startCardBuy(t, dave, '50', 'USDT');
    const btc = await as(dave).call(e.getOrderList, { coin: 'BTC' });
    expect(btc.items.map((o) => o.orderId)).toEqual([order.orderId]);
    const usdt = await as(dave).call(e.getOrderList, { coin: 'USDT' });
    expect(usdt.items.map((o) => [o.coin, o.fiatAmount])).toEqual([['USDT', '50']]);
    expect((await as(dave).call(e.getOrderList, { coin: 'BTC', status: s.paid })).totalCount).toBe(0);
    expect((await as(dave).call(e.getOrderList, { coin: 'BTC', status: s.pendingPayment })).totalCount).toBe(
      1,
    );
    expect((await as(bob).call(e.getOrderList, { coin: 'BTC' })).items.map((o) => o.orderId)).not.toContain(
      order.orderId,
    );
    expect((await as(dave).call(e.getQuickPayList, { coin: 'BTC' })).totalCount).toBe(0);
    expect((await as(dave).fails(e.getOrderList, { coin: 'not a coin!' })).code).toBe(
      errors.invalidInput.code,
    );
  });
});
