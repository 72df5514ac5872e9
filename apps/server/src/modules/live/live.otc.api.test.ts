import { endpoints, type LiveEvent, otcOrderStatus } from '@coffer/contract';
import { expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { useLiveTestApp } from '../../../test/live';
import { anAcceptor, aTenthBtcOrder } from '../../../test/otc-helpers';

const { t, live } = useLiveTestApp();

const otcEvents = (events: LiveEvent[]) =>
  events.flatMap((e) => (e.event === 'otcOrder' ? [[e.data.orderId, e.data.status] as const] : []));

it('streams an OTC order’s status changes to its user and its acceptor, and to nobody else', async () => {
  const desk = await anAcceptor(t, [['BTC', '1']], [{ symbol: 'BTC/USDT' }]);
  const buyer = await aUser().verified().funded('USDT', '10000').create(t);
  const bystander = await aUser().verified().create(t);
  const seen = new Map<number, LiveEvent[]>([
    [desk.id, []],
    [buyer.id, []],
    [bystander.id, []],
  ]);
  const stops = [...seen].map(([id, list]) => live.subscribe(id, (e) => list.push(e)));

  const order = await aTenthBtcOrder(t, buyer);
  await live.poll();
  t.clock.advance(1000);
  await api(t).as(desk).call(endpoints.acceptor.acceptOrder, { orderId: order.orderId });
  await live.poll();
  for (const stop of stops) stop();

  const expected = [
    [order.orderId, otcOrderStatus.members.awaitingAcceptor],
    [order.orderId, otcOrderStatus.members.completed],
  ];
  expect(otcEvents(seen.get(buyer.id) ?? [])).toEqual(expected);
  expect(otcEvents(seen.get(desk.id) ?? [])).toEqual(expected);
  expect(seen.get(bystander.id)).toEqual([]);
});
