import {
  complaintOutcome,
  complaintProcessingStatus,
  endpoints,
  errors,
  p2pCancelReason,
  p2pOrderStatus,
  paymentChannel,
} from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { balanceOf, type TestUser } from '../../../test/builders';
import { outboxTo } from '../../../test/codes';
import { useTestApp } from '../../../test/harness';
import { runMoneyJobs } from '../../../test/otc-helpers';
import { aDealer, aTrader, escrowTransfers, p2pOrderRow, requestId } from '../../../test/p2p-helpers';
import { p2pAds, p2pAppeals } from '../../db/schema';
import { transferKind } from '../../ledger/ledger';

const e = endpoints.p2p;
const s = p2pOrderStatus.members;
const t = useTestApp();
const as = (u: TestUser | null) => api(t).as(u);

let dealer: Awaited<ReturnType<typeof aDealer>>;
beforeAll(async () => {
  dealer = await aDealer(t);
});

const buy = async (u: TestUser, quantity = '10') =>
  as(u).call(e.userBuyCoin, {
    adId: dealer.buyAd.id,
    quantity,
    channel: paymentChannel.members.bankTransfer,
    requestId: requestId(),
  });
const adLeft = async () =>
  (await t.db.select().from(p2pAds).where(eq(p2pAds.id, dealer.buyAd.id)))[0]?.available;
/** The P2P notices sent to a user (the sandbox notifier's outbox), newest first. */
const noticesTo = async (u: TestUser) =>
  (await outboxTo(t, u.email ?? '')).filter((m) => m.kind === 'p2pOrder').map((m) => m.body);

