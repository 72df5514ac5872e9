import { cardProcessorSignatureHeader, endpoints, p2pOrderStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, balanceOf, type TestUser } from '../../../test/builders';
import { cardOrderRow, payWithCard, startCardBuy } from '../../../test/card-helpers';
import { stockMarketMaker } from '../../../test/convert-helpers';
import { useTestApp } from '../../../test/harness';
import { signNotification } from '../../adapters/card-processor/processor-signature';
import { outboundDispatches } from '../../db/schema';
import { dispatchState } from '../../ledger/flows/outbound-dispatch';

const s = p2pOrderStatus.members;
const secret = 'refund-test-notification-secret-0123456789';
const t = useTestApp({ cardNotifySecret: secret });
let buyer: TestUser;

const sandbox = () => {
  const box = t.modules.cardSandbox;
  if (!box) throw new Error('the sandbox processor is not on');
  return box;
};
const dispatchOf = async (orderId: string) => {
  const [row] = await t.db
    .select()
    .from(outboundDispatches)
    .where(eq(outboundDispatches.id, `card-refund:${orderId}`));
  return row;
};
/** The card jobs, run as the server runs them; the refund job's counters. */
async function runJobs() {
  let refunds: Record<string, number> = {};
  for (const job of t.modules.jobs) {
    const counts = await job();
    if ('cardRefundsSent' in counts) refunds = counts;
  }
  return refunds;
}
const notificationsOf = (paymentId: string, type: string) =>
  sandbox().sent.filter((n) => n.rawBody.includes(`"${paymentId}"`) && JSON.parse(n.rawBody).type === type);
const notify = (n: { rawBody: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: endpoints.card.processorNotify.path,
    headers: { 'content-type': 'application/json', [cardProcessorSignatureHeader]: n.signature },
    payload: n.rawBody,
  });

/** A BTC buy the house cannot deliver (it holds no BTC): captured, then refunded. */
async function uncreditable() {
  const { order, paymentUrl } = await startCardBuy(t, buyer, '100', 'BTC');
  await payWithCard(t, paymentUrl, '4242424242424242');
  const row = await cardOrderRow(t, order.orderId);
  return { orderId: order.orderId, paymentId: row.paymentId ?? '' };
}

beforeAll(async () => {
  buyer = await aUser().verified().create(t);
  await stockMarketMaker(t.db, 'USDT', '10000');
});

describe('refunds to the card through the outbound dispatch', () => {
  it('refunds a payment the house cannot credit at once, once', async () => {
    const { orderId, paymentId } = await uncreditable();
    expect(await cardOrderRow(t, orderId)).toMatchObject({
      status: s.paymentFailed,
      failureReason: 'not_credited',
      refunded: true,
    });
    expect((await dispatchOf(orderId))?.state).toBe(dispatchState.sent);
    expect(sandbox().payment(paymentId)?.refunded).toBe(true);
    expect(notificationsOf(paymentId, 'payment.refunded')).toHaveLength(1);
    expect((await balanceOf(t, buyer, 'BTC')).available).toBe('0');
  });

  it('a refund the processor does not answer stays unknown until the job asks and sends it', async () => {
    sandbox().failRefunds('down');
    const { orderId, paymentId } = await uncreditable();
    expect(await cardOrderRow(t, orderId)).toMatchObject({ status: s.paymentFailed, refunded: false });
    expect((await dispatchOf(orderId))?.state).toBe(dispatchState.unknown);
    expect(sandbox().payment(paymentId)?.refunded).toBe(false);
    // Before its retry delay the job leaves it; after it, it asks, learns nothing went out, sends.
    expect(await runJobs()).toMatchObject({ cardRefundsSent: 0 });
    t.clock.advance(31_000);
    expect(await runJobs()).toMatchObject({ cardRefundsSent: 1 });
    expect((await cardOrderRow(t, orderId)).refunded).toBe(true);
    expect((await dispatchOf(orderId))?.state).toBe(dispatchState.sent);
    expect(notificationsOf(paymentId, 'payment.refunded')).toHaveLength(1);
    expect(await runJobs()).toMatchObject({ cardRefundsSent: 0 });
  });

  it('a refund done with its answer lost is found by the lookup, never sent twice', async () => {
    sandbox().failRefunds('lostAnswer');
    const { orderId, paymentId } = await uncreditable();
    // The processor's notification told Coffer already; the dispatch waits for its own answer.
    expect((await cardOrderRow(t, orderId)).refunded).toBe(true);
    expect((await dispatchOf(orderId))?.state).toBe(dispatchState.unknown);
    t.clock.advance(31_000);
    expect(await runJobs()).toMatchObject({ cardRefundsSent: 1 });
    expect(await dispatchOf(orderId)).toMatchObject({ state: dispatchState.sent, attempts: 2 });
    expect(notificationsOf(paymentId, 'payment.refunded')).toHaveLength(1);
  });

  it('duplicate and late notifications change nothing: no credit after the refund', async () => {
    const { orderId, paymentId } = await uncreditable();
    const [refunded] = notificationsOf(paymentId, 'payment.refunded');
    const [succeeded] = notificationsOf(paymentId, 'payment.succeeded');
    if (!refunded || !succeeded) throw new Error('missing notifications');
    const before = await cardOrderRow(t, orderId);
    for (const n of [refunded, succeeded, refunded, succeeded]) {
      expect((await notify(n)).statusCode).toBe(200);
    }
    expect(await cardOrderRow(t, orderId)).toEqual(before);
    expect((await balanceOf(t, buyer, 'BTC')).available).toBe('0');
  });

  it('a refund Coffer did not make (on a completed order) is logged and changes nothing', async () => {
    const { order, paymentUrl } = await startCardBuy(t, buyer, '100');
    await payWithCard(t, paymentUrl, '4242424242424242');
    const row = await cardOrderRow(t, order.orderId);
    expect(row.status).toBe(s.paid);
    const [succeeded] = notificationsOf(row.paymentId ?? '', 'payment.succeeded');
    if (!succeeded) throw new Error('missing notification');
    const forged = JSON.parse(succeeded.rawBody);
    const body = JSON.stringify({ ...forged, eventId: 'evt_refund_outside', type: 'payment.refunded' });
    expect(
      (await notify({ rawBody: body, signature: signNotification(secret, body) })).json().result,
    ).toEqual({
      applied: false,
    });
    expect(await cardOrderRow(t, order.orderId)).toEqual(row);
  });
});
