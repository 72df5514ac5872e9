import { endpoints, type PaymentOrder, paymentRefundStatus, walletType } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, type TestUser } from '../../../test/builders';
import { useMoneyTestApp } from '../../../test/harness';
import { buyerAddress, confirmPayments, orderFields, payOrder } from '../../../test/payment-helpers';
import { type ChainAdapter, ChainRefusal } from '../../adapters/chain/chain';
import { createSandboxChain } from '../../adapters/chain/sandbox-chain';
import { outboundDispatches, paymentOrders, paymentRefunds } from '../../db/schema';
import { dispatchState } from '../../ledger/flows/outbound-dispatch';
import { Dec } from '../../lib/money';
import { buildModules } from '../../modules';

const P = endpoints.payments;
const rf = paymentRefundStatus.members;
const cloud = walletType.members.cloud;

/** Sends by reference, counted; a reference in `loseAnswer` goes out but its answer is lost. */
const sends = new Map<string, number>();
const loseAnswer = new Set<string>();
/** While set, the chain rejects every send: nothing goes out. */
let refuse = false;
function countingChain(db: Parameters<typeof createSandboxChain>[0]): ChainAdapter {
  const inner = createSandboxChain(db);
  return {
    ...inner,
    async send(input) {
      sends.set(input.reference, (sends.get(input.reference) ?? 0) + 1);
      if (refuse) throw new ChainRefusal('invalid transaction');
      const txId = await inner.send(input);
      if (loseAnswer.size > 0) throw new Error('no answer within 20000 ms');
      return txId;
    },
  };
}

const { t, money } = useMoneyTestApp((db) => ({ chain: countingChain(db), log: () => {} }));
let merchant: TestUser;
beforeAll(async () => {
  merchant = await aUser().verified().merchant().create(t);
});

const m = () => api(t).as(merchant).on('merchant');
let orderNo = 0;
/** An order of 100 USDT, paid and settled into the merchant's cloud wallet. */
async function paidOrder(): Promise<PaymentOrder> {
  const order = await m().call(P.create, orderFields(`RF-${++orderNo}`, { currency: 'USDT' }));
  await payOrder(t, order, '100');
  await confirmPayments(t, money.jobs);
  return order;
}
const refundsOf = (orderId: string) =>
  t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
const orderRow = async (orderId: string) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0];

it('a refund whose send times out is neither failed nor sent twice, and is resumed after a restart', async () => {
  const order = await paidOrder();
  const before = await balanceOf(t, merchant, 'USDT', cloud);
  loseAnswer.add('any');
  const answer = await m().call(P.refund, { id: order.orderId, amount: '30', address: buyerAddress });
  loseAnswer.clear();
  expect(answer.status).toBe(rf.pending);
  const reference = `refund:${answer.refundId}`;
  expect(sends.get(reference)).toBe(1);
  // Still reserved, still counted as refunded: the money may be on its way.
  expect((await refundsOf(order.orderId))[0]).toMatchObject({ status: rf.pending, txId: null });
  expect((await orderRow(order.orderId))?.refunded).toBe('30.000000000000000000');
  expect(await balanceOf(t, merchant, 'USDT', cloud)).toMatchObject({
    balance: before.balance,
    frozen: '30',
  });
  const [dispatch] = await t.db.select().from(outboundDispatches).where(eq(outboundDispatches.id, reference));
  expect(dispatch).toMatchObject({ state: dispatchState.unknown });

  // A process started afresh runs its jobs once the wait is over: it asks the chain, finds the
  // transaction and posts the refund, without sending it again.
  t.clock.advance(31_000);
  const restarted = buildModules({
    db: t.db,
    now: () => t.clock.now,
    chain: countingChain(t.db),
    dispatchLog: () => {},
  });
  for (const job of restarted.jobs) await job();
  expect(sends.get(reference)).toBe(1);
  const [refund] = await refundsOf(order.orderId);
  expect(refund).toMatchObject({ status: rf.sent, txId: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(await balanceOf(t, merchant, 'USDT', cloud)).toMatchObject({ frozen: '0' });
  expect(new Dec(before.balance).minus((await balanceOf(t, merchant, 'USDT', cloud)).balance).toFixed()).toBe(
    '30',
  );
  expect((await m().call(P.getRefundOrder, { refundId: answer.refundId })).status).toBe(rf.sent);
});

it('the same refund key twice refunds once; another body with it is refused', async () => {
  const order = await paidOrder();
  const before = await balanceOf(t, merchant, 'USDT', cloud);
  const input = { id: order.orderId, amount: '10', address: buyerAddress, requestId: 'refund-key-0001' };
  const answers = await Promise.all([m().send(P.refund, input), m().send(P.refund, input)]);
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(answers[0]?.result?.refundId).toBe(answers[1]?.result?.refundId);
  const again = await m().call(P.refund, input);
  expect(again).toMatchObject({ refundId: answers[0]?.result?.refundId, status: rf.sent });
  expect(await refundsOf(order.orderId)).toHaveLength(1);
  expect(sends.get(`refund:${again.refundId}`)).toBe(1);
  expect((await orderRow(order.orderId))?.refunded).toBe('10.000000000000000000');
  expect(new Dec(before.balance).minus((await balanceOf(t, merchant, 'USDT', cloud)).balance).toFixed()).toBe(
    '10',
  );
  const other = await m().send(P.refund, { ...input, amount: '11' });
  expect(other.error?.code).toBe(409);
  expect(await refundsOf(order.orderId)).toHaveLength(1);
});

it('a refund the chain refuses is failed and released: the amount is refundable again', async () => {
  const order = await paidOrder();
  const before = await balanceOf(t, merchant, 'USDT', cloud);
  refuse = true;
  const answer = await m()
    .call(P.refund, { id: order.orderId, amount: '40', address: buyerAddress })
    .finally(() => {
      refuse = false;
    });
  expect(answer.status).toBe(rf.failed);
  expect((await orderRow(order.orderId))?.refunded).toBe('0.000000000000000000');
  expect(await balanceOf(t, merchant, 'USDT', cloud)).toEqual(before);
  const [dispatch] = await t.db
    .select()
    .from(outboundDispatches)
    .where(eq(outboundDispatches.id, `refund:${answer.refundId}`));
  expect(dispatch).toMatchObject({ state: dispatchState.refused });
  // The jobs leave it alone: a refused send is never tried again.
  for (const job of money.jobs) await job();
  expect(sends.get(`refund:${answer.refundId}`)).toBe(1);
});
