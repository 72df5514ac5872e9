import { type CashFailureReason, cashOrderStatus } from '@coffer/contract';
import { type BankRails, BankRefusal, type PayoutEvent } from '../../adapters/bank/bank-rails';
import type { Db } from '../../db/client';
import type { DispatchHandler } from '../../ledger/flows/outbound-dispatch';
import type { Ledger } from '../../ledger/ledger';
import { toWire } from '../../lib/money';
import { cashFailureReason, withdrawReturn, withdrawSettle } from './cash.fns';
import { type CashOrderRow, createCashRepo } from './cash.repo';
import type { CashDeps } from './cash.shared';
import { cashDispatchKind } from './cash-withdraw';

const s = cashOrderStatus.members;

/** The message's words for a failure code (the notifier writes English; the web translates the code). */
const failureTexts: Record<CashFailureReason, string> = {
  refusedByBank: 'the bank refused the payment',
  accountClosed: 'the account is closed',
  accountNotFound: 'no such account at the bank',
  nameMismatch: "the name does not match the account holder's",
  rejectedByBeneficiaryBank: "the payee's bank rejected the payment",
  returnedByBeneficiaryBank: "the payee's bank returned the payment",
  payInRejected: 'the transfer was sent back',
  other: 'the bank gave no reason',
};
const failureText = (reason: string | null) => failureTexts[cashFailureReason(reason)];

/**
 * The cash withdrawals' side of the outbound dispatch: the dispatch id is the order id, the
 * reference the bank sees (a resend with it never pays twice). Sent, the order keeps the bank's id
 * and stays in progress until the bank's notification; refused, its reservation goes back.
 */
export function payoutSender(deps: {
  db: Db;
  bank: BankRails;
  ledger: Pick<Ledger, 'withTx'>;
  now: () => Date;
}): DispatchHandler {
  const repo = createCashRepo(deps.db);
  return {
    kind: cashDispatchKind,
    async onClaim(tx, id) {
      return (await createCashRepo(tx).order(id, undefined, true))?.status === s.inProgress;
    },
    async send(id, now) {
      const o = await repo.order(id);
      const payee = o?.payeeId ? await repo.payee(o.userId, o.payeeId) : undefined;
      if (!o || !payee) throw new BankRefusal(`no payee for cash withdrawal ${id}`);
      return deps.bank.sendPayout({
        reference: id,
        currency: o.currency,
        amount: toWire(o.amount),
        channel: payee.channel,
        country: payee.country,
        beneficiaryName: `${payee.firstName} ${payee.lastName}`,
        account: payee.fields,
        now,
      });
    },
    lookup: (id) => deps.bank.payoutByReference(id),
    async onSent(tx, id, bankId) {
      const r = createCashRepo(tx);
      const o = await r.order(id, undefined, true);
      if (o?.status === s.inProgress) await r.updateOrder(id, { bankId, updatedAt: deps.now() });
    },
    isRefusal: (error) => error instanceof BankRefusal,
    async onRefused(tx, id, refusal) {
      const r = createCashRepo(tx);
      const o = await r.order(id, undefined, true);
      if (o?.status !== s.inProgress) return;
      await deps.ledger.withTx(tx).batch(withdrawSettle(id, o.fee, 'void'));
      const at = deps.now();
      await r.updateOrder(id, {
        status: s.failed,
        failureReason: refusal instanceof BankRefusal ? refusal.code : 'refusedByBank',
        completedAt: at,
        updatedAt: at,
      });
    },
  };
}

/**
 * A payout notification from the bank, delivered once or more: settled posts the reservation;
 * failed voids it; returned (days later) moves amount and fee back to the user. Each acts only
 * from the state it expects and the ledger ids are the order's, so a repeat changes nothing.
 */
export async function receivePayoutEvent(
  deps: Pick<CashDeps, 'db' | 'ledger' | 'messenger' | 'now'>,
  event: PayoutEvent,
) {
  const at = deps.now();
  const changed = await deps.db.transaction(async (tx): Promise<CashOrderRow | undefined> => {
    const r = createCashRepo(tx);
    const o = await r.order(event.reference, undefined, true);
    if (!o) return undefined;
    const ledger = deps.ledger.withTx(tx);
    const reason = event.reason ?? (event.kind === 'payoutReturned' ? 'returnedByBeneficiaryBank' : 'other');
    if (event.kind === 'payoutSettled' && o.status === s.inProgress) {
      await ledger.batch(withdrawSettle(o.id, o.fee, 'post'));
      return r.updateOrder(o.id, { status: s.success, bankId: event.bankId, completedAt: at, updatedAt: at });
    }
    if ((event.kind === 'payoutFailed' || event.kind === 'payoutReturned') && o.status === s.inProgress) {
      await ledger.batch(withdrawSettle(o.id, o.fee, 'void'));
      return r.updateOrder(o.id, {
        status: s.failed,
        failureReason: reason,
        completedAt: at,
        updatedAt: at,
        ...(event.kind === 'payoutReturned' ? { returnedAt: at } : {}),
      });
    }
    if (event.kind === 'payoutReturned' && o.status === s.success) {
      await ledger.batch(withdrawReturn({ ...o, amount: toWire(o.amount), fee: toWire(o.fee) }));
      return r.updateOrder(o.id, { status: s.failed, failureReason: reason, returnedAt: at, updatedAt: at });
    }
    return undefined;
  });
  if (changed)
    await deps.messenger.send({
      userId: changed.userId,
      kind: 'cashWithdrawal',
      subject: changed.status === s.success ? 'Your withdrawal was paid' : 'Your withdrawal came back',
      text:
        changed.status === s.success
          ? `${toWire(changed.amount)} ${changed.currency} reached the bank account.`
          : `${toWire(changed.amount)} ${changed.currency} was not paid (${failureText(changed.failureReason)}): the amount and fee are back in your cash account.`,
    });
  return changed !== undefined;
}
