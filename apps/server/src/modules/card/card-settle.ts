import {
  type CardProcessorEvent,
  cardProcessorEventSchema,
  p2pOrderStatus,
  walletType,
} from '@coffer/contract';
import type { CardPaymentState } from '../../adapters/card-processor/card-processor';
import { verifyNotification } from '../../adapters/card-processor/processor-signature';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { LedgerError } from '../../ledger/errors';
import { idempotent } from '../../ledger/flows/idempotent-request';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import { cardTransferIds } from './card.fns';
import { type CardOrderRow, createCardRepo } from './card.repo';
import type { CardDeps } from './card.shared';
import { markRefunded, refundCapturedOrder } from './card-refund';

const s = p2pOrderStatus.members;

/** A payment's outcome as a notification or a lookup tells it. */
type Outcome = Pick<CardPaymentState, 'status' | 'failureCode' | 'card'>;

const eventOutcome = (event: CardProcessorEvent): Outcome => ({
  status:
    event.type === 'payment.succeeded'
      ? 'succeeded'
      : event.type === 'payment.requires_action'
        ? 'requires_action'
        : 'failed',
  failureCode: event.failureCode,
  card: event.card,
});

/**
 * The processor's notification (CardProcessor/Notify). Its signature over the raw body is checked
 * first: a wrong one changes nothing (401). It may come twice or out of order: each applies to the
 * order's state only as a step forward (a success wins over a failure or a 3-D Secure request that
 * arrives after it), and the coin is credited once whatever arrives (`creditCardOrder`).
 */
export async function processorNotify(
  deps: Pick<CardDeps, 'db' | 'ledger' | 'now' | 'notifySecret' | 'processor' | 'log'>,
  signed: { rawBody: string | undefined; signature: string | undefined },
): Promise<{ applied: boolean }> {
  if (!verifyNotification({ secret: deps.notifySecret, ...signed }))
    throw new AppError('unauthorized', 'The notification signature is missing or wrong.');
  const event = cardProcessorEventSchema.parse(JSON.parse(signed.rawBody ?? '{}'));
  if (event.type === 'payment.refunded') return { applied: await refundNotified(deps, event) };
  const order = await applyOutcome(deps, event.paymentId, eventOutcome(event), event);
  if (!order) return { applied: false };
  if (order.status === s.payingOut) await creditCardOrder(deps, order.id);
  return { applied: true };
}

/**
 * The processor says a payment went back to the card. Coffer's own refund (a failed order whose
 * refund is queued) is marked refunded, once, whatever order it arrives in; on any other order it
 * is not Coffer's doing (a refund made at the processor, a chargeback) and is logged for an
 * operator, changing nothing.
 */
async function refundNotified(
  deps: Pick<CardDeps, 'db' | 'now' | 'log'>,
  event: CardProcessorEvent,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await createCardRepo(tx).lockByPayment(event.paymentId);
    if (!order || order.refunded) return false;
    if (order.status !== s.paymentFailed || !order.paidAt) {
      deps.log('card refund not made by Coffer: operator review', { orderId: order.id });
      return false;
    }
    return markRefunded(tx, order.id, deps.now());
  });
}

/**
 * Moves the order paid through `paymentId` on by the outcome, in one transaction: pending → the
 * card known (3-D Secure asked), pending or failed → payingOut (captured; credited next, in a
 * transaction of its own), pending → paymentFailed with the decline code. Anything else is a
 * duplicate or a late arrival and leaves the order as it is. A notification whose amount or
 * reference is not the order's is refused.
 */
