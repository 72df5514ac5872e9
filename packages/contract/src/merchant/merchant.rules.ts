import { merchantType } from '../auth';

/**
 * What a trial merchant may not do (§3 merchant types; the spec is silent, decided here): it may
 * keep at most this many sub-merchants. An official merchant has no such limit.
 */
export const trialSubMerchantMax = 2;

/** How many sub-merchants a merchant of this type may hold (Infinity: no limit). */
export const subMerchantLimit = (type: number): number =>
  type === merchantType.members.official ? Number.POSITIVE_INFINITY : trialSubMerchantMax;

/** Receipt valid time (minutes) and order display days: the bounds a sub-merchant's settings keep to. */
export const subMerchantBounds = {
  receiptValidMinutes: { min: 1, max: 1440, default: 30 },
  orderDisplayDays: { min: 1, max: 365, default: 7 },
} as const;

/** The default reading time of the merchant contract before it can be signed (seconds). */
export const contractReadSecondsDefault = 10;
