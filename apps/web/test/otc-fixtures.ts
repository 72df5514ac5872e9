import type { OtcOrder, OtcPair } from '@coffer/contract/otc';

/** The OTC pair the otc and acceptor tests trade. */
export const otcBtcUsdt: OtcPair = {
  symbol: 'BTC/USDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  baseDecimals: 8,
  quoteDecimals: 6,
  priceDecimals: 2,
  referencePrice: '60000',
};

/** A buy of 0.5 BTC awaiting the acceptor's answer, with any field changed. */
export const anOtcOrder = (over: Partial<OtcOrder> = {}): OtcOrder => ({
  orderId: 'po_aaaaaaaaaaaaaaaaaaaa',
  quoteId: 'pq_aaaaaaaaaaaaaaaaaaaa',
  kind: 0,
  symbol: 'BTC/USDT',
  side: 'buy',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  quantity: '0.5',
  price: '60480',
  total: '30240',
  status: 0,
  acceptorName: 'Desert Exchange Desk',
  userName: '10****01',
  createdAt: '2026-06-01T00:00:00.000Z',
  answerBy: '2026-06-01T00:15:00.000Z',
  resolvedAt: null,
  ...over,
});
