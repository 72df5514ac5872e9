import { defineEnum } from '../common/enum';

export const earnRedemptionStatus = defineEnum({ redeeming: 0, success: 1, failed: 2 });
