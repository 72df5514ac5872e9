import { type LiveEvent, p2pOrderStatus } from '@coffer/contract';
import { beforeAll, expect, it } from 'vitest';
import { aUser } from '../../../test/builders';
import { payWithCard, startCardBuy } from '../../../test/card-helpers';
import { stockMarketMaker } from '../../../test/convert-helpers';
import { useLiveTestApp } from '../../../test/live';

const { t, live } = useLiveTestApp();
const s = p2pOrderStatus.members;

beforeAll(async () => {
  await stockMarketMaker(t.db, 'USDT', '10000');
});

const cardEvents = (events: LiveEvent[]) =>
  events.flatMap((e) =>
    e.event === 'cardOrder' ? [[e.data.orderId, e.data.status, e.data.failureReason] as const] : [],
  );

it('streams a card order’s status to its buyer as it is placed, paid or declined, and to nobody else', async () => {
  const buyer = await aUser().verified().create(t);
  const bystander = await aUser().verified().create(t);
  const seen = new Map<number, LiveEvent[]>([
    [buyer.id, []],
    [bystander.id, []],
  ]);
  const stops = [...seen].map(([id, list]) => live.subscribe(id, (e) => list.push(e)));

  const paid = await startCardBuy(t, buyer, '100');
  const declined = await startCardBuy(t, buyer, '50');
  await live.poll();
  // A second apart, so the stream's order (by the instant of each change) is certain.
  t.clock.advance(1000);
  await payWithCard(t, paid.paymentUrl, '4242424242424242');
  t.clock.advance(1000);
  await payWithCard(t, declined.paymentUrl, '4000000000009995');
  await live.poll();
  await live.poll(); // nothing new: no repeat
  for (const stop of stops) stop();

  expect(cardEvents(seen.get(buyer.id) ?? [])).toEqual([
    [paid.order.orderId, s.pendingPayment, null],
    [declined.order.orderId, s.pendingPayment, null],
    [paid.order.orderId, s.paid, null],
    [declined.order.orderId, s.paymentFailed, 'insufficient_funds'],
  ]);
  expect(seen.get(bystander.id)).toEqual([]);
});