describe('mutual cancel', () => {
  it('one party proposes, the other accepts: the escrow voids once and nobody is counted', async () => {
    const user = await aTrader(t);
    const stranger = await aTrader(t);
    const frozen = (await balanceOf(t, dealer, 'USDT')).frozen;
    const left = await adLeft();
    const order = await buy(user);
    const proposed = await as(user).call(e.proposeMutualCancel, { orderId: order.orderId });
    expect(proposed).toMatchObject({ status: s.awaitingUserPayment, cancelProposedBy: 'user' });
    // Proposing again answers the order as it is.
    expect((await as(user).call(e.proposeMutualCancel, { orderId: order.orderId })).cancelProposedBy).toBe(
      'user',
    );
    // The dealer sees the proposal; the proposer cannot answer its own.
    expect((await as(dealer).call(e.get, { orderId: order.orderId })).cancelProposedBy).toBe('user');
    expect((await as(user).fails(e.answerMutualCancel, { orderId: order.orderId, accept: true })).code).toBe(
      errors.orderStatusInvalid.code,
    );
    // A third user can neither answer nor propose: the order is unknown to them.
    for (const call of [
      as(stranger).fails(e.answerMutualCancel, { orderId: order.orderId, accept: true }),
      as(stranger).fails(e.proposeMutualCancel, { orderId: order.orderId }),
    ])
      expect((await call).code).toBe(errors.orderNotFound.code);
    expect(await p2pOrderRow(t, order.orderId)).toMatchObject({
      status: s.awaitingUserPayment,
      cancelProposedBy: user.id,
    });

    const done = await as(dealer).call(e.answerMutualCancel, { orderId: order.orderId, accept: true });
    expect(done).toMatchObject({
      status: s.cancelled,
      cancelReason: p2pCancelReason.members.mutualCancel,
      cancelProposedBy: 'user',
      payee: null,
    });
    expect(await p2pOrderRow(t, order.orderId)).toMatchObject({
      cancelCounted: false,
      cancelProposedBy: user.id,
    });
    const moves = await escrowTransfers(t, order.orderId);
    expect(moves.map((m) => m.kind).sort()).toEqual([transferKind.pending, transferKind.voidPending].sort());
    expect((await balanceOf(t, dealer, 'USDT')).frozen).toBe(frozen);
    expect(await adLeft()).toBe(left);
    // Once: accepting again, or cancelling, is a repeated cancellation.
    expect(
      (await as(dealer).fails(e.answerMutualCancel, { orderId: order.orderId, accept: true })).code,
    ).toBe(errors.repeatedCancellation.code);
    expect((await as(user).fails(e.userCancelBuyCoin, { orderId: order.orderId })).code).toBe(
      errors.repeatedCancellation.code,
    );
    // Both parties were told of the proposal and of the agreement.
    for (const party of [user, dealer]) {
      const told = (await noticesTo(party)).filter((b) => b.includes(order.orderId));
      expect(told.some((b) => b.includes('proposed cancelling'))).toBe(true);
      expect(told.some((b) => b.includes('both parties agreed to cancel'))).toBe(true);
    }
  });

  it('a declined proposal leaves the order going; proposing back is agreeing', async () => {
    const user = await aTrader(t);
    const order = await buy(user);
    await as(dealer).call(e.proposeMutualCancel, { orderId: order.orderId });
    const declined = await as(user).call(e.answerMutualCancel, { orderId: order.orderId, accept: false });
    expect(declined).toMatchObject({ status: s.awaitingUserPayment, cancelProposedBy: null });
    expect((await escrowTransfers(t, order.orderId)).map((m) => m.kind)).toEqual([transferKind.pending]);
    expect((await noticesTo(user)).some((b) => b.includes(order.orderId) && b.includes('declined'))).toBe(
      true,
    );
    // Nothing to answer now.
    expect(
      (await as(dealer).fails(e.answerMutualCancel, { orderId: order.orderId, accept: true })).code,
    ).toBe(errors.orderStatusInvalid.code);
    await as(user).call(e.proposeMutualCancel, { orderId: order.orderId });
    const agreed = await as(dealer).call(e.proposeMutualCancel, { orderId: order.orderId });
    expect(agreed).toMatchObject({ status: s.cancelled, cancelReason: p2pCancelReason.members.mutualCancel });
  });

  it('is refused once payment is marked (60015), and a proposal lapses with the payment or the window (60016)', async () => {
    const user = await aTrader(t);
    const paid = await buy(user);
    await as(user).call(e.proposeMutualCancel, { orderId: paid.orderId });
    const marked = await as(user).call(e.userBuyCoinConfirmPayment, { orderId: paid.orderId });
    expect(marked.cancelProposedBy).toBeNull();
    expect((await as(dealer).fails(e.answerMutualCancel, { orderId: paid.orderId, accept: true })).code).toBe(
      errors.orderStatusInvalid.code,
    );
    expect((await as(dealer).fails(e.proposeMutualCancel, { orderId: paid.orderId })).code).toBe(
      errors.orderStatusInvalid.code,
    );
    expect((await p2pOrderRow(t, paid.orderId))?.status).toBe(s.awaitingDealerConfirmation);
    expect((await escrowTransfers(t, paid.orderId)).map((m) => m.kind)).toEqual([transferKind.pending]);
    await as(dealer).call(e.dealerConfirmReceipt, { orderId: paid.orderId });

    const unpaid = await buy(user);
    await as(dealer).call(e.proposeMutualCancel, { orderId: unpaid.orderId });
    t.clock.advance(15 * 60_000 + 1_000);
    expect((await as(user).fails(e.answerMutualCancel, { orderId: unpaid.orderId, accept: true })).code).toBe(
      errors.paymentTimeout.code,
    );
    expect((await p2pOrderRow(t, unpaid.orderId))?.status).toBe(s.awaitingUserPayment);
    // The timers job then cancels it as unpaid, as any order whose window ended.
    await runMoneyJobs(t);
    expect(await p2pOrderRow(t, unpaid.orderId)).toMatchObject({
      status: s.cancelled,
      cancelReason: p2pCancelReason.members.userUnpaidTimeout,
    });
  });

  it('does not count toward the day’s three cancellations (60023)', async () => {
    const user = await aTrader(t);
    for (let i = 0; i < 2; i++) {
      const order = await buy(user);
      await as(user).call(e.userCancelBuyCoin, { orderId: order.orderId });
    }
    for (let i = 0; i < 3; i++) {
      const order = await buy(user);
      await as(user).call(e.proposeMutualCancel, { orderId: order.orderId });
      await as(dealer).call(e.answerMutualCancel, { orderId: order.orderId, accept: true });
    }
    // Two counted: a sixth order is still allowed; a third own cancel then blocks.
    const sixth = await buy(user);
    await as(user).call(e.userCancelBuyCoin, { orderId: sixth.orderId });
    expect(
      (
        await as(user).fails(e.userBuyCoin, {
          adId: dealer.buyAd.id,
          quantity: '10',
          channel: 1,
          requestId: requestId(),
        })
      ).code,
    ).toBe(errors.dailyCancellationLimitExceeded.code);
  });

  it('50 concurrent accept, cancel and pay calls on one order resolve to one outcome', async () => {
    const user = await aTrader(t);
    const left = await adLeft();
    const order = await buy(user);
    await as(dealer).call(e.proposeMutualCancel, { orderId: order.orderId });
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 3 === 0
        ? as(user).send(e.answerMutualCancel, { orderId: order.orderId, accept: true })
        : i % 3 === 1
          ? as(user).send(e.userCancelBuyCoin, { orderId: order.orderId })
          : as(user).send(e.userBuyCoinConfirmPayment, { orderId: order.orderId }),
    );
    await Promise.all(calls);
    const row = await p2pOrderRow(t, order.orderId);
    const moves = await escrowTransfers(t, order.orderId);
    expect(moves.filter((m) => m.kind === transferKind.pending)).toHaveLength(1);
    if (row?.status === s.cancelled) {
      expect(moves.filter((m) => m.kind === transferKind.voidPending)).toHaveLength(1);
      expect(row.cancelCounted).toBe(row.cancelReason === p2pCancelReason.members.userCancelled);
      expect(await adLeft()).toBe(left);
    } else {
      expect(row?.status).toBe(s.awaitingDealerConfirmation);
      expect(moves).toHaveLength(1);
    }
  });
});

