import { endpoints, errors, p2pOrderStatus, paymentChannel } from '@coffer/contract';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { balanceOf } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { aDealer, aTrader, escrowTransfers, requestId } from '../../../test/p2p-helpers';
import { p2pAds, p2pOrders } from '../../db/schema';
import { transferKind } from '../../ledger/ledger';

/**
 * Many users on one ad at the same moment (real races need PostgreSQL's pool; PGlite serialises
 * them, and the outcome must hold on both): the ad never gives more than it holds, each placed
 * order escrows its quantity once, and the dealer's balance covers every escrow.
 */
const t = useTestApp();
const e = endpoints.p2p;

describe('fifty placements at once on one ad', () => {
  it('never take more than the ad holds; the rest are refused with 60022 and move nothing', async () => {
    const dealer = await aDealer(t); // its buy ad sells 500 USDT; the dealer holds 1000
    const users = await Promise.all(Array.from({ length: 50 }, () => aTrader(t)));
    const answers = await Promise.all(
      users.map((u) =>
        api(t).as(u).send(e.userBuyCoin, {
          adId: dealer.buyAd.id,
          quantity: '20',
          channel: paymentChannel.members.bankTransfer,
          requestId: requestId(),
        }),
      ),
    );
    const placed = answers.filter((a) => !a.error);
    const refused = answers.filter((a) => a.error);
    expect(placed).toHaveLength(25);
    expect(new Set(refused.map((a) => a.error?.code))).toEqual(new Set([errors.adsRematchRequired.code]));

    const orders = await t.db.select().from(p2pOrders).where(eq(p2pOrders.adId, dealer.buyAd.id));
    expect(orders).toHaveLength(25);
    expect(orders.every((o) => o.status === p2pOrderStatus.members.awaitingUserPayment)).toBe(true);
    const [ad] = await t.db.select().from(p2pAds).where(eq(p2pAds.id, dealer.buyAd.id));
    expect(new Decimal(ad?.available ?? '-1').eq(0)).toBe(true);
    let escrowed = new Decimal(0);
    for (const order of orders) {
      const moves = await escrowTransfers(t, order.id);
      expect(moves.map((m) => m.kind)).toEqual([transferKind.pending]);
      escrowed = escrowed.plus(moves[0]?.amount ?? 0);
    }
    expect(escrowed.eq(500)).toBe(true);
    const held = await balanceOf(t, dealer, 'USDT');
    expect(new Decimal(held.available).eq(500)).toBe(true);
  });
});
