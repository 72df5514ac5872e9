import type { Chain } from './addresses';

/**
 * The chain's definitive no to a send (an invalid transaction the node rejected): nothing went out
 * and nothing will. Any other error of `send` leaves the outcome unknown.
 */
export class ChainRefusal extends Error {}

/** An incoming transfer as the chain reports it now. */
export interface IncomingTx {
  network: string;
  coin: string;
  txId: string;
  toAddress: string;
  amount: string;
  confirmations: number;
  /**
   * The block it was in left the chain (a reorg) before it was final: its deposit, still open,
   * is dropped (the transaction may come back in another block, and is then found again).
   */
  removed?: boolean;
}

export interface OutgoingStatus {
  confirmations: number;
  failed: boolean;
}

/**
 * The blockchains, as the platform sees them (DESIGN §5): deposit addresses from extended public
 * keys, incoming transfers with their confirmations, and sending withdrawals.
 */
export interface ChainAdapter {
  depositAddress(chain: Chain, index: number): string;
  /** Transfers to any address seen within the recent window (bounded), newest first. */
  recentIncoming(now: Date): Promise<IncomingTx[]>;
  /** Broadcasts a withdrawal; the same reference always gives the same transaction. */
  send(input: {
    network: string;
    coin: string;
    toAddress: string;
    amount: string;
    reference: string;
    now: Date;
  }): Promise<string>;
  /**
   * What a send with this reference became: its transaction id, or undefined when none went out
   * (asked after a send erred or timed out, before it is tried again).
   */
  sentByReference(network: string, reference: string): Promise<string | undefined>;
  outgoingStatus(network: string, txId: string, now: Date): Promise<OutgoingStatus | undefined>;
  /**
   * A chain whose deposit addresses' keys it holds moves what they received to its hot wallet
   * (a pass: safe to run anywhere, any number of times). Answers the ended sweeps whose network
   * cost the ledger has not been told yet; `sweepBooked` says it has.
   */
  sweep?(now: Date): Promise<SweepCost[]>;
  sweepBooked?(id: string, now: Date): Promise<void>;
}

/** What one sweep cost in network fees (gas), in the network's native coin, once final. */
export interface SweepCost {
  id: string;
  network: string;
  coin: string;
  amount: string;
}
