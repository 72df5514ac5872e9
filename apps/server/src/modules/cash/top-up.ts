import { cashOrderStatus, fiatRecordType, isCashCurrency, payInMatches } from '@coffer/contract';
import type { PayInEvent } from '../../adapters/bank/bank-rails';
import { idempotent } from '../../ledger/flows/idempotent-request';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { newOrderId, newReference, payInState, topUpCredit, topUpTtlMs } from './cash.fns';
import { type CashAccountRow, type CashOrderRow, createCashRepo } from './cash.repo';
import { type CashDeps, openAccountOrThrow } from './cash.shared';
import { cashOrderView } from './cash-view';

const s = cashOrderStatus.members;
type TopUpDeps = Pick<CashDeps, 'db' | 'repo' | 'bank' | 'kyc' | 'ledger' | 'messenger' | 'now'>;

function payInInfo(
  deps: Pick<TopUpDeps, 'bank'>,
  account: CashAccountRow,
  currency: string,
  reference: string,
  amount: string | null,
) {
  const into = deps.bank.payInAccount(currency, account.bankCustomerId ?? undefined);
  if (!into) throw new AppError('currencyNotSupported');
  return { currency, ...into, reference, amount };
}

function currencyOrThrow(currency: string) {
  if (!isCashCurrency(currency))
    throw new AppError('currencyNotSupported', `${currency} is not held in the cash account.`);
  return currency;
}

/**
 * CreateTopUpOrder: an order waiting for the user's bank transfer, with the reference the transfer
 * must carry and the account to pay. A request id makes it idempotent (the same body answers the
 * same order).
 */
export async function createTopUp(
  deps: TopUpDeps,
  caller: Caller,
  input: { currency: string; amount: string; requestId?: string | undefined },
) {
  const account = await openAccountOrThrow(deps, caller.userId);
  const currency = currencyOrThrow(input.currency);
  const amount = new Dec(input.amount);
  if (amount.decimalPlaces() > 2) throw new AppError('amountOutOfRange', 'At most 2 decimals.');
  const at = deps.now();
  const effect = (tx: CashDeps['db']) => async () => {
    const row = await createCashRepo(tx).insertOrder({
      id: newOrderId(),
      userId: caller.userId,
      recordType: fiatRecordType.members.recharge,
      currency,
      amount: amount.toFixed(),
      fee: '0',
      status: s.pendingPayment,
      reference: newReference('CT'),
      createdAt: at,
      updatedAt: at,
    });
    return row.id;
  };
  const orderId = await deps.db.transaction(async (tx) =>
    input.requestId
      ? (
          await idempotent(
            tx,
            {
              key: `cash:topup:${caller.userId}:${input.requestId}`,
              body: { currency, amount: amount.toFixed() },
            },
            effect(tx),
            at,
          )
        ).result
      : effect(tx)(),
  );
  const order = await deps.repo.order(orderId);
  if (!order) throw new AppError('orderNotFound');
  return {
    order: cashOrderView(order),
    payIn: payInInfo(deps, account, currency, order.reference ?? '', toWire(order.amount)),
  };
}

export async function getPayIn(deps: TopUpDeps, caller: Caller, orderId: string) {
  const account = await openAccountOrThrow(deps, caller.userId);
  const order = await deps.repo.order(orderId, caller.userId);
  if (!order || order.recordType !== fiatRecordType.members.recharge) throw new AppError('orderNotFound');
  return payInInfo(deps, account, order.currency, order.reference ?? '', toWire(order.amount));
}

/** Profile/GetRechargeBank: the account to pay with the user's standing reference (any amount). */
export async function rechargeBank(deps: TopUpDeps, caller: Caller, currency: string) {
  const account = await openAccountOrThrow(deps, caller.userId);
  return payInInfo(deps, account, currencyOrThrow(currency), account.reference, null);
}