export async function applyOutcome(
  deps: Pick<CardDeps, 'db' | 'now' | 'log'>,
  paymentId: string,
  outcome: Outcome,
  event?: CardProcessorEvent,
): Promise<CardOrderRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const repo = createCardRepo(tx);
    const order = await repo.lockByPayment(paymentId);
    if (!order) return undefined;
    if (
      event &&
      (event.reference !== order.id ||
        !new Dec(event.amount).eq(order.fiatAmount) ||
        event.currency !== order.fiatCurrency)
    ) {
      deps.log('card notification does not match its order', { paymentId, orderId: order.id });
      return undefined;
    }
    const at = deps.now();
    const card = outcome.card ? { cardBrand: outcome.card.brand, cardLast4: outcome.card.last4 } : {};
    // A captured order that was closed and refunded (paidAt set) never moves on again.
    if (
      outcome.status === 'succeeded' &&
      ([s.pendingPayment, s.paymentFailed, s.cancelled] as number[]).includes(order.status) &&
      !order.paidAt
    )
      return repo.update(order.id, {
        status: s.payingOut,
        paidAt: at,
        updatedAt: at,
        failureReason: null,
        ...card,
      });
    if (outcome.status === 'failed' && order.status === s.pendingPayment)
      return repo.update(order.id, {
        status: s.paymentFailed,
        failureReason: outcome.failureCode ?? 'declined',
        updatedAt: at,
        ...card,
      });
    if (outcome.status === 'requires_action' && order.status === s.pendingPayment && !order.cardLast4)
      return repo.update(order.id, { ...card, updatedAt: at });
    return order;
  });
}

/**
 * Credits a captured order's coin from the house (the market maker's inventory) to the buyer's
 * spot wallet, with the fiat received booked to the house and the fee to the fees account, in one
 * transaction under the idempotent request of the processor's payment id: a second call (a
 * duplicate notification, the job, two processes) finds it credited and does nothing. When the
 * house cannot deliver the coin, the payment goes back to the card (funds never lost).
 */
export async function creditCardOrder(
  deps: Pick<CardDeps, 'db' | 'ledger' | 'now' | 'processor' | 'log'>,
  orderId: string,
): Promise<'credited' | 'already' | 'refunded' | 'skipped'> {
  try {
    return await deps.db.transaction(async (tx) => {
      const repo = createCardRepo(tx);
      const order = await repo.lockOrder(orderId);
      if (!order || order.status !== s.payingOut || order.creditedAt || !order.paymentId) return 'already';
      const paymentId = order.paymentId;
      const at = deps.now();
      const coin = toWire(order.cryptoAmount);
      await idempotent(
        tx,
        { key: `card:payment:${paymentId}`, body: { orderId: order.id, coin: order.coin, amount: coin } },
        async () => {
          const ids = cardTransferIds(paymentId);
          const fiat = order.fiatCurrency;
          await deps.ledger.withTx(tx).batch([
            {
              op: 'transfer',
              id: ids.fiat,
              debit: systemAccount('custody', fiat, 'CARD'),
              credit: systemAccount('marketMaker', fiat),
              asset: fiat,
              amount: new Dec(order.fiatAmount).minus(order.fee).toFixed(),
              reason: 'card',
            },
            {
              op: 'transfer',
              id: ids.fee,
              debit: systemAccount('custody', fiat, 'CARD'),
              credit: systemAccount('fees', fiat),
              asset: fiat,
              amount: toWire(order.fee),
              reason: 'fee',
            },
            {
              op: 'transfer',
              id: ids.coin,
              debit: systemAccount('marketMaker', order.coin),
              credit: userAccount(order.userId, order.coin, walletType.members.spot),
              asset: order.coin,
              amount: coin,
              reason: 'card',
            },
          ]);
          await repo.update(order.id, { status: s.paid, creditedAt: at, updatedAt: at });
          return { credited: paymentId };
        },
        at,
      );
      return 'credited' as const;
    });
  } catch (error) {
    if (!(error instanceof LedgerError) || error.code !== 'insufficient_funds') throw error;
    // The house is short of the coin: the card gets its money back (funds never lost).
    await refundCapturedOrder(deps, orderId, 'not_credited');
    return 'refunded';
  }
}
