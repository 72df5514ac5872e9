import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';

/**
 * A write made idempotent (ledger/flows/idempotent-request.ts): its key, the hash of the body it
 * was first made with, and its first result, stored in the transaction of the effect.
 */
export const idempotentRequests = pgTable('idempotent_requests', {
  /** `<area>:<caller>:<client's key>`: one caller's key never meets another's. */
  key: text('key').primaryKey(),
  bodyHash: text('body_hash').notNull(),
  /** What the first call answered (null only inside the first call's own transaction). */
  result: jsonb('result'),
  createdAt: at('created_at').notNull(),
});

/**
 * A send to an outside system (a chain, a bank, a card processor) of a reserved amount
 * (ledger/flows/outbound-dispatch.ts): ready → claimed (leased to one process) → sent, or unknown
 * when the send erred or timed out, until the outside system tells what happened.
 */
export const outboundDispatches = pgTable(
  'outbound_dispatches',
  {
    /** The reference the outside system sees: a retry of the same send names the same one. */
    id: text('id').primaryKey(),
    /** The area that sends it, whose handler knows what to send and what follows. */
    kind: text('kind').notNull(),
    state: smallint('state').notNull(),
    /** Until when the process that claimed it may send it; past it, another may take it over. */
    leaseUntil: at('lease_until'),
    attempts: integer('attempts').notNull().default(0),
    /** The outside system's id of what was sent (a transaction id). */
    outsideId: text('outside_id'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [index('outbound_dispatches_due_idx').on(t.kind, t.state)],
);
