import { exchangeStatus, limitPriceReached, walletType } from '@coffer/contract';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { LedgerError } from '../../ledger/errors';
import { Dec, toWire } from '../../lib/money';
import { limitTransferIds, quotedPrice, receivedAmount } from './convert.fns';
import type { LimitDeps } from './convert-limit';
import { createLimitOrderRepo } from './convert-limit.repo';

/** What placing an order needs, less the guard and the validity (the jobs act on placed orders). */
export type LimitJobDeps = Pick<LimitDeps, 'db' | 'repo' | 'coins' | 'prices' | 'ledger' | 'now'>;

const flash = walletType.members.flashExchange;
const { complete, expired } = exchangeStatus.members;
/** Orders looked at per pair (fills) or in all (expiries) per tick; the rest wait for the next. */
const batch = 200;

/**
 * Releases the reservation of every order in progress whose validity has ended and writes it
 * expired. Each order is claimed in its own transaction (skipped while another process or a
 * cancel holds it); the release id derives from the order, so it happens once.
 */
export async function expireLimitOrders(deps: Pick<LimitJobDeps, 'db' | 'ledger' | 'now'>): Promise<number> {
  const at = deps.now();
  let count = 0;
  for (const { id } of await createLimitOrderRepo(deps.db).expired(at, batch)) {
    const done = await deps.db.transaction(async (tx) => {
      const repo = createLimitOrderRepo(tx);
      if (!(await repo.claimOpen(id))) return false;
      const ids = limitTransferIds(id);
      await deps.ledger.withTx(tx).void({ id: ids.release, pendingId: ids.reserve, reason: 'convert' });
      await repo.finish(id, { status: expired, finishedAt: at });
      return true;
    });
    if (done) count++;
  }
  return count;
}

/**
 * Fills every live order whose limit the house's quoted price now reaches (the reference price
 * with the pair's spread, as a quote would give), at its limit price: the reservation is posted to
 * the market maker and the market maker pays the amount received, truncated to the coin's decimals.
 * An enabled pair only. When the market maker's inventory is short the ledger refuses that order's
 * transaction and the order stays in progress (it may fill on a later tick).
 */
export async function fillLimitOrders(deps: LimitJobDeps): Promise<number> {
  let count = 0;
  for (const pair of (await deps.repo.pairs()).filter((p) => p.enabled)) {
    const reference = await deps.prices.price(pair.baseCoin, pair.quoteCoin);
    if (reference === undefined || !new Dec(reference).gt(0)) continue;
    const prices = {
      buyPrice: quotedPrice({ referencePrice: reference, spreadBps: pair.spreadBps, side: 'buy' }),
      sellPrice: quotedPrice({ referencePrice: reference, spreadBps: pair.spreadBps, side: 'sell' }),
    };
    const due = await createLimitOrderRepo(deps.db).reached({
      pairId: pair.id,
      ...prices,
      now: deps.now(),
      limit: batch,
    });
    const decimals = {
      [pair.baseCoin]: (await deps.coins.coin(pair.baseCoin))?.decimals,
      [pair.quoteCoin]: (await deps.coins.coin(pair.quoteCoin))?.decimals,
    };
    for (const { id } of due) if (await fillOne(deps, { ...prices, decimals }, id)) count++;
  }
  return count;
}

/** One order, claimed in its own transaction (which reads nothing outside it). */
async function fillOne(
  deps: LimitJobDeps,
  prices: { buyPrice: Dec; sellPrice: Dec; decimals: Record<string, number | undefined> },
  id: string,
): Promise<boolean> {
  try {
    return await deps.db.transaction(async (tx) => {
      const repo = createLimitOrderRepo(tx);
      const order = await repo.claimOpen(id);
      const at = deps.now();
      if (!order || order.expiresAt.getTime() <= at.getTime()) return false;
      const quoted = order.side === 'buy' ? prices.buyPrice : prices.sellPrice;
      const limitPrice = toWire(order.limitPrice);
      if (!limitPriceReached({ side: order.side, limitPrice, quotedPrice: quoted.toFixed() })) return false;
      const toDecimals = prices.decimals[order.toCoin];
      if (toDecimals === undefined) return false;
      const toAmount = receivedAmount({
        side: order.side,
        fromAmount: order.fromAmount,
        price: limitPrice,
        toDecimals,
      });
      const ids = limitTransferIds(id);
      await deps.ledger.withTx(tx).batch([
        { op: 'post', id: ids.pay, pendingId: ids.reserve, reason: 'convert' },
        {
          op: 'transfer',
          id: ids.receive,
          debit: systemAccount('marketMaker', order.toCoin),
          credit: userAccount(order.userId, order.toCoin, flash),
          asset: order.toCoin,
          amount: toAmount,
          reason: 'convert',
        },
      ]);
      await repo.finish(id, { status: complete, finishedAt: at, toAmount: toAmount.toFixed() });
      return true;
    });
  } catch (error) {
    // The market maker's inventory is short: the transaction rolled back, the order waits.
    if (error instanceof LedgerError && error.code === 'insufficient_funds') return false;
    throw error;
  }
}
