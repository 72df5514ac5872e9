import {
  type EarnPosition,
  earnPositionStatus,
  earnRedemptionStatus,
  endpoints,
  type LiveEvent,
} from '@coffer/contract';
import { expect, it } from 'vitest';
import { anInvestor, at, earnClient, seeded } from '../../../test/earn-helpers';
import { useLiveTestApp } from '../../../test/live';

const { t, live } = useLiveTestApp();
const e = endpoints.earn;
const s = earnPositionStatus.members;

it('streams an earn position to its owner when subscribed, paid interest, redeeming and redeemed, and to nobody else', async () => {
  const owner = await anInvestor(t, '1000');
  const bystander = await anInvestor(t, '1000');
  const seen = new Map<number, LiveEvent[]>([
    [owner.id, []],
    [bystander.id, []],
  ]);
  const stops = [...seen].map(([id, list]) => live.subscribe(id, (event) => list.push(event)));

  at(t, '2027-03-01T10:00:00Z');
  const { positionId } = await earnClient(t, owner).call(e.createDeposit, {
    productId: seeded.usdtFlexible,
    amount: '730',
  });
  await live.poll();
  // Interest from T+2 (03-03); the job after 03-04 00:00 UTC pays 03-03.
  at(t, '2027-03-04T00:05:00Z');
  await t.modules.earn.payInterest(100);
  await live.poll();
  at(t, '2027-03-04T16:30:00Z');
  await earnClient(t, owner).call(e.createWithdraw, { positionId });
  await live.poll();
  at(t, '2027-03-04T16:31:00Z');
  await t.modules.earn.settleRedemptions(100);
  await live.poll();
  for (const stop of stops) stop();

  const events = (userId: number) =>
    (seen.get(userId) ?? []).flatMap((event) => (event.event === 'earnPosition' ? [event.data] : []));
  const summary = (p: EarnPosition) => [
    p.positionId,
    p.status,
    p.paidThroughDay,
    p.interestTotal,
    p.interestYesterday,
    p.redemption?.status ?? null,
  ];
  // 730 × 5 % ÷ 365 = 0.1 a day.
  expect(events(owner.id).map(summary)).toEqual([
    [positionId, s.active, null, '0', '0', null],
    [positionId, s.active, '2027-03-03', '0.1', '0.1', null],
    [positionId, s.redeeming, '2027-03-03', '0.1', '0.1', earnRedemptionStatus.members.redeeming],
    [positionId, s.redeemed, '2027-03-03', '0.1', '0.1', earnRedemptionStatus.members.success],
  ]);
  expect(events(bystander.id)).toEqual([]);
});
