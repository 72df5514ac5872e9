import { randomBytes } from 'node:crypto';
import type { CardPaymentState, CardProcessor } from './card-processor';
import { CardProcessorUnavailable, CardRefundRefused } from './card-processor';
import { signNotification } from './processor-signature';

/** One notification as the processor sends it: the exact body and its signature. */
export interface SignedNotification {
  rawBody: string;
  signature: string;
}

interface SandboxPayment extends CardPaymentState {
  paymentId: string;
  reference: string;
  amount: string;
  currency: string;
  returnUrl: string;
  /** When a payment of a timeout card was submitted: it fails once `timeoutMs` has passed. */
  submittedAt: Date | null;
}

export interface SandboxCardProcessorOptions {
  /** The secret both sides sign notifications with. */
  secret: string;
  /** Where the processor's own pages are served (its "host"): never under Coffer's API or pages. */
  pagesPath?: string;
  /** How long a timeout card's payment hangs before the processor gives up on it. */
  timeoutMs?: number;
  now?: () => Date;
}

export const sandboxProcessorPagesPath = '/card-processor';

/**
 * A card processor that behaves like a real one, in memory (it is the outside system: Coffer's
 * database never holds its state, let alone a card). Payments are paid on its hosted page
 * (sandbox-card-pages.ts); every outcome is sent to Coffer as a signed notification through
 * `connect`'s delivery, kept in `sent` so a test can deliver one again or out of order.
 */
export function createSandboxCardProcessor(options: SandboxCardProcessorOptions) {
  const now = options.now ?? (() => new Date());
  const pagesPath = options.pagesPath ?? sandboxProcessorPagesPath;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const payments = new Map<string, SandboxPayment>();
  const sent: SignedNotification[] = [];
  let deliver: ((n: SignedNotification) => Promise<void>) | undefined;
  let available = true;
  /**
   * What the next refunds meet: `down` (no answer, nothing done) or `lostAnswer` (done, but the
   * answer never arrives): a real acquirer's timeouts, for the outbound dispatch's tests.
   */
  const refundFaults: ('down' | 'lostAnswer')[] = [];

  const timedOut = (p: SandboxPayment) =>
    p.status === 'pending' &&
    p.submittedAt !== null &&
    now().getTime() - p.submittedAt.getTime() >= timeoutMs;

  function settleTimeout(p: SandboxPayment) {
    if (timedOut(p)) Object.assign(p, { status: 'failed', failureCode: 'processing_timeout' });
  }

  /** Signs and sends the payment's current state; a failed delivery is kept for `sent` replays. */
  async function notify(p: SandboxPayment) {
    const type = p.refunded
      ? 'payment.refunded'
      : p.status === 'succeeded'
        ? 'payment.succeeded'
        : p.status === 'requires_action'
          ? 'payment.requires_action'
          : 'payment.failed';
    const rawBody = JSON.stringify({
      eventId: `evt_${randomBytes(12).toString('hex')}`,
      type,
      paymentId: p.paymentId,
      reference: p.reference,
      amount: p.amount,
      currency: p.currency,
      card: p.card,
      failureCode: p.failureCode,
      createdAt: now().toISOString(),
    });
    const notification = { rawBody, signature: signNotification(options.secret, rawBody) };
    sent.push(notification);
    await deliver?.(notification).catch(() => undefined);
  }

  const processor: CardProcessor = {
    async createPayment(input) {
      if (!available) throw new CardProcessorUnavailable();
      const paymentId = `pay_${randomBytes(12).toString('hex')}`;
      payments.set(paymentId, {
        paymentId,
        ...input,
        status: 'pending',
        failureCode: null,
        card: null,
        refunded: false,
        refundId: null,
        submittedAt: null,
      });
      return { paymentId, paymentUrl: `${pagesPath}/pay/${paymentId}` };
    },
    async lookup(paymentId) {
      if (!available) throw new CardProcessorUnavailable();
      const p = payments.get(paymentId);
      if (!p) return undefined;
      settleTimeout(p);
      const { status, failureCode, card, refunded, refundId } = p;
      return { status, failureCode, card, refunded, refundId };
    },
    async cancel(paymentId) {
      if (!available) throw new CardProcessorUnavailable();
      const p = payments.get(paymentId);
      if (p?.status === 'succeeded') return 'alreadyPaid';
      if (p && p.status !== 'failed') p.status = 'cancelled';
      return 'cancelled';
    },
    async refund(paymentId, idempotencyKey) {
      const fault = refundFaults.shift();
      if (!available || fault === 'down') throw new CardProcessorUnavailable();
      const p = payments.get(paymentId);
      if (p?.status !== 'succeeded') throw new CardRefundRefused();
      if (!p.refunded) {
        Object.assign(p, { refunded: true, refundId: `re_${idempotencyKey.replace(/\W/g, '')}` });
        await notify(p);
      }
      if (fault === 'lostAnswer') throw new CardProcessorUnavailable('The refund answer was lost.');
      return { refundId: p.refundId ?? '' };
    },
  };

  return {
    processor,
    pagesPath,
    /** Where notifications go: the app posts them to its own notification endpoint. */
    connect(delivery: (n: SignedNotification) => Promise<void>) {
      deliver = delivery;
    },
    /** Every notification signed so far, oldest first. */
    sent,
    /** The next refunds go unanswered (`down`) or are done with their answer lost (`lostAnswer`). */
    failRefunds(...faults: ('down' | 'lostAnswer')[]) {
      refundFaults.push(...faults);
    },
    /** The processor stops answering (true) or answers again (false). */
    setUnavailable(down: boolean) {
      available = !down;
    },
    payment(paymentId: string): Readonly<SandboxPayment> | undefined {
      const p = payments.get(paymentId);
      if (p) settleTimeout(p);
      return p;
    },
    /** The page's outcome of a submitted card (sandbox-card-pages.ts); silent for a timeout card. */
    async settle(
      paymentId: string,
      result:
        | {
            status: 'succeeded' | 'failed' | 'requires_action';
            failureCode?: string;
            card: CardPaymentState['card'];
          }
        | { status: 'timeout'; card: CardPaymentState['card'] },
    ) {
      const p = payments.get(paymentId);
      if (!p) return;
      if (result.status === 'timeout') {
        Object.assign(p, { status: 'pending', submittedAt: now(), card: result.card });
        return;
      }
      Object.assign(p, { status: result.status, failureCode: result.failureCode ?? null, card: result.card });
      await notify(p);
    },
  };
}
export type SandboxCardProcessor = ReturnType<typeof createSandboxCardProcessor>;
