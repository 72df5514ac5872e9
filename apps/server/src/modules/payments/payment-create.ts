import { type PaymentOrder, paymentAmountDue, paymentOrderState, paymentOrderStatus } from '@coffer/contract';
import { type Chain, isChain } from '../../adapters/chain/addresses';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Db } from '../../db/client';
import { lockUser } from '../../ledger/flows/rolling-limit';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { prefixedId } from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import { assertCoinDecimals, type CoinsRepo } from '../assets/assets.module';
import { type AccessDeps, orderScopeOf } from './payment-approval';
import type { PublishPaymentEvent } from './payment-events';
import { createPaymentOrdersRepo } from './payment-orders.repo';
import { paymentOrderView } from './payment-view';

/**
 * Order addresses derive at indexes from here up (the order's sequence number added), far above
 * any user's deposit-address index (the user id) and any cloud-wallet one (1e9 + the user id,
 * deposit-address.ts: an order whose sequence number equalled its merchant's id was given the
 * merchant's own cloud deposit address, and a deposit there was credited twice), below BIP32's
 * first hardened index.
 */
export const paymentAddressIndexBase = 1_500_000_000;
const indexMax = 2 ** 31 - 1;
/** Unpaid orders a merchant may have open at once (40016 beyond). */
export const unpaidOrdersMax = 1000;

export interface CreatePaymentDeps extends AccessDeps {
  db: Db;
  coins: Pick<CoinsRepo, 'network' | 'coin'>;
  chain: Pick<ChainAdapter, 'depositAddress'>;
  prices: Pick<PriceAdapter, 'price'>;
  publishEvent: PublishPaymentEvent;
  now: () => Date;
}

export interface CreatePaymentInput {
  merchantOrderNo: string;
  amount: string;
  currency: string;
  coins: { coin: string; network: string }[];
  expiresInMinutes: number;
  buyerEmail?: string;
  redirectUrl?: string;
  description?: string;
  metadata: Record<string, string>;
}

/**
 * The order's currency (a legal currency or a coin) is in the catalogue, and its amount has at most
 * that currency's decimals: 19.999 USD is refused, as the order form truncates it while typed.
 */
async function assertOrderAmount(deps: CreatePaymentDeps, input: CreatePaymentInput) {
  const currency = await deps.coins.coin(input.currency);
  if (!currency) throw new AppError('currencyNotSupported');
  assertCoinDecimals(input.amount, currency.decimals);
}

/** Each accepted coin at a rate locked now: order currency per coin (1 when the order is in that coin). */
async function lockedCoins(deps: CreatePaymentDeps, input: CreatePaymentInput) {
  const seen = new Set<string>();
  const locked: {
    coin: string;
    network: string;
    chain: Chain;
    rate: string;
    amountDue: string;
    confirmations: number;
  }[] = [];
  for (const { coin, network } of input.coins) {
    const key = `${coin}:${network}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const found = await deps.coins.network(coin, network);
    if (!found || found.coin.isFiat || !isChain(found.network.chain))
      throw new AppError('currencyNotSupported');
    if (!found.network.depositEnabled) throw new AppError('coinDepositProhibited');
    const rate = coin === input.currency ? '1' : await deps.prices.price(coin, input.currency);
    if (!rate || !/[1-9]/.test(rate)) throw new AppError('currencyNotSupported');
    locked.push({
      coin,
      network,
      chain: found.network.chain,
      rate,
      amountDue: paymentAmountDue(input.amount, rate, found.coin.decimals),
      confirmations: found.network.confirmations,
    });
  }
  return locked;
}

/**
 * PaymentOrder/Create: the order, one fresh address per accepted coin, its `created` event. An
 * order a sub-merchant creates is its own (`sub_merchant_id`): the one it sees and acts on.
 */
export async function createPaymentOrder(
  deps: CreatePaymentDeps,
  caller: Caller,
  input: CreatePaymentInput,
): Promise<PaymentOrder> {
  const scope = await orderScopeOf(deps, caller);
  return createPaymentOrderFor(
    deps,
    { merchantId: scope.merchantId, subMerchantId: scope.subMerchant?.id ?? null },
    input,
  );
}

/** Whose order it is: the merchant, and the sub-merchant (till) it belongs to, if any. */
export interface PaymentOrderOwner {
  merchantId: number;
  subMerchantId: number | null;
}

/** The order for an owner already established (the caller's merchant, or a receipt code's). */
export async function createPaymentOrderFor(
  deps: CreatePaymentDeps,
  { merchantId, subMerchantId }: PaymentOrderOwner,
  input: CreatePaymentInput,
): Promise<PaymentOrder> {
  // A quick refusal before the rates are read; the unique index decides under a race.
  if (await createPaymentOrdersRepo(deps.db).byMerchantNo(merchantId, input.merchantOrderNo))
    throw new AppError('merchantOrderNumberExists');
  await assertOrderAmount(deps, input);
  const coins = await lockedCoins(deps, input);
  const at = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const txRepo = createPaymentOrdersRepo(tx);
      // Counted under the merchant's lock, in the transaction that adds the order: parallel
      // creates cannot all see room for one more.
      await lockUser(tx, merchantId);
      if ((await txRepo.countUnpaid(merchantId)) >= unpaidOrdersMax)
        throw new AppError('unpaidOrdersLimitExceeded');
      const order = await txRepo.insertOrder({
        id: prefixedId('pay'),
        merchantId,
        subMerchantId,
        merchantOrderNo: input.merchantOrderNo,
        amount: input.amount,
        currency: input.currency,
        state: paymentOrderState.members.new,
        status: paymentOrderStatus.members.created,
        buyerEmail: input.buyerEmail ?? null,
        redirectUrl: input.redirectUrl ?? null,
        description: input.description ?? null,
        metadata: input.metadata,
        createdAt: at,
        expiresAt: new Date(at.getTime() + input.expiresInMinutes * 60_000),
        updatedAt: at,
      });
      const index = paymentAddressIndexBase + order.seq;
      if (index > indexMax) throw new AppError('noFreeAddress');
      const rows = coins.map((c) => ({
        orderId: order.id,
        coin: c.coin,
        network: c.network,
        chain: c.chain,
        derivationIndex: index,
        address: deps.chain.depositAddress(c.chain, index),
        rate: c.rate,
        amountDue: c.amountDue,
        confirmations: c.confirmations,
      }));
      await txRepo.insertCoins(rows);
      const view = paymentOrderView(order, await txRepo.coins([order.id]), [], []);
      await deps.publishEvent(tx, merchantId, 'order.created', { orderId: order.id, order: view });
      return view;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'payment_orders_merchant_no') throw new AppError('merchantOrderNumberExists');
    if (constraint === 'payment_order_coins_address') throw new AppError('noFreeAddress');
    throw error;
  }
}
