import type { z } from 'zod';
import { appPath } from '../common/endpoint';
import { depositSchema } from '../deposits/deposits.schemas';
import { otcOrderSchema } from '../otc/otc.schemas';
import { withdrawalSchema } from '../withdrawals/withdrawals.schemas';

/**
 * Live updates: one server-sent-events stream per signed-in user (base and merchant hosts), with
 * the bearer token in the Authorization header (read it with fetch, not EventSource, so the token
 * never sits in a URL). Each event's `event:` line names it and `data:` holds its JSON; later areas
 * add their own event names to this table.
 */
export const liveEventsPath = appPath('Events/Stream');

export const liveEventSchemas = {
  deposit: depositSchema,
  withdrawal: withdrawalSchema,
  /** An OTC order changed status: sent to the user who placed it and to its acceptor. */
  otcOrder: otcOrderSchema,
} as const;
export type LiveEventName = keyof typeof liveEventSchemas;
export type LiveEvent = {
  [K in LiveEventName]: { event: K; data: z.infer<(typeof liveEventSchemas)[K]> };
}[LiveEventName];
