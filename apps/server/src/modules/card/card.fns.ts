import type { CardCoin, CardFiatCurrency, CardOrder, CardQuote } from '@coffer/contract';
import { toWire } from '../../lib/money';
import { prefixedId, secondsUntil } from '../../lib/quotes';
import type { CardOrderRow, CardQuoteRow } from './card.repo';

/**
 * The fiat currencies a card pays in and their bounds per order (spec §5 "min and max per … credit
 * card"). The minimum keeps what arrives above the 10 USD minimum fee; the maximum is the
 * processor's single-payment limit without extra review.
 */
export const cardFiatBounds: Record<string, Pick<CardFiatCurrency, 'minAmount' | 'maxAmount'>> = {
  USD: { minAmount: '20', maxAmount: '5000' },
  EUR: { minAmount: '20', maxAmount: '5000' },
};

/** The coins a card buys, each with the network fee taken off what arrives (in the coin). */
export const cardCoinNetworkFees: Record<string, string> = {
  USDT: '1',
  BTC: '0.00002',
  ETH: '0.0004',
};

export const newCardQuoteId = () => prefixedId('kq');
export const newCardOrderId = () => prefixedId('ko');
export const newQuickBuyToken = () => prefixedId('qb');

/** The ledger transfers crediting a captured payment: one id per leg, derived from the processor's payment id. */
export const cardTransferIds = (paymentId: string) => ({
  coin: `card:${paymentId}:coin`,
  fiat: `card:${paymentId}:fiat`,
  fee: `card:${paymentId}:fee`,
});

const breakdownView = (r: CardQuoteRow | CardOrderRow) => ({
  coin: r.coin,
  fiatCurrency: r.fiatCurrency,
  fiatAmount: toWire(r.fiatAmount),
  fee: toWire(r.fee),
  networkFee: toWire(r.networkFee),
  rate: toWire(r.rate),
  usdRate: toWire(r.usdRate),
  cryptoAmount: toWire(r.cryptoAmount),
});

export const cardQuoteView = (q: CardQuoteRow, now: Date): CardQuote => ({
  quoteId: q.id,
  ...breakdownView(q),
  expiresAt: q.expiresAt.toISOString(),
  expiresInSeconds: secondsUntil(q.expiresAt, now),
});

export const cardOrderView = (o: CardOrderRow): CardOrder => ({
  orderId: o.id,
  kind: o.kind,
  ...breakdownView(o),
  status: o.status,
  failureReason: o.failureReason,
  cardBrand: o.cardBrand,
  cardLast4: o.cardLast4,
  refunded: o.refunded,
  createdAt: o.createdAt.toISOString(),
  paidAt: o.paidAt?.toISOString() ?? null,
  creditedAt: o.creditedAt?.toISOString() ?? null,
});

export const cardCoinList = (catalogue: { code: string; name: string; decimals: number }[]): CardCoin[] =>
  catalogue
    .filter((c) => cardCoinNetworkFees[c.code] !== undefined)
    .map((c) => ({
      coin: c.code,
      name: c.name,
      decimals: c.decimals,
      networkFee: cardCoinNetworkFees[c.code] ?? '0',
    }));
