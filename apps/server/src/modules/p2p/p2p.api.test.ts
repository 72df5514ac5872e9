import {
  complaintOutcome,
  complaintProcessingStatus,
  endpoints,
  errors,
  p2pAppealReason,
  p2pCancelReason,
  p2pOrderStatus,
  paymentChannel,
} from '@coffer/contract';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, type TestUser, testPin } from '../../../test/builders';
import { images } from '../../../test/fixtures';
import { useTestApp } from '../../../test/harness';
import { runMoneyJobs } from '../../../test/otc-helpers';
import {
  aDealer,
  addMethod,
  aTrader,
  escrowTransfers,
  p2pOrderRow,
  requestId,
} from '../../../test/p2p-helpers';
import { p2pAds, p2pAppeals } from '../../db/schema';
import { transferKind } from '../../ledger/ledger';

const e = endpoints.p2p;
const s = p2pOrderStatus.members;
const t = useTestApp();
const as = (u: TestUser | null) => api(t).as(u);
type Dealer = Awaited<ReturnType<typeof aDealer>>;

let dealer: Dealer;
beforeAll(async () => {
  dealer = await aDealer(t);
});

const buy = (u: TestUser, quantity = '100') =>
  as(u).call(e.userBuyCoin, {
    adId: dealer.buyAd.id,
    quantity,
    channel: paymentChannel.members.bankTransfer,
    requestId: requestId(),
  });

const usdt = async (u: { id: number }) => balanceOf(t, u, 'USDT');

describe('the market', () => {
  it('lists the dealer’s active ads with its record, and a paused ad disappears', async () => {
    const ads = await as(await aTrader(t)).call(e.getAds, { side: 'buy', coin: 'USDT', fiat: 'USD' });
    expect(ads.find((a) => a.id === dealer.buyAd.id)).toMatchObject({
      price: '1.01',
      minTotal: '10',
      maxTotal: '1000',
      channels: [1, 2],
      completionRate: expect.any(String),
    });
    const other = await aDealer(t);
    await as(other).call(e.dealerSetAdStatus, { id: other.buyAd.id, status: 1 });
    const after = await as(await aTrader(t)).call(e.getAds, { side: 'buy', coin: 'USDT', fiat: 'USD' });
    expect(after.some((a) => a.id === other.buyAd.id)).toBe(false);
    // Another dealer's ad is not this dealer's to change.
    expect((await as(dealer).fails(e.dealerSetAdStatus, { id: other.buyAd.id, status: 1 })).code).toBe(
      errors.adNotFound.code,
    );
    // Users are not dealers.
    expect((await as(await aTrader(t)).fails(e.dealerAds, {})).status).toBe(403);
  });
});

