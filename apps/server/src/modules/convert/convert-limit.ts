import {
  type ConvertLimitOrder,
  type convertEndpoints,
  type EndpointParsedInput,
  type ExchangeStatus,
  exchangeStatus,
  limitPriceTooPrecise,
  walletType,
} from '@coffer/contract';
import type { Db } from '../../db/client';
import { systemAccount, userAccount } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { toWire } from '../../lib/money';
import { mapPage } from '../../lib/page';
import { prefixedId, requireReferencePrice } from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import { ledgerToAppError } from '../assets/assets.module';
import { limitTransferIds, receivedAmount } from './convert.fns';
import type { ExchangeHistoryQuery } from './convert.repo';
import { createLimitOrderRepo, type LimitOrderRow } from './convert-limit.repo';
import { assertReceivesSome, exchangeableAmount, type QuoteDeps } from './convert-quote';

/** A quote's catalogue, prices and guard, with the transaction the reservation is written in. */
export interface LimitDeps extends Pick<QuoteDeps, 'repo' | 'coins' | 'prices' | 'kyc' | 'now'> {
  db: Db;
  ledger: Pick<Ledger, 'withTx'>;
  limitTtlMs: number;
}

const flash = walletType.members.flashExchange;
const { inProgress, complete, cancelled } = exchangeStatus.members;

export const newLimitOrderId = () => prefixedId('cl');

export const limitOrderView = (o: LimitOrderRow): ConvertLimitOrder => ({
  orderId: o.id,
  symbol: o.symbol,
  side: o.side,
  fromCoin: o.fromCoin,
  toCoin: o.toCoin,
  fromAmount: toWire(o.fromAmount),
  limitPrice: toWire(o.limitPrice),
  toAmount: o.toAmount === null ? null : toWire(o.toAmount),
  status: o.status,
  createdAt: o.createdAt.toISOString(),
  expiresAt: o.expiresAt.toISOString(),
  finishedAt: o.finishedAt?.toISOString() ?? null,
});

/**
 * Places a limit order (Binance Convert's placeOrder is the model): the same checks as a quote
 * (pair, bounds, decimals, a reference price), a limit price with at most the pair's price decimals
 * that would give a non-zero amount, then the amount paid is reserved from the flash-exchange wallet
 * as a pending transfer to the market maker, in the transaction that records the order.
 */
export async function placeLimitOrder(
  deps: LimitDeps,
  caller: Caller,
  input: EndpointParsedInput<typeof convertEndpoints.createLimitOrder>,
): Promise<ConvertLimitOrder> {
  const { pair, fromCoin, toCoin, to, bounds } = await exchangeableAmount(deps, caller, input);
  if (limitPriceTooPrecise(input.limitPrice, pair.priceDecimals))
    throw new AppError('invalidInput', `At most ${pair.priceDecimals} decimals.`, [
      { field: 'limitPrice', message: `At most ${pair.priceDecimals} decimals.` },
    ]);
  const toAmount = receivedAmount({ ...input, price: input.limitPrice, toDecimals: to.decimals });
  assertReceivesSome(toAmount, toCoin, bounds);
  // Like a quote, an order is only taken while the pair has a price (its fill is checked against it).
  await requireReferencePrice(deps.prices, pair.baseCoin, pair.quoteCoin);

  const at = deps.now();
  const id = newLimitOrderId();
  try {
    const order = await deps.db.transaction(async (tx) => {
      await deps.ledger.withTx(tx).reserve({
        id: limitTransferIds(id).reserve,
        debit: userAccount(caller.userId, fromCoin, flash),
        credit: systemAccount('marketMaker', fromCoin),
        asset: fromCoin,
        amount: input.fromAmount,
        reason: 'convert',
      });
      return createLimitOrderRepo(tx).insert({
        id,
        userId: caller.userId,
        pairId: pair.id,
        symbol: pair.symbol,
        side: input.side,
        fromCoin,
        toCoin,
        fromAmount: input.fromAmount,
        limitPrice: input.limitPrice,
        status: inProgress,
        createdAt: at,
        expiresAt: new Date(at.getTime() + deps.limitTtlMs),
      });
    });
    return limitOrderView(order);
  } catch (error) {
    throw ledgerToAppError(error);
  }
}

/** Why an order that is no longer in progress cannot be cancelled. */
const notCancellable: Partial<Record<ExchangeStatus, 'orderCancelled' | 'orderCompleted'>> = {
  [cancelled]: 'orderCancelled',
  [complete]: 'orderCompleted',
};

/**
 * The owner cancels an order in progress: its reservation is released (voided) and it is written
 * cancelled, in one transaction that holds the order's row, so a fill or an expiry of the same
 * order waits and then finds it finished. Another user's order is not found, like an unknown one.
 */
export async function cancelLimitOrder(
  deps: Pick<LimitDeps, 'db' | 'ledger' | 'now'>,
  caller: Caller,
  input: EndpointParsedInput<typeof convertEndpoints.cancelLimitOrder>,
): Promise<ConvertLimitOrder> {
  const order = await deps.db.transaction(async (tx) => {
    const repo = createLimitOrderRepo(tx);
    const row = await repo.lockOwn(input.orderId, caller.userId);
    if (!row) throw new AppError('orderNotFound');
    if (row.status !== inProgress) throw new AppError(notCancellable[row.status] ?? 'orderStatusInvalid');
    const ids = limitTransferIds(row.id);
    await deps.ledger.withTx(tx).void({ id: ids.release, pendingId: ids.reserve, reason: 'convert' });
    return repo.finish(row.id, { status: cancelled, finishedAt: deps.now() });
  });
  return limitOrderView(order);
}

export async function limitOrderHistory(db: Db, caller: Caller, q: ExchangeHistoryQuery) {
  const page = await createLimitOrderRepo(db).page({ userId: caller.userId, ...q });
  return mapPage(page, limitOrderView);
}
