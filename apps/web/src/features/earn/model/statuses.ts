import { earnPositionStatus, earnRecordType, earnRedemptionStatus } from '@coffer/contract/earn';

const p = earnPositionStatus.members;
const r = earnRedemptionStatus.members;
const k = earnRecordType.members;

/** A position's status as a badge: its words (in `earn`) and colour. */
export const positionStatusView: Record<number, { key: string; color: string }> = {
  [p.active]: { key: 'status.active', color: 'teal' },
  [p.redeeming]: { key: 'status.redeeming', color: 'orange' },
  [p.redeemed]: { key: 'status.redeemed', color: 'gray' },
};

/** A redemption's status (spec §4: redeeming, success, failed). */
export const redemptionStatusView: Record<number, { key: string; color: string }> = {
  [r.redeeming]: { key: 'redemption.redeeming', color: 'orange' },
  [r.success]: { key: 'redemption.success', color: 'teal' },
  [r.failed]: { key: 'redemption.failed', color: 'red' },
};

/** A record line's kind. */
export const recordTypeKeys: Record<number, string> = {
  [k.subscribe]: 'records.type.subscribe',
  [k.redeem]: 'records.type.redeem',
  [k.interest]: 'records.type.interest',
};
export const recordTypes = [k.subscribe, k.redeem, k.interest] as const;