describe('a buy', () => {
  it('escrows the dealer’s crypto, and the dealer’s confirmation releases it to the user', async () => {
    const user = await aTrader(t);
    const dealerBefore = await usdt(dealer);
    const order = await buy(user, '100');
    expect(order).toMatchObject({ status: s.awaitingUserPayment, total: '101', role: 'user' });
    // Escrow: the dealer's 100 USDT are frozen, the user has nothing yet.
    expect((await usdt(dealer)).frozen).toBe('100');
    expect((await usdt(user)).balance).toBe('0');
    // The payer (the user) sees the dealer's bank account; the dealer sees none.
    expect(order.payee).toMatchObject({
      channel: paymentChannel.members.bankTransfer,
      holderName: dealer.name,
    });
    expect((await as(dealer).call(e.get, { orderId: order.orderId })).payee).toBeNull();

    const paid = await as(user).call(e.userBuyCoinConfirmPayment, { orderId: order.orderId });
    expect(paid.status).toBe(s.awaitingDealerConfirmation);
    // The user cannot release the dealer's crypto to themselves; the dealer does.
    expect((await as(user).fails(e.dealerConfirmReceipt, { orderId: order.orderId })).status).toBe(403);
    const done = await as(dealer).call(e.dealerConfirmReceipt, { orderId: order.orderId });
    expect(done.status).toBe(s.completed);
    expect(done.payee).toBeNull();
    expect(await usdt(user)).toMatchObject({ balance: '100', frozen: '0' });
    expect(await usdt(dealer)).toMatchObject({
      balance: new Decimal(dealerBefore.balance).minus(100).toString(),
      frozen: '0',
    });
    const moves = await escrowTransfers(t, order.orderId);
    expect(moves.map((m) => m.kind).sort()).toEqual([transferKind.pending, transferKind.postPending]);
    // The same request id answers the first order; another body under it is 409.
    const again = await as(user).fails(e.userBuyCoinConfirmPayment, { orderId: order.orderId });
    expect(again.code).toBe(errors.orderStatusInvalid.code);
  });

  it('answers a retry with the first order and refuses a changed body (409)', async () => {
    const user = await aTrader(t);
    const input = {
      adId: dealer.buyAd.id,
      quantity: '20',
      channel: paymentChannel.members.bankTransfer,
      requestId: requestId(),
    };
    const first = await as(user).call(e.userBuyCoin, input);
    const second = await as(user).call(e.userBuyCoin, input);
    expect(second.orderId).toBe(first.orderId);
    expect((await as(user).fails(e.userBuyCoin, { ...input, quantity: '21' })).code).toBe(
      errors.conflict.code,
    );
    expect((await usdt(dealer)).frozen).not.toBe('0');
    await as(user).call(e.userCancelBuyCoin, { orderId: first.orderId });
  });

  it('a dealer cannot confirm its own buyer’s payment, and a third user sees nothing', async () => {
    const user = await aTrader(t);
    const order = await buy(user, '10');
    expect((await as(dealer).fails(e.userBuyCoinConfirmPayment, { orderId: order.orderId })).code).toBe(
      errors.orderNotFound.code,
    );
    const stranger = await aTrader(t);
    expect((await as(stranger).fails(e.get, { orderId: order.orderId })).code).toBe(
      errors.orderNotFound.code,
    );
    expect((await as(stranger).fails(e.userCancelBuyCoin, { orderId: order.orderId })).code).toBe(
      errors.orderNotFound.code,
    );
    // No list call carries payment details, even to the payer.
    const list = await as(user).call(e.getAll, {});
    expect(list.items.every((o) => o.payee === null)).toBe(true);
    const desk = await as(dealer).call(e.dealerOrders, {});
    expect(desk.items.every((o) => o.payee === null)).toBe(true);
    expect((await p2pOrderRow(t, order.orderId))?.status).toBe(s.awaitingUserPayment);
    await as(user).call(e.userCancelBuyCoin, { orderId: order.orderId });
  });

  it('refuses the unverified (60013), totals outside the ad’s limits and unknown ads, changing nothing', async () => {
    const unverified = await aUser().unverified().create(t);
    const bad = { adId: dealer.buyAd.id, quantity: '100', channel: 1, requestId: requestId() };
    expect((await as(unverified).fails(e.userBuyCoin, bad)).code).toBe(errors.kycNotCertified.code);
    const user = await aTrader(t);
    expect((await as(user).fails(e.userBuyCoin, { ...bad, quantity: '5' })).code).toBe(
      errors.amountOutOfRange.code,
    );
    expect((await as(user).fails(e.userBuyCoin, { ...bad, adId: 999999 })).code).toBe(errors.adNotFound.code);
    expect((await as(user).fails(e.userBuyCoin, { ...bad, channel: 3 })).code).toBe(
      errors.adsRematchRequired.code,
    );
    expect((await as(user).call(e.getAll, {})).totalCount).toBe(0);
  });
});

