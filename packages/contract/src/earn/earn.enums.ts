import { defineEnum } from '../common/enum';

/** An earn product's redemption, numbered in the order of spec §4. */
export const earnRedemptionStatus = defineEnum({ redeeming: 0, success: 1, failed: 2 });
