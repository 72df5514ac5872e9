import { randomBytes } from 'node:crypto';
import { accountType, p2pAdStatus, p2pOrderStatus, paymentChannel } from '@coffer/contract';
import { eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerTransfers, p2pAds, p2pOrders, p2pPaymentMethods } from '../../src/db/schema';
import { userAccount } from '../../src/ledger/accounts';
import { createLedger, transferKind } from '../../src/ledger/ledger';
import { Dec, toWire } from '../../src/lib/money';
import { aUser, type TestUser } from '../builders';
import { type CrashDb, type CrashSend, type CrashTokens, crashToken } from './crash-session';

const api = '/api/services/app';
const dealerFunds = new Dec('100000');
/** Each order buys 1 USDT at 1.01 USD. */
const quantity = new Dec('1');
const bank = paymentChannel.members.bankTransfer;

export interface P2pCrashDesk {
  buyer: { id: number; token: string };
  dealer: { id: number; token: string };
  adId: number;
}

async function signedIn(db: CrashDb, tokens: CrashTokens, user: TestUser) {
  const token = await crashToken(db, tokens, user);
  return { id: user.id, token };
}

/** A dealer with USDT, a bank method and a `buy` ad on USDT/USD, and a verified buyer. */
export async function p2pCrashDesk(db: CrashDb, tokens: CrashTokens): Promise<P2pCrashDesk> {
  const dealer = await aUser()
    .verified()
    .accountType(accountType.members.acceptor)
    .funded('USDT', toWire(dealerFunds))
    .create({ db });
  const buyer = await aUser().verified().create({ db });
  const at = new Date();
  await db.insert(p2pPaymentMethods).values({
    userId: dealer.id,
    channel: bank,
    holderName: dealer.name,
    fields: { bankName: 'Crash Test Bank', accountNumber: 'DE89370400440532013000' },
    createdAt: at,
    updatedAt: at,
  });
  const [ad] = await db
    .insert(p2pAds)
    .values({
      dealerId: dealer.id,
      side: 'buy',
      coin: 'USDT',
      fiat: 'USD',
      price: '1.01',
      minTotal: '1',
      maxTotal: '1000',
      available: toWire(dealerFunds),
      channels: [bank],
      windowMinutes: 120,
      status: p2pAdStatus.members.active,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!ad) throw new Error('no ad');
  return {
    buyer: await signedIn(db, tokens, buyer),
    dealer: await signedIn(db, tokens, dealer),
    adId: ad.id,
  };
}

/**
 * The P2P load: the buyer places an order (its own request id, resent until answered), marks it
 * paid, and the dealer releases it, each step resent until answered: a kill may land anywhere in it.
 */
export async function p2pCrashClient(
  desk: P2pCrashDesk,
  acked: string[],
  send: CrashSend,
  stopping: () => boolean,
) {
  for (let n = 0; !stopping(); n++) {
    const requestId = `p${n}r${randomBytes(4).toString('hex')}`;
    const placed = await send(
      `${api}/LegalCurrencyOrder/UserBuyCoin`,
      desk.buyer.token,
      { adId: desk.adId, quantity: toWire(quantity), channel: bank, requestId },
      stopping,
    );
    expect(placed.body.success, JSON.stringify(placed.body)).toBe(true);
    const orderId = String(placed.body.result?.orderId);
    const steps = [
      [`${api}/LegalCurrencyOrder/UserBuyCoinConfirmPayment`, desk.buyer.token],
      [`${api}/LegalCurrencyDealer/ConfirmReceipt`, desk.dealer.token],
    ] as const;
    for (const [path, token] of steps) {
      const res = await send(path, token, { orderId }, stopping);
      expect(res.body.success, `${path} ${JSON.stringify(res.body)}`).toBe(true);
    }
    acked.push(orderId);
  }
}

/**
 * Every acknowledged order exists once and is completed, nothing else does; each has one escrow
 * and one release in the ledger; the dealer lost and the buyer gained exactly those quantities.
 */
export async function expectP2pSettled(db: CrashDb, desk: P2pCrashDesk, acked: string[]) {
  const orders = await db.select().from(p2pOrders).where(eq(p2pOrders.userId, desk.buyer.id));
  expect(orders.map((o) => o.id).sort()).toEqual([...acked].sort());
  expect(orders.every((o) => o.status === p2pOrderStatus.members.completed)).toBe(true);
  const moves = await db
    .select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.id, 'p2p:%'));
  const expected = acked.flatMap((id) => [
    { id: `p2p:${id}:escrow`, kind: transferKind.pending },
    { id: `p2p:${id}:release`, kind: transferKind.postPending },
  ]);
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  expect(moves.sort(byId)).toEqual(expected.sort(byId));
  const ledger = createLedger(db);
  const moved = quantity.times(acked.length);
  expect(await ledger.balance(userAccount(desk.dealer.id, 'USDT'))).toMatchObject({
    balance: toWire(dealerFunds.minus(moved)),
    frozen: '0',
  });
  expect((await ledger.balance(userAccount(desk.buyer.id, 'USDT'))).balance).toBe(toWire(moved));
  const [ad] = await db.select().from(p2pAds).where(eq(p2pAds.id, desk.adId));
  expect(toWire(ad?.available ?? '')).toBe(toWire(dealerFunds.minus(moved)));
  return acked.length;
}