describe('a sell', () => {
  it('escrows the user’s crypto, the dealer pays to the user’s method, the user’s confirmation (fund PIN) releases it', async () => {
    const user = await aTrader(t, [['USDT', '300']]);
    const input = { adId: dealer.sellAd.id, quantity: '50', requestId: requestId() };
    // No matching method yet: "no payment method matched, add one first".
    expect(
      (await as(user).fails(e.userSellCoin, { ...input, userReceiptMethodInfoDetailId: 999999 })).code,
    ).toBe(errors.paymentInfoNotFound.code);
    const method = await addMethod(t, user, paymentChannel.members.alipay);
    const order = await as(user).call(e.userSellCoin, { ...input, userReceiptMethodInfoDetailId: method.id });
    expect(order).toMatchObject({ status: s.awaitingDealerPayment, total: '49.5', payee: null });
    expect(await usdt(user)).toMatchObject({ balance: '300', frozen: '50' });
    // The dealer pays, so only the dealer sees the user's account.
    const seen = await as(dealer).call(e.get, { orderId: order.orderId });
    expect(seen.payee).toMatchObject({ channel: paymentChannel.members.alipay, holderName: user.name });
    await as(dealer).call(e.dealerConfirmPayment, { orderId: order.orderId });
    // An open order pays to the method: it cannot be deleted yet (60030).
    expect((await as(user).fails(e.deletePaymentMethod, { id: method.id })).code).toBe(
      errors.paymentInfoClosed.code,
    );
    const wrong = await as(user).fails(e.userSellCoinConfirmReceipt, {
      orderId: order.orderId,
      fundPassword: '000000',
    });
    expect(wrong.code).toBe(errors.securityVerificationFailed.code);
    const done = await as(user).call(e.userSellCoinConfirmReceipt, {
      orderId: order.orderId,
      fundPassword: testPin,
    });
    expect(done.status).toBe(s.completed);
    expect(await usdt(user)).toMatchObject({ balance: '250', frozen: '0' });
    // A method an open order paid to could not be deleted; now the order is over, it can.
    await as(user).call(e.deletePaymentMethod, { id: method.id });
  });

  it('refuses a sell above the user’s balance (60028), changing nothing', async () => {
    const user = await aTrader(t, [['USDT', '20']]);
    const method = await addMethod(t, user, paymentChannel.members.bankTransfer);
    const failed = await as(user).fails(e.userSellCoin, {
      adId: dealer.sellAd.id,
      quantity: '30',
      userReceiptMethodInfoDetailId: method.id,
      requestId: requestId(),
    });
    expect(failed.code).toBe(errors.insufficientBalance.code);
    expect(await usdt(user)).toMatchObject({ balance: '20', frozen: '0' });
  });
});

describe('payment methods', () => {
  it('keeps one per channel, at most 3, the KYC name, and deletion by the owner only', async () => {
    const user = await aTrader(t);
    const bank = await addMethod(t, user, paymentChannel.members.bankTransfer);
    const twice = await as(user).fails(e.createPaymentMethod, {
      channel: paymentChannel.members.bankTransfer,
      holderName: user.name,
      fields: { bankName: 'Other Bank', accountNumber: '12345678' },
    });
    expect(twice.code).toBe(errors.duplicatePaymentChannel.code);
    const wrongName = await as(user).fails(e.createPaymentMethod, {
      channel: paymentChannel.members.alipay,
      holderName: 'Someone Else',
      fields: { account: 'a@example.com' },
    });
    expect(wrongName.code).toBe(errors.invalidInput.code);
    const badField = await as(user).fails(e.createPaymentMethod, {
      channel: paymentChannel.members.alipay,
      holderName: user.name,
      fields: { account: 'not an account' },
    });
    expect(badField.code).toBe(errors.invalidInput.code);
    await addMethod(t, user, paymentChannel.members.alipay);
    await addMethod(t, user, paymentChannel.members.wechatPay);
    expect(await as(user).call(e.getPaymentMethods, {})).toHaveLength(3);
    const stranger = await aTrader(t);
    expect((await as(stranger).fails(e.deletePaymentMethod, { id: bank.id })).code).toBe(
      errors.paymentInfoNotFound.code,
    );
    expect(await as(stranger).call(e.getPaymentMethods, {})).toEqual([]);
    await as(user).call(e.deletePaymentMethod, { id: bank.id });
    expect(await as(user).call(e.getPaymentMethods, {})).toHaveLength(2);
  });

  it('refuses a fourth active method (60032)', async () => {
    const user = await aTrader(t);
    for (const c of [1, 2, 3] as const) await addMethod(t, user, c);
    // The count is checked first: three active methods refuse any fourth.
    const fourth = await as(user).fails(e.createPaymentMethod, {
      channel: paymentChannel.members.bankTransfer,
      holderName: user.name,
      fields: { bankName: 'Other Bank', accountNumber: '12345678' },
    });
    expect(fourth.code).toBe(errors.paymentMethodLimitReached.code);
  });
});

