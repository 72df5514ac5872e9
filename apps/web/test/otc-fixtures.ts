import type { OtcOrder, OtcPair, OtcQuote } from '@coffer/contract/otc';

/** BTC/USDT's coins and decimals as the sandbox configures them, for any pair the tests trade. */
export const btcUsdt = {
  symbol: 'BTC/USDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  baseDecimals: 8,
  quoteDecimals: 6,
  priceDecimals: 2,
};

/** The OTC pair the otc and acceptor tests trade. */
export const otcBtcUsdt: OtcPair = { ...btcUsdt, referencePrice: '60000' };

/** What a quote and the order made from it share: a buy of 0.5 BTC at 60480 from the desert desk. */
const halfBtcBuy = {
  symbol: btcUsdt.symbol,
  side: 'buy',
  baseCoin: btcUsdt.baseCoin,
  quoteCoin: btcUsdt.quoteCoin,
  quantity: '0.5',
  price: '60480',
  total: '30240',
  acceptorName: 'Desert Exchange Desk',
} as const;

/** The quote for that buy, valid 30 seconds, with any field changed. */
export const anOtcQuote = (over: Partial<OtcQuote> = {}): OtcQuote => ({
  quoteId: 'pq_aaaaaaaaaaaaaaaaaaaa',
  ...halfBtcBuy,
  expiresAt: '2026-06-01T00:00:30.000Z',
  expiresInSeconds: 30,
  ...over,
});

/** That buy as an order awaiting the acceptor's answer, with any field changed. */
export const anOtcOrder = (over: Partial<OtcOrder> = {}): OtcOrder => ({
  orderId: 'po_aaaaaaaaaaaaaaaaaaaa',
  quoteId: 'pq_aaaaaaaaaaaaaaaaaaaa',
  kind: 0,
  ...halfBtcBuy,
  status: 0,
  userName: '10****01',
  createdAt: '2026-06-01T00:00:00.000Z',
  answerBy: '2026-06-01T00:15:00.000Z',
  resolvedAt: null,
  ...over,
});