describe('appeal notices', () => {
  const paidBuy = async () => {
    const user = await aTrader(t);
    const order = await buy(user);
    await as(user).call(e.userBuyCoinConfirmPayment, { orderId: order.orderId });
    return { user, order };
  };
  const told = async (u: TestUser, orderId: string, words: string) =>
    (await noticesTo(u)).some((b) => b.includes(orderId) && b.includes(words));
  const remark = 'Paid by bank transfer this morning.';

  it('a cooperative release closes the open appeal, and both parties are told of the opening and the closing', async () => {
    const { user, order } = await paidBuy();
    await as(user).call(e.userAppeal, { orderId: order.orderId, reason: 0, remark });
    for (const party of [user, dealer])
      expect(await told(party, order.orderId, 'an appeal was opened')).toBe(true);
    await as(dealer).call(e.dealerConfirmReceipt, { orderId: order.orderId });
    const [appeal] = await t.db.select().from(p2pAppeals).where(eq(p2pAppeals.orderId, order.orderId));
    expect(appeal).toMatchObject({
      status: complaintProcessingStatus.members.completed,
      outcome: complaintOutcome.members.noLiability,
      ruling: 'settled',
    });
    expect(await p2pOrderRow(t, order.orderId)).toMatchObject({ status: s.completed, appealOpen: false });
    for (const party of [user, dealer])
      expect(await told(party, order.orderId, 'the appeal is closed')).toBe(true);
  });

  it('both parties are told of an appeal the timer opens and of the operator’s ruling', async () => {
    const { user, order } = await paidBuy();
    t.clock.advance(15 * 60_000 + 1_000);
    await runMoneyJobs(t);
    for (const party of [user, dealer])
      expect(await told(party, order.orderId, 'an appeal was opened')).toBe(true);
    const [appeal] = await t.db.select().from(p2pAppeals).where(eq(p2pAppeals.orderId, order.orderId));
    if (!appeal) throw new Error('the timer opened no appeal');
    await t.modules.p2p.takeAppeal(appeal.id, 'op1');
    await t.modules.p2p.ruleAppeal(appeal.id, 'op1', 'return', complaintOutcome.members.userResponsibility);
    for (const party of [user, dealer])
      expect(await told(party, order.orderId, 'the operator ruled on the appeal')).toBe(true);
  });
});