describe('cancellations and timers', () => {
  it('a cancel voids the escrow once (60017 again) and three in a UTC day block new orders until midnight', async () => {
    // Start just before a UTC midnight, so the day turns within the test.
    const now = t.clock.now;
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2);
    t.clock.now = new Date(midnight - 3_600_000);
    const user = await aTrader(t);
    const frozenBefore = (await usdt(dealer)).frozen;
    for (let i = 0; i < 3; i++) {
      const order = await buy(user, '10');
      await as(user).call(e.userCancelBuyCoin, { orderId: order.orderId });
      if (i === 0)
        expect((await as(user).fails(e.userCancelBuyCoin, { orderId: order.orderId })).code).toBe(
          errors.repeatedCancellation.code,
        );
    }
    expect((await usdt(dealer)).frozen).toBe(frozenBefore);
    const blocked = await as(user).fails(e.userBuyCoin, {
      adId: dealer.buyAd.id,
      quantity: '10',
      channel: 1,
      requestId: requestId(),
    });
    expect(blocked.code).toBe(errors.dailyCancellationLimitExceeded.code);
    t.clock.now = new Date(midnight + 1_000);
    const next = await buy(user, '10');
    await as(user).call(e.userCancelBuyCoin, { orderId: next.orderId });
  });

  it('an unpaid order is cancelled by the job once, counted; a late job does not count it', async () => {
    const user = await aTrader(t);
    const order = await buy(user, '10');
    t.clock.advance(15 * 60_000 + 1_000);
    // Two processes' jobs (a restart in the middle) act once.
    const [a, b] = await Promise.all([runMoneyJobs(t), runMoneyJobs(t)]);
    expect((a.p2pOrdersTimedOut ?? 0) + (b.p2pOrdersTimedOut ?? 0)).toBe(1);
    expect(await p2pOrderRow(t, order.orderId)).toMatchObject({
      status: s.cancelled,
      cancelReason: p2pCancelReason.members.userUnpaidTimeout,
      cancelCounted: true,
    });
    expect((await as(user).fails(e.userBuyCoinConfirmPayment, { orderId: order.orderId })).code).toBe(
      errors.paymentTimeout.code,
    );
    const late = await buy(user, '10');
    t.clock.advance(60 * 60_000);
    await runMoneyJobs(t);
    expect(await p2pOrderRow(t, late.orderId)).toMatchObject({ status: s.cancelled, cancelCounted: false });
  });

  it('a paid order is never cancelled by time: an appeal opens by itself and freezes it', async () => {
    const user = await aTrader(t);
    const order = await buy(user, '10');
    await as(user).call(e.userBuyCoinConfirmPayment, { orderId: order.orderId });
    t.clock.advance(16 * 60_000);
    const counts = await runMoneyJobs(t);
    expect(counts.p2pAppealsOpenedByTimer).toBe(1);
    const row = await p2pOrderRow(t, order.orderId);
    expect(row).toMatchObject({ status: s.awaitingDealerConfirmation, appealOpen: true });
    const [appeal] = await t.db.select().from(p2pAppeals).where(eq(p2pAppeals.orderId, order.orderId));
    expect(appeal).toMatchObject({
      openedBy: null,
      reason: p2pAppealReason.members.userPaidDealerNotReceivedTimeout,
    });
    // Frozen: nothing more happens however long it waits, and actions are refused (60014).
    t.clock.advance(24 * 3_600_000);
    expect((await runMoneyJobs(t)).p2pOrdersTimedOut ?? 0).toBe(0);
    expect((await as(user).fails(e.userCancelBuyCoin, { orderId: order.orderId })).code).toBe(
      errors.orderUnderAppeal.code,
    );
    // The seller's own release is cooperative: it completes the order and closes the appeal.
    await as(dealer).call(e.dealerConfirmReceipt, { orderId: order.orderId });
    const [closed] = await t.db.select().from(p2pAppeals).where(eq(p2pAppeals.orderId, order.orderId));
    expect(closed).toMatchObject({ status: complaintProcessingStatus.members.completed, ruling: 'settled' });
    expect((await usdt(user)).balance).toBe('10');
  });
});