/**
 * An incoming transfer, as the bank reports it (possibly twice: recorded once per bank id). It is
 * credited through the ledger when its reference names a waiting order of that currency and
 * amount, or a user's standing reference, and the payer's name is the account holder's; anything
 * else waits in the review queue for an operator — never lost, never credited blindly.
 */
export async function receivePayIn(
  deps: TopUpDeps & Pick<CashDeps, 'users'>,
  event: PayInEvent,
): Promise<'credited' | 'review' | 'duplicate'> {
  const at = deps.now();
  const amount = new Dec(event.amount);
  const outcome = await deps.db.transaction(async (tx) => {
    const repo = createCashRepo(tx);
    const payIn = await repo.insertPayIn({
      bankTransferId: event.bankTransferId,
      reference: event.reference.trim().toUpperCase(),
      currency: event.currency,
      amount: amount.toFixed(),
      payerName: event.payerName,
      payerAccount: event.payerAccount,
      state: payInState.review,
      createdAt: at,
      updatedAt: at,
    });
    if (!payIn) return { result: 'duplicate' as const };
    const target = await matchTarget(repo, payIn.reference, event.currency, amount.toFixed());
    if (!target.ok) {
      await repo.updatePayIn(payIn.id, { note: target.why, orderId: target.order?.id ?? null });
      if (target.order?.status === s.pendingPayment)
        await repo.updateOrder(target.order.id, { status: s.pendingReview, updatedAt: at });
      return { result: 'review' as const };
    }
    if (!payerIsHolder(await repo.holderName(target.userId), event.payerName)) {
      await repo.updatePayIn(payIn.id, {
        note: 'The payer is not the account holder.',
        orderId: target.order?.id ?? null,
      });
      if (target.order) await repo.updateOrder(target.order.id, { status: s.pendingReview, updatedAt: at });
      return { result: 'review' as const };
    }
    const order = await creditOrder(tx, deps, {
      payInId: payIn.id,
      userId: target.userId,
      order: target.order,
      currency: event.currency,
      amount: amount.toFixed(),
    });
    return { result: 'credited' as const, order };
  });
  if (outcome.result === 'credited' && outcome.order)
    await deps.messenger.send({
      userId: outcome.order.userId,
      kind: 'cashTopUp',
      subject: 'Your top-up arrived',
      text: `${toWire(outcome.order.amount)} ${outcome.order.currency} was credited to your cash account.`,
    });
  return outcome.result;
}

const payerIsHolder = (holder: string, payer: string) => {
  const norm = (x: string) => x.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(holder) !== '' && norm(holder) === norm(payer);
};

type Target =
  | { ok: true; userId: number; order: CashOrderRow | undefined }
  | { ok: false; why: string; order?: CashOrderRow };

/** What a reference names: a waiting top-up (of the same currency and amount) or a standing reference. */
async function matchTarget(
  repo: ReturnType<typeof createCashRepo>,
  reference: string,
  currency: string,
  amount: string,
): Promise<Target> {
  const order = await repo.orderByReference(reference, true);
  if (order) {
    if (order.recordType !== fiatRecordType.members.recharge || order.status !== s.pendingPayment)
      return { ok: false, why: 'The order it names is not waiting for a transfer.' };
    if (order.currency !== currency) return { ok: false, why: 'The currency differs from the order.', order };
    if (!payInMatches({ amount: order.amount }, { amount }))
      return { ok: false, why: 'The amount differs from the order.', order };
    return { ok: true, userId: order.userId, order };
  }
  const account = await repo.accountByReference(reference);
  if (account?.openedAt && isCashCurrency(currency))
    return { ok: true, userId: account.userId, order: undefined };
  return { ok: false, why: 'The reference matches no order or account.' };
}

/**
 * Credits a pay-in in the caller's transaction: the order (a standing-reference transfer gets an
 * order of its own) becomes a success and the ledger moves the amount from bank custody, once
 * (the transfer id is the order's).
 */
