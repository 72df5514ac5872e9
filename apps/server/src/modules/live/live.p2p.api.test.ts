import {
  complaintOutcome,
  endpoints,
  type LiveEvent,
  p2pCancelReason,
  p2pOrderStatus,
  paymentChannel,
} from '@coffer/contract';
import { expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { useLiveTestApp } from '../../../test/live';
import { runMoneyJobs } from '../../../test/otc-helpers';
import { aDealer, aTrader, requestId } from '../../../test/p2p-helpers';

const { t, live } = useLiveTestApp();
const e = endpoints.p2p;
const s = p2pOrderStatus.members;

/** Each step at its own instant: the stream sends a row once per `updatedAt`. */
async function step(action: () => Promise<unknown>) {
  t.clock.advance(1000);
  await action();
  await live.poll();
}

it('streams a P2P order’s every change to its user and its dealer, without payment details, and to nobody else', async () => {
  const dealer = await aDealer(t);
  const buyer = await aTrader(t);
  const bystander = await aTrader(t);
  const seen = new Map<number, LiveEvent[]>([
    [dealer.id, []],
    [buyer.id, []],
    [bystander.id, []],
  ]);
  const stops = [...seen].map(([id, list]) => live.subscribe(id, (event) => list.push(event)));
  const place = () =>
    api(t).as(buyer).call(e.userBuyCoin, {
      adId: dealer.buyAd.id,
      quantity: '10',
      channel: paymentChannel.members.bankTransfer,
      requestId: requestId(),
    });

  // Placed, paid, appealed, ruled by the operator.
  let ruled = '';
  await step(async () => {
    ruled = (await place()).orderId;
  });
  await step(() => api(t).as(buyer).call(e.userBuyCoinConfirmPayment, { orderId: ruled }));
  let appealId = '';
  await step(async () => {
    const remark = 'Paid by bank transfer an hour ago.';
    appealId = (await api(t).as(buyer).call(e.userAppeal, { orderId: ruled, reason: 0, remark })).appealId;
  });
  await step(async () => {
    await t.modules.p2p.takeAppeal(appealId, 'op1');
    await t.modules.p2p.ruleAppeal(appealId, 'op1', 'release', complaintOutcome.members.noLiability);
  });
  // Cancelled by the buyer; cancelled by the timers job.
  let cancelled = '';
  await step(async () => {
    cancelled = (await place()).orderId;
  });
  await step(() => api(t).as(buyer).call(e.userCancelBuyCoin, { orderId: cancelled }));
  let timedOut = '';
  await step(async () => {
    timedOut = (await place()).orderId;
  });
  t.clock.advance(15 * 60_000);
  await step(() => runMoneyJobs(t));
  for (const stop of stops) stop();

  const p2pEvents = (userId: number) =>
    (seen.get(userId) ?? []).flatMap((event) => (event.event === 'p2pOrder' ? [event.data] : []));
  const summary = (userId: number) =>
    p2pEvents(userId).map((o) => [o.orderId, o.status, o.appealOpen, o.cancelReason]);
  const expected = [
    [ruled, s.awaitingUserPayment, false, null],
    [ruled, s.awaitingDealerConfirmation, false, null],
    [ruled, s.awaitingDealerConfirmation, true, null],
    [ruled, s.completed, false, null],
    [cancelled, s.awaitingUserPayment, false, null],
    [cancelled, s.cancelled, false, p2pCancelReason.members.userCancelled],
    [timedOut, s.awaitingUserPayment, false, null],
    [timedOut, s.cancelled, false, p2pCancelReason.members.userUnpaidTimeout],
  ];
  expect(summary(buyer.id)).toEqual(expected);
  expect(summary(dealer.id)).toEqual(expected);
  // Each party sees its own side; the payer's payment details never travel on the stream.
  expect(new Set(p2pEvents(buyer.id).map((o) => o.role))).toEqual(new Set(['user']));
  expect(new Set(p2pEvents(dealer.id).map((o) => o.role))).toEqual(new Set(['dealer']));
  expect([...p2pEvents(buyer.id), ...p2pEvents(dealer.id)].every((o) => o.payee === null)).toBe(true);
  expect(JSON.stringify(seen.get(buyer.id))).not.toContain('DE89370400440532013000');
  expect(seen.get(bystander.id)).toEqual([]);
  // The order call itself still shows the payer where to pay while it is open.
  const open = await place();
  expect((await api(t).as(buyer).call(e.get, { orderId: open.orderId })).payee).not.toBeNull();
});

it('streams each step of a mutual cancel to both parties: proposed, declined, proposed again, accepted', async () => {
  const dealer = await aDealer(t);
  const buyer = await aTrader(t);
  const seen = new Map<number, LiveEvent[]>([
    [dealer.id, []],
    [buyer.id, []],
  ]);
  const stops = [...seen].map(([id, list]) => live.subscribe(id, (event) => list.push(event)));
  let orderId = '';
  await step(async () => {
    const placed = await api(t).as(buyer).call(e.userBuyCoin, {
      adId: dealer.buyAd.id,
      quantity: '10',
      channel: paymentChannel.members.bankTransfer,
      requestId: requestId(),
    });
    orderId = placed.orderId;
  });
  await step(() => api(t).as(buyer).call(e.proposeMutualCancel, { orderId }));
  await step(() => api(t).as(dealer).call(e.answerMutualCancel, { orderId, accept: false }));
  await step(() => api(t).as(dealer).call(e.proposeMutualCancel, { orderId }));
  await step(() => api(t).as(buyer).call(e.answerMutualCancel, { orderId, accept: true }));
  for (const stop of stops) stop();

  const summary = (userId: number) =>
    (seen.get(userId) ?? []).flatMap((event) =>
      event.event === 'p2pOrder'
        ? [[event.data.status, event.data.cancelProposedBy, event.data.cancelReason]]
        : [],
    );
  const expected = [
    [s.awaitingUserPayment, null, null],
    [s.awaitingUserPayment, 'user', null],
    [s.awaitingUserPayment, null, null],
    [s.awaitingUserPayment, 'dealer', null],
    [s.cancelled, 'dealer', p2pCancelReason.members.mutualCancel],
  ];
  expect(summary(buyer.id)).toEqual(expected);
  expect(summary(dealer.id)).toEqual(expected);
});