describe('appeals', () => {
  const paidBuy = async (quantity = '10') => {
    const user = await aTrader(t);
    const order = await buy(user, quantity);
    await as(user).call(e.userBuyCoinConfirmPayment, { orderId: order.orderId });
    return { user, order };
  };

  it('the operator releases the escrow to the buyer', async () => {
    const { user, order } = await paidBuy();
    const remark = 'I paid by bank transfer, here is why.';
    const tooShort = await as(user).fails(e.userAppeal, {
      orderId: order.orderId,
      reason: 0,
      remark: 'short',
    });
    expect(tooShort.code).toBe(errors.invalidInput.code);
    const appeal = await as(user).call(e.userAppeal, { orderId: order.orderId, reason: 0, remark });
    expect(appeal).toMatchObject({ openedBy: 'user', status: complaintProcessingStatus.members.processing });
    expect((await as(dealer).fails(e.userAppeal, { orderId: order.orderId, reason: 1, remark })).code).toBe(
      errors.orderUnderAppeal.code,
    );
    expect((await as(dealer).call(e.getAppeal, { appealId: appeal.appealId })).openedBy).toBe('user');
    expect((await as(await aTrader(t)).fails(e.getAppeal, { appealId: appeal.appealId })).code).toBe(
      errors.complaintNotFound.code,
    );
    // A ruling needs the appeal taken first.
    await expect(
      t.modules.p2p.ruleAppeal(
        appeal.appealId,
        'op1',
        'release',
        complaintOutcome.members.dealerResponsibility,
      ),
    ).rejects.toThrow();
    await t.modules.p2p.takeAppeal(appeal.appealId, 'op1');
    const ruled = await t.modules.p2p.ruleAppeal(
      appeal.appealId,
      'op1',
      'release',
      complaintOutcome.members.dealerResponsibility,
    );
    expect(ruled).toMatchObject({ ruling: 'release', status: complaintProcessingStatus.members.completed });
    expect((await p2pOrderRow(t, order.orderId))?.status).toBe(s.completed);
    expect(await usdt(user)).toMatchObject({ balance: '10', frozen: '0' });
    await expect(
      t.modules.p2p.ruleAppeal(appeal.appealId, 'op1', 'return', complaintOutcome.members.noLiability),
    ).rejects.toThrow();
  });

  it('the operator returns the escrow to the seller; the cancellation counts against nobody', async () => {
    const { user, order } = await paidBuy();
    const before = await usdt(dealer);
    const appeal = await as(dealer).call(e.userAppeal, {
      orderId: order.orderId,
      reason: p2pAppealReason.members.paymentNotReceived,
      remark: 'No money arrived on my bank account.',
    });
    expect(appeal.openedBy).toBe('dealer');
    await t.modules.p2p.takeAppeal(appeal.appealId, 'op2');
    await t.modules.p2p.ruleAppeal(
      appeal.appealId,
      'op2',
      'return',
      complaintOutcome.members.userResponsibility,
    );
    expect(await p2pOrderRow(t, order.orderId)).toMatchObject({
      status: s.cancelled,
      cancelReason: p2pCancelReason.members.operatorRuling,
      cancelCounted: false,
    });
    expect(await usdt(user)).toMatchObject({ balance: '0' });
    const after = await usdt(dealer);
    expect(new Decimal(after.frozen).toString()).toBe(new Decimal(before.frozen).minus(10).toString());
    expect(after.balance).toBe(before.balance);
  });

  it('refuses an appeal before payment (60015) and after 24 hours (60031)', async () => {
    const user = await aTrader(t);
    const unpaid = await buy(user, '10');
    const remark = 'Something went wrong here.';
    expect((await as(user).fails(e.userAppeal, { orderId: unpaid.orderId, reason: 3, remark })).code).toBe(
      errors.orderStatusInvalid.code,
    );
    await as(user).call(e.userCancelBuyCoin, { orderId: unpaid.orderId });
    const { user: late, order } = await paidBuy();
    t.clock.advance(25 * 3_600_000);
    // (The receipt timer would open its own appeal first; read the rule before any job runs.)
    expect((await as(late).fails(e.userAppeal, { orderId: order.orderId, reason: 3, remark })).code).toBe(
      errors.appealWindowExpired.code,
    );
    await as(dealer).call(e.dealerConfirmReceipt, { orderId: order.orderId });
  });

  it('50 concurrent confirm, cancel and appeal calls on one order resolve to one outcome', async () => {
    const { user, order } = await paidBuy();
    const remark = 'Racing appeal for the test.';
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 3 === 0
        ? as(dealer).send(e.dealerConfirmReceipt, { orderId: order.orderId })
        : i % 3 === 1
          ? as(user).send(e.userCancelBuyCoin, { orderId: order.orderId })
          : as(user).send(e.userAppeal, { orderId: order.orderId, reason: 0, remark }),
    );
    await Promise.all(calls);
    const row = await p2pOrderRow(t, order.orderId);
    const moves = await escrowTransfers(t, order.orderId);
    // One pending escrow, and at most one resolution of it.
    expect(moves.filter((m) => m.kind === transferKind.pending)).toHaveLength(1);
    expect(moves.filter((m) => m.kind !== transferKind.pending).length).toBeLessThanOrEqual(1);
    const appeals = await t.db.select().from(p2pAppeals).where(eq(p2pAppeals.orderId, order.orderId));
    expect(
      appeals.filter((a) => a.status === complaintProcessingStatus.members.processing).length,
    ).toBeLessThanOrEqual(1);
    if (row?.status === s.completed) expect((await usdt(user)).balance).toBe('10');
    else expect(row).toMatchObject({ status: s.awaitingDealerConfirmation, appealOpen: true });
  });
});

