import { endpoints, otcOrderStatus } from '@coffer/contract';
import { expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { aUser } from '../../test/builders';
import { useTestApp } from '../../test/harness';
import { runOps } from '../../test/ops';
import { anAcceptor, aTenthBtcOrder, otcOrderRow } from '../../test/otc-helpers';
import type { OpsCommand } from './cli';
import { otcDesksCommand, otcExpireCommand, otcOrderCommand, otcOrdersCommand } from './otc';

const t = useTestApp();
const run = (command: OpsCommand, positionals: string[] = [], values: Record<string, unknown> = {}) =>
  runOps(t, command, positionals, values);

it('lists desks and orders, shows an order with its transfers, and expires what is due', async () => {
  expect(await run(otcOrdersCommand)).toBe('No orders.');
  const desk = await anAcceptor(t, [['BTC', '1']], [{ symbol: 'BTC/USDT' }]);
  expect(await run(otcDesksCommand)).toMatch(/BTC\/USDT\s+on\s+buy 0\.001–5 \+1 %/);
  const buyer = await aUser().verified().funded('USDT', '10000').create(t);
  const order = await aTenthBtcOrder(t, buyer);

  expect(await run(otcOrdersCommand, [], { awaiting: true })).toContain(`${order.orderId}  order`);
  const shown = await run(otcOrderCommand, [order.orderId]);
  expect(shown).toContain(`acceptor ${desk.id}`);
  expect(shown).toContain(`transfer otc:${order.orderId}:pay  kind 1  6489.301 USDT`);
  await expect(run(otcOrderCommand, ['po_nothing'])).rejects.toThrow(/No OTC order/);

  // The console runs on the wall clock: nothing of this order is due yet.
  expect(await run(otcExpireCommand)).toBe('Expired 0 order(s).');
  expect((await otcOrderRow(t.db, order.orderId))?.status).toBe(otcOrderStatus.members.awaitingAcceptor);
  await api(t).as(desk).call(endpoints.acceptor.declineOrder, { orderId: order.orderId });
});
