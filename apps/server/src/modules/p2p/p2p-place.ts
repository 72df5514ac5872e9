import {
  type EndpointParsedInput,
  type P2pSide,
  p2pAdStatus,
  type p2pEndpoints,
  p2pLimits,
  p2pOrderStatus,
  p2pTotal,
  p2pTotalWithinLimits,
} from '@coffer/contract';
import type { PriceAdapter } from '../../adapters/prices/prices';
import { userAccount } from '../../ledger/accounts';
import { LedgerError } from '../../ledger/errors';
import { idempotent } from '../../ledger/flows/idempotent-request';
import { AppError } from '../../lib/app-error';
import { Dec } from '../../lib/money';
import { prefixedId } from '../../lib/quotes';
import { assertCoinDecimals, type CoinsRepo } from '../assets/assets.module';
import { createP2pRepo, type P2pRepo } from './p2p.repo';
import { escrowIds, type P2pDeps, tellParties, utcDayStart } from './p2p.shared';
import { adPrice } from './p2p-price';

type BuyInput = EndpointParsedInput<typeof p2pEndpoints.userBuyCoin>;
type SellInput = EndpointParsedInput<typeof p2pEndpoints.userSellCoin>;
export type PlaceInput = { side: 'buy'; input: BuyInput } | { side: 'sell'; input: SellInput };

export const newP2pOrderId = () => prefixedId('fo');

/** The 3-a-day rule: counted cancellations since the UTC day began, read after the user's lock. */
async function requireCancellationsLeft(repo: P2pRepo, userId: number, at: Date) {
  if ((await repo.countedCancellations(userId, utcDayStart(at))) >= p2pLimits.dailyCancellationsMax)
    throw new AppError('dailyCancellationLimitExceeded');
}

/** The live ad on the side asked (60021 otherwise; one's own ad is not offered to oneself). */
async function lockLiveAd(repo: P2pRepo, adId: number, side: P2pSide, userId: number) {
  const ad = await repo.lockAd(adId);
  if (!ad || ad.side !== side || ad.status !== p2pAdStatus.members.active || ad.dealerId === userId)
    throw new AppError('adNotFound', 'No matching ads.');
  return ad;
}

/** The method fiat is paid to: the dealer's for the channel on a buy (60024), the user's chosen one on a sell (60020). */
async function payeeMethod(
  repo: P2pRepo,
  placed: PlaceInput,
  ad: { dealerId: number; channels: number[] },
  userId: number,
) {
  if (placed.side === 'buy') {
    if (!ad.channels.includes(placed.input.channel)) throw new AppError('adsRematchRequired');
    const method = (await repo.activeMethods(ad.dealerId)).find((m) => m.channel === placed.input.channel);
    if (!method) throw new AppError('dealerPaymentInfoNotFound');
    return method;
  }
  const method = await repo.method(placed.input.userReceiptMethodInfoDetailId);
  if (!method || method.userId !== userId || !method.active || !ad.channels.includes(method.channel))
    throw new AppError('paymentInfoNotFound', 'No payment method matched: add one first.');
  return method;
}

/**
 * A new order against an ad, once per request id (the idempotent request). In one transaction:
 * the user's lock (with the security hold), the day's cancellations, the ad locked and lowered,
 * the payee's method, the seller's crypto reserved toward the buyer (the escrow) and the order.
 * Any refusal rolls all of it back.
 */
export async function placeP2pOrder(
  deps: P2pDeps & { coins: CoinsRepo; prices: PriceAdapter },
  userId: number,
  placed: PlaceInput,
) {
  await deps.kyc.requireVerified(userId);
  await deps.hold.requireNoHold(userId);
  const { input, side } = placed;
  const body = {
    side,
    adId: input.adId,
    quantity: new Dec(input.quantity).toString(),
    channel: 'channel' in input ? input.channel : null,
    methodId: 'userReceiptMethodInfoDetailId' in input ? input.userReceiptMethodInfoDetailId : null,
  };
  const catalogue = await deps.coins.all();
  const at = deps.now();
  try {
    const { result: orderId, replayed } = await deps.db.transaction((tx) =>
      idempotent(
        tx,
        { key: `p2p:${userId}:${input.requestId}`, body },
        async () => {
          const repo = createP2pRepo(tx);
          await deps.hold.requireNoHold(userId, tx, { lockUser: true });
          await requireCancellationsLeft(repo, userId, at);
          const ad = await lockLiveAd(repo, input.adId, side, userId);
          const coin = catalogue.find((c) => c.code === ad.coin);
          if (!coin) throw new AppError('currencyNotSupported');
          assertCoinDecimals(input.quantity, coin.decimals, 'quantity');
          // A floating ad's price is read now; the order keeps it whatever the reference does later.
          const price = await adPrice(deps.prices, ad);
          if (price === undefined) throw new AppError('exchangeRateUnavailable');
          const total = p2pTotal(input.quantity, price);
          if (!p2pTotalWithinLimits(total, { minTotal: ad.minTotal, maxTotal: ad.maxTotal }))
            throw new AppError('amountOutOfRange', 'The total is outside the ad’s limits per order.', [
              { field: 'quantity', message: 'amount.outOfRange' },
            ]);
          if (new Dec(input.quantity).gt(ad.available)) throw new AppError('adsRematchRequired');
          const payee = await payeeMethod(repo, placed, ad, userId);
          const id = newP2pOrderId();
          const [seller, buyer] = side === 'buy' ? [ad.dealerId, userId] : [userId, ad.dealerId];
          await deps.ledger.withTx(tx).reserve({
            id: escrowIds(id).escrow,
            debit: userAccount(seller, ad.coin),
            credit: userAccount(buyer, ad.coin),
            asset: ad.coin,
            amount: input.quantity,
            reason: 'p2p',
          });
          await repo.addAvailable(ad.id, `-${input.quantity}`);
          await repo.insertOrder({
            id,
            adId: ad.id,
            side,
            userId,
            dealerId: ad.dealerId,
            coin: ad.coin,
            fiat: ad.fiat,
            price,
            quantity: input.quantity,
            total,
            channel: payee.channel,
            payeeMethodId: payee.id,
            status:
              side === 'buy'
                ? p2pOrderStatus.members.awaitingUserPayment
                : p2pOrderStatus.members.awaitingDealerPayment,
            windowMinutes: ad.windowMinutes,
            payBy: new Date(at.getTime() + ad.windowMinutes * deps.windowMinuteMs),
            createdAt: at,
            updatedAt: at,
          });
          return id;
        },
        at,
      ),
    );
    const order = await createP2pRepo(deps.db).order(orderId);
    if (!order) throw new Error('a placed order exists');
    if (!replayed)
      await tellParties(deps.messenger, order, `a new ${side} order of ${order.quantity} ${order.coin}.`);
    return order;
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds')
      // The seller's balance is short: the user's own on a sell, the dealer's stock on a buy.
      throw new AppError(side === 'sell' ? 'insufficientBalance' : 'adsRematchRequired');
    throw error;
  }
}