describe('voucher and proof images', () => {
  const getFile = endpoints.auth.getFile;
  const uploadImage = async (u: TestUser, data: Buffer) => {
    const res = await as(u).upload(e.uploadFile, {}, { name: 'voucher.png', type: 'image/png', data });
    if (!res.result) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
    return res.result.fileId;
  };
  const bytesAt = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, bytes: res.rawPayload };
  };

  it('reach both parties as signed links to the images; a third user reads neither the order nor the files', async () => {
    const user = await aTrader(t);
    const order = await buy(user, '10');
    const voucherPng = images.png(80);
    const voucher = await uploadImage(user, voucherPng);
    await as(user).call(e.userBuyCoinConfirmPayment, { orderId: order.orderId, vouchers: [voucher] });
    const proofPng = images.png(90);
    const proof = await uploadImage(user, proofPng);
    const appeal = await as(user).call(e.userAppeal, {
      orderId: order.orderId,
      reason: 0,
      remark: 'I paid by bank transfer, the voucher shows it.',
      proofs: [proof],
    });

    // The payee (the dealer) sees the payer's voucher and proof through the links it is given.
    const seen = await as(dealer).call(e.get, { orderId: order.orderId });
    expect(seen.vouchers).toEqual([voucher]);
    expect(seen.voucherUrls).toHaveLength(1);
    expect(seen.voucherUrls[0]).toContain(`id=${voucher}`);
    expect(await bytesAt(seen.voucherUrls[0] ?? '')).toEqual({ status: 200, bytes: voucherPng });
    const ticket = await as(dealer).call(e.getAppeal, { appealId: appeal.appealId });
    expect(ticket.proofUrls[0]).toContain(`id=${proof}`);
    expect(await bytesAt(ticket.proofUrls[0] ?? '')).toEqual({ status: 200, bytes: proofPng });
    // The payer sees its own, in its tickets too.
    expect((await as(user).call(e.get, { orderId: order.orderId })).voucherUrls).toHaveLength(1);
    const mine = await as(user).call(e.getAppeals, {});
    expect(mine.items.find((a) => a.appealId === appeal.appealId)?.proofUrls).toHaveLength(1);
    // Without a link the files stay their uploader's: the dealer's token alone reads nothing.
    expect((await as(dealer).send(getFile, { id: voucher })).status).toBe(404);

    const stranger = await aTrader(t);
    expect((await as(stranger).fails(e.get, { orderId: order.orderId })).code).toBe(
      errors.orderNotFound.code,
    );
    expect((await as(stranger).fails(e.getAppeal, { appealId: appeal.appealId })).code).toBe(
      errors.complaintNotFound.code,
    );
    expect((await as(stranger).call(e.getAppeals, {})).items).toEqual([]);
    expect((await as(stranger).send(getFile, { id: voucher })).status).toBe(404);
    expect((await as(stranger).send(getFile, { id: proof })).status).toBe(404);
    expect((await api(t).send(getFile, { id: voucher })).status).toBe(401);
    // A link made for one file does not open another.
    const swapped = (seen.voucherUrls[0] ?? '').replace(voucher, proof);
    expect((await bytesAt(swapped)).status).toBe(403);
  });
});

