import {
  type CashCurrency,
  cashCurrencies,
  cashOrderStatus,
  cashWithdrawalProblem,
  fiatRecordType,
  isCashCurrency,
  type SecondFactor,
} from '@coffer/contract';
import type { Db } from '../../db/client';
import { LedgerError } from '../../ledger/errors';
import { idempotent } from '../../ledger/flows/idempotent-request';
import { type DispatchDeps, dispatchNow, enqueueDispatch } from '../../ledger/flows/outbound-dispatch';
import { lockUser, requireWithinRollingLimit } from '../../ledger/flows/rolling-limit';
import { AppError, fieldError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { newOrderId, withdrawReserve } from './cash.fns';
import { createCashRepo } from './cash.repo';
import { type CashDeps, openAccountOrThrow } from './cash.shared';
import { cashOrderView } from './cash-view';

const s = cashOrderStatus.members;
const dayMs = 86_400_000;
export const cashDispatchKind = 'cashWithdrawal';

export interface WithdrawInput extends SecondFactor {
  payeeId: number;
  currency: string;
  amount: string;
  fundPassword: string;
  requestId?: string | undefined;
}
type WithdrawDeps = Pick<
  CashDeps,
  'db' | 'repo' | 'kyc' | 'hold' | 'fundPin' | 'second' | 'users' | 'ledger' | 'now'
>;

/**
 * Everything that refuses a withdrawal before anything is saved, cheapest first: the account (KYC,
 * open), the currency, the payee (the caller's, of that currency, past its cool-off), the amount's
 * decimals and single limits, the 24-hour hold, the fund PIN, the second factor.
 */
async function checked(deps: WithdrawDeps, caller: Caller, input: WithdrawInput, client: ClientInfo) {
  await openAccountOrThrow(deps, caller.userId);
  if (!isCashCurrency(input.currency))
    throw fieldError('currency', 'Not a currency of the cash account.', input.currency);
  const currency: CashCurrency = input.currency;
  const payee = await deps.repo.payee(caller.userId, input.payeeId);
  const at = deps.now();
  if (!payee || payee.currency !== currency)
    throw new AppError(
      'wrongWithdrawalAddress',
      'Choose one of your bank accounts or beneficiaries in this currency.',
    );
  if (payee.usableFrom > at)
    throw new AppError(
      'wrongWithdrawalAddress',
      `This payee can be used from ${payee.usableFrom.toISOString()}.`,
    );
  const amount = new Dec(input.amount);
  if (amount.decimalPlaces() > cashCurrencies[currency].decimals)
    throw fieldError('amount', 'Too many decimals.', input.amount);
  const problem = cashWithdrawalProblem(currency, amount.toFixed());
  if (problem === 'belowMin') throw new AppError('belowSingleMinimum', cashCurrencies[currency].withdrawMin);
  if (problem === 'aboveMax') throw new AppError('aboveSingleMaximum', cashCurrencies[currency].withdrawMax);
  await deps.hold.requireNoHold(caller.userId);
  const user = await deps.users.byId(caller.userId);
  if (!user) throw new AppError('unauthorized');
  await deps.fundPin.requireFundPin(user.id, input.fundPassword);
  await deps.second.check(user, input, client);
  return { currency, payee, amount, fee: new Dec(cashCurrencies[currency].withdrawFee), at };
}
type Checked = Awaited<ReturnType<typeof checked>>;

/**
 * The order, its reservation (amount + fee) and its dispatch, in one transaction: the user is
 * locked, the rolling day's maximum checked on the transaction, the ledger refuses an overdraft.
 */
async function reserve(
  tx: Db,
  deps: Pick<WithdrawDeps, 'ledger'>,
  userId: number,
  c: Checked,
): Promise<string> {
  const repo = createCashRepo(tx);
  await lockUser(tx, userId);
  const limit = cashCurrencies[c.currency].withdrawDailyMax;
  await requireWithinRollingLimit(tx, {
    userId,
    amount: c.amount.toFixed(),
    max: limit,
    windowMs: dayMs,
    at: c.at,
    used: (t, since) => createCashRepo(t).withdrawnSince(userId, c.currency, since),
    refusal: () => new AppError('dailyWithdrawalLimitExceeded', limit),
  });
  const id = newOrderId();
  await repo.insertOrder({
    id,
    userId,
    recordType: fiatRecordType.members.withdraw,
    currency: c.currency,
    amount: c.amount.toFixed(),
    fee: c.fee.toFixed(),
    status: s.inProgress,
    payeeId: c.payee.id,
    payeeName: `${c.payee.firstName} ${c.payee.lastName}`,
    createdAt: c.at,
    updatedAt: c.at,
  });
  try {
    await deps.ledger.withTx(tx).batch(withdrawReserve(id, userId, c.currency, c.amount, c.fee));
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds')
      throw new AppError('insufficientFiatBalance');
    throw error;
  }
  await enqueueDispatch(tx, { id, kind: cashDispatchKind }, c.at);
  return id;
}

/**
 * CreateWithdrawOrder: reserves amount + fee and hands the payout to the bank (the dispatch sends
 * it now and its job resumes it after a crash or timeout). Submitted, it is not cancellable; the
 * bank's notification settles it (post) or fails or returns it (the money comes back). A request
 * id makes it idempotent: the same body answers the first order, another body is 409.
 */
export async function createWithdraw(
  deps: WithdrawDeps & {
    dispatch: Omit<DispatchDeps, 'db' | 'now'>;
    handler: Parameters<typeof dispatchNow>[1];
  },
  caller: Caller,
  input: WithdrawInput,
  client: ClientInfo,
) {
  const c = await checked(deps, caller, input, client);
  const id = await deps.db.transaction(async (tx) =>
    input.requestId
      ? (
          await idempotent(
            tx,
            {
              key: `cash:withdraw:${caller.userId}:${input.requestId}`,
              body: { payeeId: c.payee.id, currency: c.currency, amount: c.amount.toFixed() },
            },
            () => reserve(tx, deps, caller.userId, c),
            c.at,
          )
        ).result
      : reserve(tx, deps, caller.userId, c),
  );
  await dispatchNow({ ...deps.dispatch, db: deps.db, now: deps.now }, deps.handler, id);
  const order = await deps.repo.order(id);
  if (!order) throw new AppError('orderNotFound');
  return cashOrderView(order);
}

export const describeAmount = (o: { amount: string; currency: string }) =>
  `${toWire(o.amount)} ${o.currency}`;
