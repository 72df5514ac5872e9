import { anonymous, describeEndpoints, merchant, onBase, onMerchant } from '../../common/endpoint';
import { errors } from '../../common/errors';
import type { receiptCodesEndpointSchemas } from './receipt-codes.schemas';

/**
 * Receipt codes (spec §7 merchant host `ReceivePayment/CreateMerchantsReceiptCode`): a counter's
 * static QR code where the customer types the amount; and the buyer's refund links. Every call
 * but CreateMerchantsReceiptCode is ours (not in §7). Keys that would clash with the payment-order
 * calls carry the `receiptCode` prefix: the registry folds them into the one `payments` key.
 */
export const receiptCodesEndpoints = describeEndpoints<typeof receiptCodesEndpointSchemas>()({
  /**
   * A new code: a sub-merchant's is its own till's; the merchant's is its own counter's or, with
   * `subMerchantId`, one of its sub-merchants' (another merchant's sub-merchant is 50011).
   */
  createMerchantsReceiptCode: onMerchant.post('ReceivePayment/CreateMerchantsReceiptCode', merchant, {
    fieldCodes: {
      [errors.currencyNotSupported.code]: 'currency',
      [errors.coinDepositProhibited.code]: 'coins',
      [errors.userNotFound.code]: 'subMerchantId',
    },
  }),
  /** Ours: the merchant's codes (a sub-merchant: its own), newest first. */
  receiptCodeGetList: onMerchant.get('ReceivePayment/GetReceiptCodeList', merchant),
  /** Ours: the code stops making orders (its page then refuses with 60402). */
  receiptCodeDisable: onMerchant.post('ReceivePayment/DisableReceiptCode', merchant),
  /** Ours: what the customer's page /pay/code/<id> shows (no sign-in). */
  receiptCodeGetPublic: onBase.get('ReceivePayment/GetPublicReceiptCode', anonymous),
  /** Ours: the customer's amount becomes a payment order of the code's merchant (no sign-in, rate-limited). */
  receiptCodeCreateOrder: onBase.post('ReceivePayment/CreateOrderFromReceiptCode', anonymous, {
    fieldCodes: { [errors.currencyNotSupported.code]: 'amount' },
  }),
  /**
   * Ours: a refund of the order (refund approval role) whose address the buyer gives on the link
   * `/pay/<orderId>/refund/<token>`; the link works once, for 7 days.
   */
  createRefundLink: onMerchant.post('PaymentOrder/CreateRefundLink', merchant, {
    fieldCodes: { [errors.merchantBalanceInsufficient.code]: 'amount' },
  }),
  /** Ours: the buyer's refund page (no sign-in; the token is the key). */
  getPublicRefundLink: onBase.get('PaymentOrder/GetPublicRefundLink', anonymous),
  /** Ours: the buyer's address; the refund is then made (reserved, sent, posted) and the link is spent. */
  submitRefundAddress: onBase.post('PaymentOrder/SubmitRefundAddress', anonymous, {
    fieldCodes: { [errors.wrongWithdrawalAddress.code]: 'address' },
  }),
});