async function creditOrder(
  tx: CashDeps['db'],
  deps: Pick<TopUpDeps, 'ledger' | 'now'>,
  c: { payInId: number; userId: number; order: CashOrderRow | undefined; currency: string; amount: string },
) {
  const repo = createCashRepo(tx);
  const at = deps.now();
  const order =
    c.order ??
    (await repo.insertOrder({
      id: newOrderId(),
      userId: c.userId,
      recordType: fiatRecordType.members.recharge,
      currency: c.currency,
      amount: c.amount,
      fee: '0',
      status: s.pendingPayment,
      reference: null,
      createdAt: at,
      updatedAt: at,
    }));
  await deps.ledger.withTx(tx).batch(topUpCredit(order.id, c.userId, c.currency, c.amount));
  await repo.updatePayIn(c.payInId, { state: payInState.credited, orderId: order.id, updatedAt: at });
  // What arrived: an operator may credit a transfer of another currency or amount to the order it named.
  return repo.updateOrder(order.id, {
    status: s.success,
    currency: c.currency,
    amount: c.amount,
    completedAt: at,
    updatedAt: at,
  });
}

/**
 * The operator's decision on a queued pay-in (`ops cash:review`): credit it to a user's account
 * (the amount received; the order it named, if any, completes with that amount) or reject it
 * (sent back to the payer; the order, if any, is rejected).
 */
export async function decidePayIn(
  deps: Pick<TopUpDeps, 'db' | 'ledger' | 'now' | 'messenger'>,
  payInId: number,
  decision: { credit: true; userId: number } | { credit: false; reason: string },
) {
  const at = deps.now();
  const order = await deps.db.transaction(async (tx) => {
    const repo = createCashRepo(tx);
    const payIn = await repo.payIn(payInId, true);
    if (!payIn) throw new AppError('notFound', `No pay-in ${payInId}.`);
    if (payIn.state !== payInState.review)
      throw new AppError('orderStatusInvalid', 'This pay-in was already decided.');
    const named = payIn.orderId ? await repo.order(payIn.orderId, undefined, true) : undefined;
    if (!decision.credit) {
      await repo.updatePayIn(payIn.id, { state: payInState.rejected, note: decision.reason, updatedAt: at });
      if (named?.status === s.pendingReview)
        return repo.updateOrder(named.id, {
          status: s.rejected,
          // The operator's words stay with the pay-in (its note); the user reads a translated code.
          failureReason: 'payInRejected',
          completedAt: at,
          updatedAt: at,
        });
      return undefined;
    }
    const account = await repo.account(decision.userId);
    if (!account?.openedAt)
      throw new AppError('userAssetNotFound', `User ${decision.userId} has no open fiat account.`);
    const order = named?.userId === decision.userId && named.status === s.pendingReview ? named : undefined;
    return creditOrder(tx, deps, {
      payInId: payIn.id,
      userId: decision.userId,
      order,
      currency: payIn.currency,
      amount: toWire(payIn.amount),
    });
  });
  if (order && decision.credit)
    await deps.messenger.send({
      userId: order.userId,
      kind: 'cashTopUp',
      subject: 'Your top-up arrived',
      text: `${toWire(order.amount)} ${order.currency} was credited to your cash account.`,
    });
  return order ? cashOrderView(order) : undefined;
}

/** Top-ups whose transfer never came are cancelled after a week (nothing was reserved). */
export async function expireTopUps(deps: Pick<TopUpDeps, 'repo' | 'now'>) {
  const at = deps.now();
  let n = 0;
  for (const o of await deps.repo.staleTopUps(s.pendingPayment, new Date(at.getTime() - topUpTtlMs))) {
    if (
      await deps.repo.moveOrder(o.id, s.pendingPayment, {
        status: s.cancelled,
        completedAt: at,
        updatedAt: at,
      })
    )
      n++;
  }
  return n;
}
