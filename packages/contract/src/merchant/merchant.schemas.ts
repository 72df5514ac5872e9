import { defineEnum } from '../common/enum';

/** A sub-merchant (cashier) account: activated or deactivated by its merchant. */
export const subMerchantStatus = defineEnum({ active: 0, inactive: 1 });

/** Merchant payment order: pass, reject and refund move it on (§4). */
export const paymentOrderStatus = defineEnum({
  created: 0,
  pendingReview: 1,
  passed: 2,
  rejected: 3,
  refunded: 4,
});
