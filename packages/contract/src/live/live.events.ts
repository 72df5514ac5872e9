import { appPath } from '../common/endpoint';

/**
 * Live updates: one server-sent-events stream per signed-in user (base and merchant hosts), with
 * the bearer token in the Authorization header (read it with fetch, not EventSource, so the token
 * never sits in a URL). Each event's `event:` line names it and `data:` holds its JSON; later areas
 * add their own event names here and their schemas to `liveEventSchemas` (live.schemas.ts).
 */
export const liveEventsPath = appPath('Events/Stream');

/** The events the stream carries: plain names, so a page that listens loads no schema. */
export const liveEventNames = [
  'deposit',
  'withdrawal',
  'otcOrder',
  'convertLimitOrder',
  'merchantApplication',
  'paymentOrder',
  'cashOrder',
  'cashAccount',
  'p2pOrder',
  'earnPosition',
  'cardOrder',
  'multisig',
  'globalAccount',
  'globalPayIn',
] as const;
export type LiveEventName = (typeof liveEventNames)[number];
