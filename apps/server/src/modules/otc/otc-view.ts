import type { OtcOrder } from '@coffer/contract';
import { toWire } from '../../lib/money';
import type { OtcOrderRow } from './otc.repo';

/** An order as the API and the live stream show it, to both of its parties. */
export const otcOrderView = (o: OtcOrderRow): OtcOrder => ({
  orderId: o.id,
  quoteId: o.quoteId,
  kind: o.kind,
  symbol: o.symbol,
  side: o.side,
  baseCoin: o.baseCoin,
  quoteCoin: o.quoteCoin,
  quantity: toWire(o.quantity),
  price: toWire(o.price),
  total: toWire(o.total),
  status: o.status,
  acceptorName: o.acceptorName,
  userName: o.userName,
  createdAt: o.createdAt.toISOString(),
  answerBy: o.answerBy?.toISOString() ?? null,
  resolvedAt: o.resolvedAt?.toISOString() ?? null,
});
