import {
  type ConvertOrder,
  type convertEndpoints,
  type EndpointParsedInput,
  exchangeStatus,
  walletType,
} from '@coffer/contract';
import type { Db } from '../../db/client';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { LedgerError } from '../../ledger/errors';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import { prefixedId } from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import { ledgerToAppError } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import { convertTransferIds, quoteIsLive } from './convert.fns';
import { type ConvertOrderRow, createConvertRepo } from './convert.repo';

export interface ExecuteDeps {
  db: Db;
  ledger: Pick<Ledger, 'withTx' | 'balance'>;
  kyc: Pick<KycGuard, 'requireVerified'>;
  now: () => Date;
}

export const newOrderId = () => prefixedId('co');

export const orderView = (o: ConvertOrderRow): ConvertOrder => ({
  orderId: o.id,
  quoteId: o.quoteId,
  symbol: o.symbol,
  side: o.side,
  fromCoin: o.fromCoin,
  toCoin: o.toCoin,
  fromAmount: toWire(o.fromAmount),
  toAmount: toWire(o.toAmount),
  price: toWire(o.price),
  status: o.status,
  createdAt: o.createdAt.toISOString(),
  completedAt: o.completedAt?.toISOString() ?? null,
});

/**
 * Executes the caller's live quote once. In one transaction: the quote row is locked (a second
 * execution of it waits, then finds the order and returns it), both legs go through the ledger as
 * one batch (user → market maker in the paid coin, market maker → user in the received coin) and
 * the order is recorded. Any refusal rolls all of it back: nothing moves.
 */
export async function executeQuote(
  deps: ExecuteDeps,
  caller: Caller,
  input: EndpointParsedInput<typeof convertEndpoints.execute>,
): Promise<ConvertOrder> {
  await deps.kyc.requireVerified(caller.userId);
  const wallet = walletType.members.flashExchange;
  let paid: { coin: string; amount: string } | undefined;
  try {
    const order = await deps.db.transaction(async (tx) => {
      const repo = createConvertRepo(tx);
      const quote = await repo.lockQuote(input.quoteId, caller.userId);
      if (!quote) throw new AppError('quoteNotFound');
      if (!new Dec(quote.fromAmount).eq(input.fromAmount)) throw new AppError('quoteAmountChanged');
      const done = await repo.orderOfQuote(quote.id);
      if (done) return done;
      const at = deps.now();
      if (!quoteIsLive(quote.expiresAt, at)) throw new AppError('quoteExpired');
      const pair = await repo.pairNow(quote.pairId);
      if (!pair?.enabled) throw new AppError('convertPairDisabled');

      paid = { coin: quote.fromCoin, amount: toWire(quote.fromAmount) };
      const ids = convertTransferIds(quote.id);
      await deps.ledger.withTx(tx).batch([
        {
          op: 'transfer',
          id: ids.pay,
          debit: userAccount(caller.userId, quote.fromCoin, wallet),
          credit: systemAccount('marketMaker', quote.fromCoin),
          asset: quote.fromCoin,
          amount: toWire(quote.fromAmount),
          reason: 'convert',
        },
        {
          op: 'transfer',
          id: ids.receive,
          debit: systemAccount('marketMaker', quote.toCoin),
          credit: userAccount(caller.userId, quote.toCoin, wallet),
          asset: quote.toCoin,
          amount: toWire(quote.toAmount),
          reason: 'convert',
        },
      ]);
      return repo.insertOrder({
        id: newOrderId(),
        quoteId: quote.id,
        userId: caller.userId,
        symbol: pair.symbol,
        side: quote.side,
        fromCoin: quote.fromCoin,
        toCoin: quote.toCoin,
        fromAmount: quote.fromAmount,
        toAmount: quote.toAmount,
        price: quote.price,
        status: exchangeStatus.members.complete,
        createdAt: at,
        completedAt: at,
      });
    });
    return orderView(order);
  } catch (error) {
    throw await shortageToAppError(deps, caller.userId, paid, error);
  }
}

/**
 * Whose balance was short. The batch names only the debit account's id, so the user's own balance
 * of the paid coin is read again: short, it is theirs (60028); otherwise it was the market maker's
 * inventory of the received coin.
 */
async function shortageToAppError(
  deps: ExecuteDeps,
  userId: number,
  paid: { coin: string; amount: string } | undefined,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof LedgerError) || error.code !== 'insufficient_funds' || !paid)
    return ledgerToAppError(error);
  const own = await deps.ledger.balance(userAccount(userId, paid.coin, walletType.members.flashExchange));
  return new AppError(
    new Dec(own.available).lt(paid.amount) ? 'insufficientBalance' : 'convertLiquidityShort',
  );
}
