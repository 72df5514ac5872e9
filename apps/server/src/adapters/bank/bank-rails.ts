import type { Bank, BankChannel, CashFailureReason, ChannelDescriptor } from '@coffer/contract';
import type { GlobalDetails } from './global-details';

/**
 * The bank's definitive no to a payout (account closed, name mismatch): nothing went out and
 * nothing will. Any other error of `sendPayout` (a timeout, a 5xx) leaves the outcome unknown.
 */
export class BankRefusal extends Error {
  /** The catalogued reason the order shows (the web translates it). */
  readonly code: CashFailureReason;
  constructor(message: string, code: CashFailureReason = 'refusedByBank') {
    super(message);
    this.code = code;
  }
}

/** An incoming transfer the bank credited to our collection account. */
export interface PayInEvent {
  kind: 'payIn';
  /** The bank's id of the transfer: the same transfer reported twice carries the same id. */
  bankTransferId: string;
  reference: string;
  currency: string;
  amount: string;
  payerName: string;
  payerAccount: string;
}

/**
 * What became of a payout: settled (the money reached the payee's bank), failed (the bank gave
 * up before it left), returned (the payee's bank sent it back, possibly days after it settled).
 */
export interface PayoutEvent {
  kind: 'payoutSettled' | 'payoutFailed' | 'payoutReturned';
  /** Our reference the payout was sent with (the dispatch id). */
  reference: string;
  bankId: string;
  /** Why it failed or came back, mapped from the partner's answer onto the catalogue. */
  reason?: CashFailureReason;
}

/**
 * An incoming transfer to the account details the bank issued a customer (a global account's),
 * reported with the paying account's fields as the bank received them.
 */
export interface GlobalPayInEvent {
  kind: 'globalPayIn';
  bankTransferId: string;
  currency: string;
  /** The rail it came by (sepa, fps, ach, fedwire). */
  paymentType: BankChannel;
  amount: string;
  payerName: string;
  /** The paying account ({ iban }, { sort_code, account_number }, { aba, account_number }). */
  payer: Record<string, string>;
  /** The account details it was paid to, as issued (`globalDetails`). */
  to: Record<string, string>;
  reference: string;
}

export type BankEvent = PayInEvent | PayoutEvent | GlobalPayInEvent;

/** Where a payer sends a top-up: the collection account in the currency's local channel. */
export interface PayInAccount {
  channel: BankChannel;
  bankName: string;
  accountName: string;
  account: Record<string, string>;
}

export interface PayoutRequest {
  reference: string;
  currency: string;
  amount: string;
  channel: BankChannel;
  country: string;
  beneficiaryName: string;
  account: Record<string, string>;
  now: Date;
}

/**
 * The bank partner (DESIGN: outside systems behind adapters). Channels and their dynamic forms,
 * customers, the collection accounts users pay into, payouts; the bank's notifications (incoming
 * transfers, payout outcomes) reach the subscribed listener, as a real partner's webhooks would.
 * The global account (issue 34) adds per-customer account details through `payInAccount`'s
 * customer id and a payer whitelist on top of the pay-in events.
 */
export interface BankRails {
  channels(currency?: string): ChannelDescriptor[];
  channel(currency: string, channel: BankChannel): ChannelDescriptor | undefined;
  /** The banks a channel reaches (in one country when given): the partner's bank directory. */
  banks(channel: BankChannel, country?: string): Bank[];
  /** Opens the customer at the bank (after our review); its id. The same user gives the same id. */
  createCustomer(input: { userId: number; name: string; reference: string; now: Date }): Promise<string>;
  /** The account a customer pays into in this currency (shared today; per customer with issue 34). */
  payInAccount(currency: string, customerId?: string): PayInAccount | undefined;
  /** Sends a payout; the bank's id. The same reference never pays twice. */
  sendPayout(payout: PayoutRequest): Promise<string>;
  /** The bank's id of a payout sent with this reference, or undefined when none reached the bank. */
  payoutByReference(reference: string): Promise<string | undefined>;
  /**
   * The account details the bank issues an opened customer in a currency (a global account's),
   * the same every time for the same customer; undefined for a currency it issues none in.
   */
  globalDetails(customerId: string, currency: string): GlobalDetails | undefined;
  /**
   * Where the bank's notifications go: every listener hears every event and acts on its own kinds
   * (the cash module: pay-ins and payouts; the global account: pay-ins to issued details).
   */
  subscribe(listener: (event: BankEvent) => Promise<void>): void;
}
