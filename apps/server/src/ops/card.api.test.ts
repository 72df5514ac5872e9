import { p2pOrderStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { aUser, balanceOf, type TestUser } from '../../test/builders';
import { cardOrderRow, payWithCard, startCardBuy } from '../../test/card-helpers';
import { stockMarketMaker } from '../../test/convert-helpers';
import { useTestApp } from '../../test/harness';
import { runOps } from '../../test/ops';
import { cardOrders } from '../db/schema';
import { cardOrderCommand, cardRefundCommand } from './card';
import type { OpsCommand } from './cli';

const s = p2pOrderStatus.members;
const t = useTestApp();
const run = (command: OpsCommand, positionals: string[] = []) => runOps(t, command, positionals, {});
let buyer: TestUser;

beforeAll(async () => {
  buyer = await aUser().verified().create(t);
  await stockMarketMaker(t.db, 'USDT', '1000');
});

it('looks up an order, never showing more of the card than its last four', async () => {
  const { order, paymentUrl } = await startCardBuy(t, buyer, '100');
  await payWithCard(t, paymentUrl, '4242424242424242');
  const shown = await run(cardOrderCommand, [order.orderId]);
  expect(shown).toContain(`${order.orderId} (card)  user ${buyer.id}`);
  expect(shown).toContain('paid');
  expect(shown).toContain('100 USD → 89 USDT  fee 10');
  expect(shown).toContain('Visa …4242');
  expect(shown).not.toContain('4242424242424242');
  expect(shown).toContain('refund none');
  await expect(run(cardOrderCommand, ['ko_nothing'])).rejects.toThrow(/No card order/);
  await expect(run(cardOrderCommand, [])).rejects.toThrow(/Usage/);
});

it('refunds a captured order stuck before its credit, once; refuses one already credited', async () => {
  const box = t.modules.cardSandbox;
  if (!box) throw new Error('the sandbox processor is not on');
  const { order, paymentUrl } = await startCardBuy(t, buyer, '50');
  // Captured at the processor; Coffer recorded the capture and crashed before the credit.
  box.connect(async () => {});
  await payWithCard(t, paymentUrl, '4242424242424242');
  await t.db
    .update(cardOrders)
    .set({ status: s.payingOut, paidAt: t.clock.now })
    .where(eq(cardOrders.id, order.orderId));
  const before = (await balanceOf(t, buyer, 'USDT')).available;
  expect(await run(cardRefundCommand, [order.orderId])).toBe(`${order.orderId}: refunded to the card.`);
  expect(await cardOrderRow(t, order.orderId)).toMatchObject({
    status: s.paymentFailed,
    failureReason: 'refunded',
    refunded: true,
  });
  expect(await run(cardOrderCommand, [order.orderId])).toContain('refund done (1 attempt(s))');
  await expect(run(cardRefundCommand, [order.orderId])).rejects.toThrow(/nothing to refund/);
  expect((await balanceOf(t, buyer, 'USDT')).available).toBe(before);
  const paymentId = (await cardOrderRow(t, order.orderId)).paymentId ?? '';
  expect(box.payment(paymentId)?.refunded).toBe(true);
});