describe('a dealer edits its ad (UpdateAd)', () => {
  const adRow = async (id: number) => (await t.db.select().from(p2pAds).where(eq(p2pAds.id, id)))[0];

  it('changes its own ad’s price, limits, quantity, channels and window; refuses bad fields and others’ ads, changing nothing', async () => {
    const owner = await aDealer(t);
    const edit = {
      id: owner.sellAd.id,
      side: 'sell' as const,
      coin: 'USDT',
      fiat: 'USD',
      price: '0.975',
      minTotal: '20',
      maxTotal: '800',
      available: '250.5',
      channels: [paymentChannel.members.alipay],
      windowMinutes: 30,
    };
    const edited = await as(owner).call(e.dealerUpdateAd, edit);
    expect(edited).toMatchObject({ price: '0.975', minTotal: '20', maxTotal: '800', available: '250.5' });
    const row = await adRow(owner.sellAd.id);
    expect(row).toMatchObject({ channels: [paymentChannel.members.alipay], windowMinutes: 30 });
    expect(new Decimal(row?.price ?? 0).eq('0.975')).toBe(true);
    expect(new Decimal(row?.available ?? 0).eq('250.5')).toBe(true);
    // The market shows the new price.
    const market = await as(await aTrader(t)).call(e.getAds, { side: 'sell', coin: 'USDT', fiat: 'USD' });
    expect(market.find((ad) => ad.id === owner.sellAd.id)?.price).toBe('0.975');

    const before = await adRow(owner.sellAd.id);
    const refusals = [
      // The minimum above the maximum.
      [owner, { ...edit, minTotal: '900' }, errors.invalidInput.code],
      // The contract's rules: a window of 5 to 120 minutes, a positive price.
      [owner, { ...edit, windowMinutes: 3 }, errors.invalidInput.code],
      [owner, { ...edit, price: '-1' }, errors.invalidInput.code],
      // Another dealer's ad answers as an unknown one.
      [dealer, edit, errors.adNotFound.code],
    ] as const;
    for (const [caller, input, code] of refusals)
      expect((await as(caller).fails(e.dealerUpdateAd, input)).code).toBe(code);
    // A buy ad needs the dealer's method for each channel (no WeChat Pay method here).
    const buyEdit = {
      ...edit,
      id: owner.buyAd.id,
      side: 'buy' as const,
      channels: [paymentChannel.members.wechatPay],
    };
    expect((await as(owner).fails(e.dealerUpdateAd, buyEdit)).code).toBe(
      errors.dealerPaymentInfoNotFound.code,
    );
    expect(await adRow(owner.sellAd.id)).toEqual(before);
    expect((await adRow(owner.buyAd.id))?.channels).toEqual(owner.buyAd.channels);
    // Not a dealer: refused by the role.
    expect((await as(await aTrader(t)).send(e.dealerUpdateAd, edit)).status).toBe(403);
  });
});
