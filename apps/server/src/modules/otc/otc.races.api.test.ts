import { endpoints, errors, otcOrderStatus } from '@coffer/contract';
import { expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { anAcceptor, otcTransfersOf, spot } from '../../../test/otc-helpers';

const { getQuote, createOrder, createQuickTradeOrder } = endpoints.otc;
const { acceptOrder, declineOrder } = endpoints.acceptor;

const t = useTestApp();

/** 50 quotes of 0.05 BTC each from the one desk with 1 BTC: each alone is covered, together 2.5 BTC. */
async function fiftyQuotes() {
  const desk = await anAcceptor(t, [['BTC', '1']], [{ symbol: 'BTC/USDT' }]);
  const buyer = await aUser().verified().funded('USDT', '1000000').create(t);
  const client = api(t).as(buyer);
  const quotes: string[] = [];
  for (let i = 0; i < 50; i++)
    quotes.push((await client.call(getQuote, { symbol: 'BTC/USDT', side: 'buy', quantity: '0.05' })).quoteId);
  return { desk, buyer, client, quotes };
}

it('50 parallel orders against one acceptor’s inventory reserve at most what it holds', async () => {
  const { desk, client, quotes } = await fiftyQuotes();
  const answers = await Promise.all(
    quotes.map((quoteId) => client.send(createOrder, { quoteId, quantity: '0.05' })),
  );
  const placed = answers.filter((a) => a.status === 200);
  expect(placed).toHaveLength(20);
  expect(answers.filter((a) => a.status !== 200).map((a) => a.error?.code)).toEqual(
    Array(30).fill(errors.otcOfferUnavailable.code),
  );
  expect(await spot(t, desk, 'BTC')).toEqual({ balance: '1', available: '0', frozen: '1' });
});

it('50 parallel quick trades never overdraw the acceptor', async () => {
  const { desk, buyer, client, quotes } = await fiftyQuotes();
  const answers = await Promise.all(
    quotes.map((quoteId) => client.send(createQuickTradeOrder, { quoteId, quantity: '0.05' })),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
  expect(await spot(t, desk, 'BTC')).toEqual({ balance: '0', available: '0', frozen: '0' });
  expect((await spot(t, buyer, 'BTC')).balance).toBe('1');
});

it('parallel accepts and declines of one order resolve it once', async () => {
  const desk = await anAcceptor(t, [['BTC', '1']], [{ symbol: 'BTC/USDT' }]);
  const buyer = await aUser().verified().funded('USDT', '100000').create(t);
  const quote = await api(t).as(buyer).call(getQuote, { symbol: 'BTC/USDT', side: 'buy', quantity: '0.5' });
  const order = await api(t).as(buyer).call(createOrder, { quoteId: quote.quoteId, quantity: '0.5' });
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      api(t)
        .as(desk)
        .send(i % 2 ? declineOrder : acceptOrder, { orderId: order.orderId }),
    ),
  );
  const ok = answers.filter((a) => a.status === 200).map((a) => a.result?.status);
  const outcome = ok[0];
  expect([otcOrderStatus.members.completed, otcOrderStatus.members.declined]).toContain(outcome);
  // The winner's 25 calls all return the order; the loser's 25 are refused.
  expect(ok).toEqual(Array(25).fill(outcome));
  expect(answers.filter((a) => a.status !== 200).map((a) => a.error?.code)).toEqual(
    Array(25).fill(errors.orderStatusInvalid.code),
  );
  expect(await otcTransfersOf(t.db, order.orderId)).toHaveLength(4);
  expect((await spot(t, desk, 'BTC')).frozen).toBe('0');
});
