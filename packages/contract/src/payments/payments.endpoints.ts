import { anonymous, describeEndpoints, merchant, onBase, onMerchant } from '../common/endpoint';
import { errors } from '../common/errors';
import type { paymentsEndpointSchemas } from './payments.endpoint-schemas';

/** Merchant payment orders (invoices), spec §7 merchant host `PaymentOrder/*`. */
export const paymentsEndpoints = describeEndpoints<typeof paymentsEndpointSchemas>()({
  /**
   * A new order: the amount at a rate locked now for each accepted coin, one fresh address per
   * coin's chain. 40009 when the merchant already used the order number; 40017 when no address is free.
   */
  create: onMerchant.post('PaymentOrder/Create', merchant, {
    fieldCodes: {
      [errors.merchantOrderNumberExists.code]: 'merchantOrderNo',
      [errors.currencyNotSupported.code]: 'currency',
      [errors.unpaidOrdersLimitExceeded.code]: 'merchantOrderNo',
    },
  }),
  /** The merchant's orders, newest first. */
  getList: onMerchant.get('PaymentOrder/GetList', merchant),
  /** One of the merchant's orders with its payments and refunds; another's is 40007. */
  get: onMerchant.get('PaymentOrder/Get', merchant),
  /** Not in §7: what the public hosted page /pay/<id> shows the buyer (no sign-in). */
  getPublic: onBase.get('PaymentOrder/GetPublic', anonymous),
  /** The header badges (§3 merchant review counts): orders awaiting review, pending refunds, transfers. */
  getToBeReviewedCount: onMerchant.get('PaymentOrder/GetToBeReviewedCount', merchant),
  /** Accepts an order awaiting review (payment approval role). */
  pass: onMerchant.post('PaymentOrder/Pass', merchant),
  /**
   * Refuses an order awaiting review, or an unpaid one (it stops taking payments on time), with the
   * payment approval role. As the spec sends it: `Reject?id=`, the id in the query, the body empty.
   */
  reject: onMerchant.post('PaymentOrder/Reject', merchant, { queryInput: true }),
  /**
   * Refunds part or all of what the order received, in the coin paid, to the buyer's address
   * (refund approval role): reserved from the merchant's cloud wallet, sent, then posted.
   * Never more than paid less refunded (40011 when the cloud wallet is short).
   */
  refund: onMerchant.post('PaymentOrder/Refund', merchant, {
    fieldCodes: {
      [errors.merchantBalanceInsufficient.code]: 'amount',
      [errors.wrongWithdrawalAddress.code]: 'address',
    },
  }),
  /** One refund of the merchant's; another's or an unknown one is 40008. */
  getRefundOrder: onMerchant.get('PaymentOrder/GetRefundOrder', merchant),
});
