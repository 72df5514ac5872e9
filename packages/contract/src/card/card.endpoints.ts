import { anonymous, describeEndpoints, onBase, readKey, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { cardEndpointSchemas } from './card.endpoint-schemas';

/** Where a purchase's amount refusals belong, on a quote and a quick buy alike. */
const purchaseFieldCodes = {
  [errors.belowSingleMinimum.code]: 'fiatAmount',
  [errors.aboveSingleMaximum.code]: 'fiatAmount',
  [errors.amountOutOfRange.code]: 'fiatAmount',
  [errors.currencyNotSupported.code]: 'fiatCurrency',
} as const;

/**
 * Buying crypto with a bank card (spec §7 LegalCurrencyOrder's credit-card calls, the quick buy).
 * The card itself is entered on the processor's hosted page (`paymentUrl`): no call here carries a
 * card number or a security code.
 */
export const cardEndpoints = describeEndpoints<typeof cardEndpointSchemas>()({
  /** The fiat currencies a card can pay in, with each one's bounds per order. */
  getSupportedFiatCurrencies: onBase.get(
    'LegalCurrencyOrder/GetCreditCardSupportedFiatCurrencies',
    anonymous,
  ),
  /** The coins a card can buy. */
  getCoinList: onBase.get('Basic/GetLegalCreditCurrencyCoinList', anonymous),
  /** A firm quote for 3 minutes with the whole breakdown (fee, network fee, rate, what arrives). */
  getQuote: onBase.get('LegalCurrencyOrder/GetCreditCardQuote', user, { fieldCodes: purchaseFieldCodes }),
  /**
   * Creates the order from a quote and opens the processor's payment (`paymentUrl`); once per
   * `requestId`. 70001 before the user's first card payment until `noticeAccepted`; 60501 with a
   * fresh quote (its id, rate, fee, amount and expiry in error.data) when the price moved beyond ±2.5 %.
   */
  sendPayment: onBase.post('LegalCurrencyOrder/SendCreditCardPayment', user),
  /** Cancels an order still waiting for its payment (spec §4). */
  cancelOrder: onBase.post('LegalCurrencyOrder/CancelCreditCardOrder', user),
  /** Not in the spec (§7's Get is the P2P order's): one card order of the caller's. */
  getOrder: onBase.get('LegalCurrencyOrder/GetCreditCardOrder', readKey, { errors: ['orderNotFound'] }),
  /** Not in the spec: the caller's card orders, newest first, for the history and its CSV. */
  getOrderList: onBase.post('LegalCurrencyOrder/GetCreditCardOrderList', readKey, {
    summary: 'Card purchases, newest first',
  }),
  /** Not in the spec: the card processor's signed notification (header x-processor-signature). */
  processorNotify: onBase.post('CardProcessor/Notify', anonymous),
  /** Starts a quick buy: a quote held under a token until SecurityVerify. */
  initQuickBuy: onBase.post('LegalCurrency/InitQuickBuyCoinsToken', user, { fieldCodes: purchaseFieldCodes }),
  /** The fund PIN confirms a quick buy: its order is created and the processor's page opened. */
  securityVerify: onBase.post('LegalCurrency/SecurityVerify', user, {
    fieldCodes: { [errors.securityVerificationFailed.code]: 'fundPin' },
  }),
  /** The caller's quick-buy orders, newest first. */
  getQuickPayList: onBase.post('QuickPayOrder/GetListByQuickPayOrder', user),
});
