import {
  type GlobalPayInReviewReason,
  type GlobalPayInStatus,
  globalFeeRate,
  globalPayInStatus,
  globalPaymentTypesOf,
  globalServiceFee,
  globalServiceType,
  isGlobalAccountCurrency,
  payerAccountKey,
} from '@coffer/contract';
import type { GlobalPayInEvent } from '../../adapters/bank/bank-rails';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import { detailsPaymentType, newGlobalId, payInItems } from './global-account.fns';
import { createGlobalAccountRepo, type GlobalPayInRow } from './global-account.repo';
import type { GlobalDeps } from './global-account.shared';
import { payInView } from './global-account.views';

const st = globalPayInStatus.members;

/** The fee of a pay-in: its payment type's rate, or the currency's first when it came by another rail. */
function payInFee(currency: string, paymentType: string, amount: string) {
  if (!isGlobalAccountCurrency(currency)) return undefined;
  const rate =
    globalFeeRate(currency, globalServiceType.members.payIn, paymentType as never) ??
    globalFeeRate(currency, globalServiceType.members.payIn, globalPaymentTypesOf(currency)[0]);
  return rate ? globalServiceFee(currency, rate, amount) : undefined;
}

/** Credits a pay-in in the caller's transaction: custody owes the user the net, fees get the fee (derived ids: once). */
async function credit(tx: Db, deps: Pick<GlobalDeps, 'ledger' | 'now'>, p: GlobalPayInRow) {
  const fee = payInFee(p.currency, p.paymentType, toWire(p.amount));
  if (!fee)
    throw new AppError('currencyNotSupported', `${p.currency} cannot be credited to a global account.`);
  await deps.ledger
    .withTx(tx)
    .batch(payInItems({ id: p.id, userId: p.userId, currency: p.currency, ...fee }));
  const at = deps.now();
  return createGlobalAccountRepo(tx).updatePayIn(p.id, {
    status: st.credited,
    fee: fee.fee,
    completedAt: at,
    updatedAt: at,
  });
}

const describe = (p: GlobalPayInRow) => `${toWire(p.amount)} ${p.currency} from ${p.payerName}`;

/**
 * A transfer to a user's account details, as the bank reports it (possibly twice: recorded once per
 * bank id). Credited through the ledger at once only when it is in the details' currency and comes
 * from an account on the owner's whitelist past its cool-off; anything else waits for the operator
 * (pending review, with the reason) — never credited blindly, never lost. A transfer to details
 * nobody holds is not ours: the bank sends it back (answered `unknown`).
 */
export async function receiveGlobalPayIn(
  deps: Pick<GlobalDeps, 'db' | 'repo' | 'ledger' | 'messenger' | 'now'>,
  event: GlobalPayInEvent,
): Promise<{ outcome: 'credited' | 'review' | 'duplicate' | 'unknown'; payIn?: GlobalPayInRow }> {
  const toType = detailsPaymentType(event.to);
  const details = toType ? await deps.repo.detailsByKey(payerAccountKey(toType, event.to) ?? '') : undefined;
  if (!details) return { outcome: 'unknown' };
  const at = deps.now();
  const payerKey = payerAccountKey(event.paymentType, event.payer) ?? `other:${JSON.stringify(event.payer)}`;
  const result = await deps.db.transaction(async (tx) => {
    const repo = createGlobalAccountRepo(tx);
    const amount = new Dec(event.amount).toFixed();
    const entry = await repo.whitelistByPayer(details.userId, payerKey);
    const reason: GlobalPayInReviewReason | null =
      event.currency !== details.currency || !payInFee(event.currency, event.paymentType, amount)
        ? 'currencyMismatch'
        : !entry || entry.currency !== event.currency
          ? 'notWhitelisted'
          : entry.usableFrom > at
            ? 'whitelistCoolingOff'
            : null;
    const payIn = await repo.insertPayIn({
      id: newGlobalId(),
      bankTransferId: event.bankTransferId,
      userId: details.userId,
      currency: event.currency,
      paymentType: event.paymentType,
      amount,
      fee: '0',
      status: st.pendingReview,
      reviewReason: reason,
      payerName: event.payerName,
      payerAccount: Object.values(event.payer).join(' '),
      payerKey,
      whitelistId: entry?.id ?? null,
      reference: event.reference,
      createdAt: at,
      updatedAt: at,
    });
    if (!payIn) return { outcome: 'duplicate' as const };
    if (reason) return { outcome: 'review' as const, payIn };
    return { outcome: 'credited' as const, payIn: await credit(tx, deps, payIn) };
  });
  if (result.payIn)
    await deps.messenger.send({
      userId: result.payIn.userId,
      kind: 'globalPayIn',
      subject: result.outcome === 'credited' ? 'A payment arrived' : 'A payment is being reviewed',
      text:
        result.outcome === 'credited'
          ? `${describe(result.payIn)} was credited to your global account.`
          : `${describe(result.payIn)} is being reviewed before it is credited.`,
    });
  return result;
}

export type PayInDecision = { release: true } | { release: false; reason: string };

/**
 * The operator's decision on a queued pay-in (`ops cash:global-payin`): release it (credited to
 * its owner less the pay-in fee) or return it to the payer (nothing credited; the operator's
 * words kept as its note). Decided once: a second decision is refused.
 */
export async function decideGlobalPayIn(deps: GlobalDeps, payInId: string, decision: PayInDecision) {
  const row = await deps.db.transaction(async (tx) => {
    const repo = createGlobalAccountRepo(tx);
    const payIn = await repo.payIn(payInId, true);
    if (!payIn) throw new AppError('notFound', `No global pay-in ${payInId}.`);
    if (payIn.status !== st.pendingReview)
      throw new AppError('orderStatusInvalid', 'This pay-in was already decided.');
    if (decision.release) return credit(tx, deps, payIn);
    const at = deps.now();
    return repo.updatePayIn(payIn.id, {
      status: st.returned,
      note: decision.reason,
      completedAt: at,
      updatedAt: at,
    });
  });
  if (!row) throw new AppError('notFound');
  await deps.messenger.send({
    userId: row.userId,
    kind: 'globalPayIn',
    subject: decision.release ? 'A payment arrived' : 'A payment was returned',
    text: decision.release
      ? `${describe(row)} was credited to your global account.`
      : `${describe(row)} was returned to the payer.`,
  });
  return payInView(row);
}

export async function payInPage(
  deps: GlobalDeps,
  caller: Caller,
  q: {
    currency?: string | undefined;
    status?: GlobalPayInStatus | undefined;
    SkipCount: number;
    MaxResultCount: number;
  },
) {
  const page = await deps.repo.payInPage(caller.userId, {
    currency: q.currency,
    status: q.status,
    skip: q.SkipCount,
    take: q.MaxResultCount,
  });
  return { totalCount: page.totalCount, items: page.rows.map(payInView) };
}
