import {
  type BankChannel,
  fiatRecordType,
  type GlobalServiceType,
  globalAccountCurrencies,
  globalFeeRate,
  globalMoveProblem,
  globalServiceFee,
  globalServiceType,
  isCashCurrency,
  isGlobalAccountCurrency,
} from '@coffer/contract';
import { LedgerError } from '../../ledger/errors';
import { idempotent } from '../../ledger/flows/idempotent-request';
import { lockUser } from '../../ledger/flows/rolling-limit';
import { AppError, fieldError } from '../../lib/app-error';
import { Dec } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { globalAccountKey, moveItems, newGlobalId } from './global-account.fns';
import { createGlobalAccountRepo } from './global-account.repo';
import { type GlobalDeps, openGlobalAccountOrThrow } from './global-account.shared';
import { moveView } from './global-account.views';

const t = globalServiceType.members;

function currencyOrThrow(currency: string) {
  if (!isGlobalAccountCurrency(currency))
    throw new AppError('currencyNotSupported', `${currency} has no global account.`);
  return currency;
}

/**
 * CalculateServiceFee: the fee of a service for an amount, from the contract's rate table by its
 * one exact function (the move charges exactly this). A pay-in needs its payment type.
 */
export function serviceFee(input: {
  currency: string;
  serviceType: GlobalServiceType;
  paymentType?: BankChannel | undefined;
  amount: string;
}) {
  const currency = currencyOrThrow(input.currency);
  const rate = globalFeeRate(currency, input.serviceType, input.paymentType);
  if (!rate)
    throw fieldError(
      'paymentType',
      'Payers cannot pay this currency by that payment type.',
      String(input.paymentType),
    );
  const amount = new Dec(input.amount);
  if (amount.decimalPlaces() > globalAccountCurrencies[currency].decimals)
    throw fieldError('amount', 'Too many decimals.', input.amount);
  const { fee, net } = globalServiceFee(currency, rate, amount.toFixed());
  return {
    currency,
    serviceType: input.serviceType,
    paymentType: input.serviceType === t.payIn ? (input.paymentType ?? null) : null,
    rate: rate.rate,
    minFee: rate.minFee,
    amount: amount.toFixed(),
    fee,
    net,
  };
}

/** GetUserRateSetting: every rate of the caller (today the same table for everyone), by currency. */
export function rateSettings(currency?: string) {
  return Object.entries(globalAccountCurrencies)
    .filter(([c]) => !currency || c === currency)
    .flatMap(([c, r]) => [
      ...Object.entries(r.payIn).map(([paymentType, rate]) => ({
        currency: c,
        serviceType: t.payIn,
        paymentType: paymentType as BankChannel,
        ...rate,
      })),
      { currency: c, serviceType: t.fiatToGlobal, paymentType: null, ...r.fiatToGlobal },
      { currency: c, serviceType: t.globalToFiat, paymentType: null, ...r.globalToFiat },
    ]);
}

/** GetGlobalAccountAssets: the global account's balance in each currency (zeros before it opens). */
export async function globalBalances(deps: Pick<GlobalDeps, 'ledger'>, caller: Caller) {
  return Promise.all(
    Object.keys(globalAccountCurrencies).map(async (currency) => {
      const b = await deps.ledger.balance(globalAccountKey(caller.userId, currency));
      return { currency, balance: b.balance, frozen: b.frozen, available: b.available };
    }),
  );
}

export interface MoveInput {
  currency: string;
  amount: string;
  fee: string;
  requestId?: string | undefined;
}

/**
 * CreateFiatToGlobal / CreateGlobalToFiat: the amount leaves one account, the fee (the one quoted:
 * 60701 when the user was shown another) goes to fees, the rest reaches the other account — one
 * ledger batch under the user's lock, the ledger refusing an overdraft (60007 from cash, 60028
 * from the global account). Both accounts must be open (60006). A request id makes it idempotent.
 */
export async function createMove(
  deps: GlobalDeps,
  caller: Caller,
  direction: typeof t.fiatToGlobal | typeof t.globalToFiat,
  input: MoveInput,
) {
  await openGlobalAccountOrThrow(deps, caller.userId);
  const cash = await deps.cash.accountInfo(caller);
  if (!cash.account?.opened) throw new AppError('userAssetNotFound', 'Open your cash account first.');
  const currency = currencyOrThrow(input.currency);
  if (!isCashCurrency(currency)) throw new AppError('currencyNotSupported');
  const amount = new Dec(input.amount).toFixed();
  const problem = globalMoveProblem(currency, direction, amount);
  if (problem === 'tooManyDecimals') throw fieldError('amount', 'Too many decimals.', input.amount);
  if (problem === 'belowMin')
    throw new AppError('belowSingleMinimum', globalAccountCurrencies[currency].moveMin);
  if (problem === 'belowFee') throw new AppError('transferBelowFee');
  const quote = serviceFee({ currency, serviceType: direction, amount });
  if (!new Dec(quote.fee).eq(new Dec(input.fee)))
    throw new AppError('globalFeeChanged', `The fee is ${quote.fee}.`, null, { fee: quote.fee });
  const recordType =
    direction === t.fiatToGlobal ? fiatRecordType.members.fiatToGlobal : fiatRecordType.members.globalToFiat;
  const at = deps.now();
  const effect = (tx: GlobalDeps['db']) => async () => {
    await lockUser(tx, caller.userId);
    const id = newGlobalId();
    await createGlobalAccountRepo(tx).insertMove({
      id,
      userId: caller.userId,
      recordType,
      currency,
      amount,
      fee: quote.fee,
      createdAt: at,
    });
    try {
      await deps.ledger
        .withTx(tx)
        .batch(
          moveItems({ id, userId: caller.userId, recordType, currency, net: quote.net, fee: quote.fee }),
        );
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'insufficient_funds')
        throw new AppError(direction === t.fiatToGlobal ? 'insufficientFiatBalance' : 'insufficientBalance');
      throw error;
    }
    return id;
  };
  const id = await deps.db.transaction(async (tx) =>
    input.requestId
      ? (
          await idempotent(
            tx,
            {
              key: `global:move:${caller.userId}:${input.requestId}`,
              body: { direction, currency, amount, fee: quote.fee },
            },
            effect(tx),
            at,
          )
        ).result
      : effect(tx)(),
  );
  const row = await deps.repo.move(id);
  if (!row) throw new AppError('notFound');
  return moveView(row);
}

export async function movePage(
  deps: GlobalDeps,
  caller: Caller,
  q: { currency?: string | undefined; SkipCount: number; MaxResultCount: number },
) {
  const page = await deps.repo.movePage(caller.userId, {
    currency: q.currency,
    skip: q.SkipCount,
    take: q.MaxResultCount,
  });
  return { totalCount: page.totalCount, items: page.rows.map(moveView) };
}
