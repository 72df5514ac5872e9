import { randomBytes } from 'node:crypto';
import {
  earnPositionStatus,
  earnProductKind,
  earnProductStatus,
  earnRedemptionStatus,
  inRedemptionPause,
  savingsAgreement,
  walletType,
} from '@coffer/contract';
import { eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  earnAccounts,
  earnPositions,
  earnProducts,
  earnRedemptions,
  ledgerTransfers,
} from '../../src/db/schema';
import { userAccount } from '../../src/ledger/accounts';
import { createLedger, transferKind } from '../../src/ledger/ledger';
import { Dec, toWire } from '../../src/lib/money';
import type { createTokenService } from '../../src/lib/tokens';
import { buildModules } from '../../src/modules';
import { aUser } from '../builders';
import { crashToken } from './crash-session';

type Db = Database['db'];
type Tokens = ReturnType<typeof createTokenService>;
/** The content host's envelope (`StatusCode`, `Data`). */
type ContentBody = { StatusCode?: string; Data?: Record<string, unknown> | null };
/** The crash test's sender: the same request again until the server answers. */
type Send = (
  path: string,
  token: string,
  payload: object,
  stop: () => boolean,
) => Promise<{ status: number; body: unknown }>;

const financing = '/c/api/Financing';
const funds = new Dec('100000');
/** Each subscription is 10 USDT to the crash test's own flexible product. */
const amount = new Dec('10');
const investment = walletType.members.investment;

export interface EarnCrashInvestor {
  id: number;
  token: string;
  productId: number;
}

/** An investor with USDT in the investment wallet and the earn account open, and a product of its own. */
export async function earnCrashInvestor(db: Db, tokens: Tokens): Promise<EarnCrashInvestor> {
  const user = await aUser().verified().funded('USDT', toWire(funds), investment).create({ db });
  const at = new Date();
  await db
    .insert(earnAccounts)
    .values({ userId: user.id, agreementVersion: savingsAgreement.version, agreedAt: at });
  const [product] = await db
    .insert(earnProducts)
    .values({
      asset: 'USDT',
      kind: earnProductKind.members.flexible,
      termDays: null,
      tiers: [{ fromAmount: '0', aprPercent: '5' }],
      minAmount: '10',
      maxPerUser: toWire(funds),
      totalQuota: toWire(funds),
      status: earnProductStatus.members.active,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!product) throw new Error('no earn product');
  const token = await crashToken(db, tokens, user);
  return { id: user.id, token, productId: product.id };
}

/** The sender, reading the content host's envelope. */
const sendFor =
  (send: Send) =>
  async (...args: Parameters<Send>) => {
    const { status, body } = await send(...args);
    return { status, body: body as ContentBody };
  };

export interface EarnAcked {
  positions: string[];
  redemptions: string[];
}

/**
 * The earn load: the investor subscribes (its own request id, resent until answered), then redeems
 * every other position (again with its own request id; none from 16:00 to 16:20 UTC, when the
 * server refuses them): a kill may land anywhere in either.
 */
export async function earnCrashClient(
  investor: EarnCrashInvestor,
  acked: EarnAcked,
  send: Send,
  stopping: () => boolean,
) {
  for (let n = 0; !stopping(); n++) {
    const placed = await sendFor(send)(
      `${financing}/CreateDeposit`,
      investor.token,
      {
        productId: investor.productId,
        amount: toWire(amount),
        requestId: `e${n}s${randomBytes(4).toString('hex')}`,
      },
      stopping,
    );
    expect(placed.body.StatusCode, JSON.stringify(placed.body)).toBe('200');
    const positionId = String(placed.body.Data?.positionId);
    acked.positions.push(positionId);
    if (n % 2 === 1 || inRedemptionPause(new Date())) continue;
    const redeemed = await sendFor(send)(
      `${financing}/CreateWithdraw`,
      investor.token,
      { positionId, requestId: `e${n}r${randomBytes(4).toString('hex')}` },
      stopping,
    );
    expect(redeemed.body.StatusCode, JSON.stringify(redeemed.body)).toBe('200');
    acked.redemptions.push(String(redeemed.body.Data?.redemptionId));
  }
}

/**
 * Every acknowledged subscription is one position with one reservation, every acknowledged
 * redemption one redemption, nothing else exists; the job of a process started afterwards settles
 * each redemption once; the investment wallet and the product's quota are what they make them.
 */
export async function expectEarnSettled(db: Db, investor: EarnCrashInvestor, acked: EarnAcked) {
  const positions = await db.select().from(earnPositions).where(eq(earnPositions.userId, investor.id));
  expect(positions.map((p) => p.id).sort()).toEqual([...acked.positions].sort());
  const redemptions = await db.select().from(earnRedemptions).where(eq(earnRedemptions.userId, investor.id));
  expect(redemptions.map((r) => r.id).sort()).toEqual([...acked.redemptions].sort());

  const money = buildModules({ db, now: () => new Date(), dispatchLog: () => {} });
  await money.earn.settleRedemptions(10_000);
  const settled = await db.select().from(earnRedemptions).where(eq(earnRedemptions.userId, investor.id));
  expect(settled.every((r) => r.status === earnRedemptionStatus.members.success)).toBe(true);
  const redeemedIds = new Set(settled.map((r) => r.positionId));
  const after = await db.select().from(earnPositions).where(eq(earnPositions.userId, investor.id));
  for (const p of after)
    expect(p.status, p.id).toBe(
      redeemedIds.has(p.id) ? earnPositionStatus.members.redeemed : earnPositionStatus.members.active,
    );

  const moves = await db
    .select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.id, 'earn:%'));
  // The crash database is the test's own: these are all the earn moves there are (no interest
  // yet: it starts on T+2).
  const expected = [
    ...acked.positions.map((id) => ({ id: `earn:sub:${id}`, kind: transferKind.pending })),
    ...acked.redemptions.map((id) => ({ id: `earn:red:${id}`, kind: transferKind.voidPending })),
  ];
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  expect(moves.sort(byId)).toEqual(expected.sort(byId));

  const held = amount.times(acked.positions.length - acked.redemptions.length);
  expect(await createLedger(db).balance(userAccount(investor.id, 'USDT', investment))).toMatchObject({
    balance: toWire(funds),
    frozen: toWire(held),
  });
  const [product] = await db.select().from(earnProducts).where(eq(earnProducts.id, investor.productId));
  expect(toWire(product?.subscribed ?? '')).toBe(toWire(held));
  return { subscribed: acked.positions.length, redeemed: acked.redemptions.length };
}
