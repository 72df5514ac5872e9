/**
 * A card processor (an acquirer such as Checkout.com or Adyen behind a hosted payment page). The
 * card is entered on the processor's own page (`paymentUrl`): Coffer never sees its number or
 * security code, only the processor's payment id, the brand and the last four. Results come back
 * as notifications signed with the shared secret (card-notify.ts), possibly twice and out of order;
 * `lookup` asks for a payment's state when a notification is late or lost.
 */
export interface CardProcessor {
  /** Opens a payment of `amount` `currency` for Coffer's `reference` (the order id). */
  createPayment(input: {
    reference: string;
    amount: string;
    currency: string;
    /** Where the processor's page sends the buyer back when it is done. */
    returnUrl: string;
  }): Promise<{ paymentId: string; paymentUrl: string }>;
  /** The payment's state as the processor knows it now; undefined when it knows no such payment. */
  lookup(paymentId: string): Promise<CardPaymentState | undefined>;
  /** Closes a payment that was not paid (the order was cancelled); a paid one is left as it is. */
  cancel(paymentId: string): Promise<'cancelled' | 'alreadyPaid'>;
  /**
   * Gives a captured payment back to the card in full (the coin could not be credited), once per
   * `idempotencyKey`: a retry of a refund whose answer was lost answers the same refund id. Throws
   * CardProcessorUnavailable when the outcome is unknown, CardRefundRefused when it never will.
   */
  refund(paymentId: string, idempotencyKey: string): Promise<{ refundId: string }>;
}

export interface CardPaymentState {
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'cancelled';
  failureCode: string | null;
  card: { brand: string; last4: string } | null;
  refunded: boolean;
  /** The processor's id of the refund, once refunded. */
  refundId: string | null;
}

/** The processor did not answer (timeout, 5xx): whether anything happened is unknown. */
export class CardProcessorUnavailable extends Error {
  constructor(message = 'The card processor did not answer.') {
    super(message);
    this.name = 'CardProcessorUnavailable';
  }
}

/** The processor will not refund this payment (never captured): a definitive answer. */
export class CardRefundRefused extends Error {
  constructor(message = 'The card processor refused the refund.') {
    super(message);
    this.name = 'CardRefundRefused';
  }
}
