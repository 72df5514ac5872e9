import {
  cardExpiredReason,
  cardPaymentWindowSeconds,
  type LiveEvent,
  p2pOrderStatus,
} from '@coffer/contract';
import { beforeAll, expect, it } from 'vitest';
import { aUser, balanceOf, type TestUser } from '../../../test/builders';
import { cardOrderRow, payWithCard, startCardBuy } from '../../../test/card-helpers';
import { stockMarketMaker } from '../../../test/convert-helpers';
import { useLiveTestApp } from '../../../test/live';

const { t, live } = useLiveTestApp();
const s = p2pOrderStatus.members;
const windowMs = cardPaymentWindowSeconds * 1000;
let buyer: TestUser;

const sandbox = () => {
  const box = t.modules.cardSandbox;
  if (!box) throw new Error('the sandbox processor is not on');
  return box;
};

/** The modules' jobs are listed by area: the expiry job is the one counting expired card orders. */
async function expireJob() {
  for (const job of t.modules.jobs) {
    const counts = await job();
    if ('cardOrdersExpired' in counts) return counts.cardOrdersExpired as number;
  }
  throw new Error('no card expiry job');
}
const reconcileJob = async () => {
  for (const job of t.modules.jobs) {
    const counts = await job();
    if ('cardOrdersCredited' in counts) return counts;
  }
  throw new Error('no card job');
};

beforeAll(async () => {
  buyer = await aUser().verified().create(t);
  await stockMarketMaker(t.db, 'USDT', '10000');
});

it('closes an order left unpaid past its window, once, tells the buyer live, and its page takes no card', async () => {
  const events: LiveEvent[] = [];
  const stop = live.subscribe(buyer.id, (e) => events.push(e));
  const late = await startCardBuy(t, buyer, '100');
  t.clock.advance(windowMs - 1000);
  const young = await startCardBuy(t, buyer, '50');
  await live.poll();
  t.clock.advance(1000);
  // Two processes run the job at once: the order is closed by one of them.
  const runs = await Promise.all([expireJob(), expireJob()]);
  expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
  expect(await expireJob()).toBe(0);
  expect(await cardOrderRow(t, late.order.orderId)).toMatchObject({
    status: s.cancelled,
    failureReason: cardExpiredReason,
  });
  expect((await cardOrderRow(t, young.order.orderId)).status).toBe(s.pendingPayment);
  await live.poll();
  stop();
  const told = events.flatMap((e) =>
    e.event === 'cardOrder' && e.data.orderId === late.order.orderId ? [e.data] : [],
  );
  expect(told.map((o) => [o.status, o.failureReason])).toEqual([
    [s.pendingPayment, null],
    [s.cancelled, cardExpiredReason],
  ]);
  // The processor's payment was closed first: the card page sends the buyer back, charging nothing.
  const before = (await balanceOf(t, buyer, 'USDT')).available;
  await payWithCard(t, late.paymentUrl, '4242424242424242');
  const paymentId = (await cardOrderRow(t, late.order.orderId)).paymentId ?? '';
  expect(sandbox().payment(paymentId)?.status).toBe('cancelled');
  expect((await cardOrderRow(t, late.order.orderId)).status).toBe(s.cancelled);
  expect((await balanceOf(t, buyer, 'USDT')).available).toBe(before);
  t.clock.advance(windowMs);
  expect(await expireJob()).toBe(1); // the young one, now past its window
});

it('leaves an order the processor has captured (its notification lost) to be credited, not expired', async () => {
  const box = sandbox();
  const deliver = box.sent.length;
  box.connect(async () => {
    throw new Error('the network lost it');
  });
  const order = await startCardBuy(t, buyer, '100');
  await payWithCard(t, order.paymentUrl, '4242424242424242');
  expect(box.sent.length).toBe(deliver + 1);
  t.clock.advance(windowMs + 1000);
  // The processor answers the close with "already paid": the expiry leaves it, the lookup credits it.
  expect(await expireJob()).toBe(0);
  expect(await cardOrderRow(t, order.order.orderId)).toMatchObject({ status: s.paid, failureReason: null });
  expect(await reconcileJob()).toMatchObject({ cardOrdersCredited: 0 });
});

it('waits while the processor does not answer, and closes the order once it does', async () => {
  const order = await startCardBuy(t, buyer, '100');
  t.clock.advance(windowMs + 1000);
  sandbox().setUnavailable(true);
  try {
    expect(await expireJob()).toBe(0);
    expect((await cardOrderRow(t, order.order.orderId)).status).toBe(s.pendingPayment);
  } finally {
    sandbox().setUnavailable(false);
  }
  expect(await expireJob()).toBe(1);
  expect((await cardOrderRow(t, order.order.orderId)).failureReason).toBe(cardExpiredReason);
});
