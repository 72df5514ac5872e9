import {
  acceptor,
  anonymous,
  contentApi,
  describeEndpoints,
  onBase,
  readKey,
  routesOn,
  user,
} from '../common/endpoint';
import { errors } from '../common/errors';
import type { p2pEndpointSchemas } from './p2p.endpoint-schemas';

const order = 'LegalCurrencyOrder/';
const methods = 'ReceiptPaymentMethod/';
const appeals = 'LegalCurrencyAppealOrder/';
/** Added (the spec names no dealer calls): the acceptor's P2P desk. */
const dealer = 'LegalCurrencyDealer/';
const assetsWebApi = routesOn(['base'], '/api/idcm/assets/webapi/');

const newOrderFieldCodes = {
  [errors.insufficientBalance.code]: 'quantity',
  [errors.orderTotalMismatch.code]: 'quantity',
  [errors.adNotFound.code]: 'quantity',
} as const;

/**
 * Peer-to-peer fiat trading, spec §7 "Peer-to-peer and card" (without the credit-card calls):
 * users buy and sell crypto against dealers' ads, paying fiat outside while Coffer escrows the
 * crypto. Every user action checks KYC (60013) and the 24-hour security hold (60011).
 */
export const p2pEndpoints = describeEndpoints<typeof p2pEndpointSchemas>()({
  /** Added: the active ads of a side and pair, best price first (anyone signed in). */
  getAds: onBase.get(`${order}GetAds`, user),
  /** Buys from a `buy` ad: the dealer's crypto is escrowed at once; the user pays within the ad's window. */
  userBuyCoin: onBase.post(`${order}UserBuyCoin`, user, { fieldCodes: newOrderFieldCodes }),
  /** Sells to a `sell` ad: the user's crypto is escrowed; the dealer pays to the chosen method. */
  userSellCoin: onBase.post(`${order}UserSellCoin`, user, {
    fieldCodes: { ...newOrderFieldCodes, [errors.paymentInfoNotFound.code]: 'userReceiptMethodInfoDetailId' },
  }),
  /** The user marks a buy paid (optional vouchers ≤ 3, uploaded with UploadFile). */
  userBuyCoinConfirmPayment: onBase.post(`${order}UserBuyCoinConfirmPayment`, user),
  /** The user confirms the dealer's payment arrived on a sell: the escrow posts to the dealer. Fund PIN. */
  userSellCoinConfirmReceipt: onBase.post(`${order}UserSellCoinConfirmReceipt`, user, {
    fieldCodes: { [errors.securityVerificationFailed.code]: 'fundPassword' },
  }),
  /** Cancels a buy before it is marked paid; counted toward the day's 3 (60023 after). */
  userCancelBuyCoin: onBase.post(`${order}UserCancelBuyCoin`, user),
  /** The caller's orders (as the user), newest first; never with payment details. */
  getAll: onBase.get(`${order}GetAll`, readKey, { summary: 'Peer-to-peer orders, newest first' }),
  /** One order, to either party; the payee's details only to the payer while it is open. */
  get: onBase.get(`${order}Get`, readKey, { errors: ['orderNotFound'] }),
  /** A voucher or appeal proof image (PNG, JPEG or GIF, checked by content), for the caller's own later use. */
  uploadFile: assetsWebApi.post('LegalCurrency/UploadFile', user, { body: 'multipart' }),
  /** The fields of a channel's payment method form (one descriptor for both sides). */
  getPaymentMethodForm: onBase.get(`${methods}GetReceiptPaymentMethodForm`, user),
  /** Adds a receiving method: ≤ 3 active (60032), one per channel (60026), the holder's KYC name. */
  createPaymentMethod: onBase.post(`${methods}CreateUserReceiptPaymentMethod`, user, {
    fieldCodes: {
      [errors.duplicatePaymentChannel.code]: 'channel',
      [errors.paymentMethodLimitReached.code]: 'channel',
    },
  }),
  /** The caller's own active methods. */
  getPaymentMethods: onBase.get(`${methods}GetUserReceiptMethodInfoList`, user),
  /** Removes one of the caller's methods, unless an open order pays to it. */
  deletePaymentMethod: onBase.delete(`${methods}DeleteUserReceiptMethodInfoDetail`, user),
  /** Opens an appeal on a paid order (either party, within 24 h: 60031; one at a time: 60014). */
  userAppeal: onBase.post(`${appeals}UserAppeal`, user),
  /** The appeals on the caller's orders (either side), newest first. */
  getAppeals: onBase.get(`${appeals}GetAll`, user),
  getAppeal: onBase.get(`${appeals}Get`, user),
  /** Added: the dealer's own ads. */
  dealerAds: onBase.get(`${dealer}GetMyAds`, acceptor),
  dealerPublishAd: onBase.post(`${dealer}PublishAd`, acceptor),
  dealerUpdateAd: onBase.post(`${dealer}UpdateAd`, acceptor),
  /** Pauses or resumes an ad; orders already placed are not affected. */
  dealerSetAdStatus: onBase.post(`${dealer}SetAdStatus`, acceptor),
  /** The orders on the dealer's ads, newest first. */
  dealerOrders: onBase.get(`${dealer}GetOrders`, acceptor),
  /** The dealer marks a user's sell paid. */
  dealerConfirmPayment: onBase.post(`${dealer}ConfirmPayment`, acceptor),
  /** The dealer confirms a user's payment arrived on a buy: the escrow posts to the user. */
  dealerConfirmReceipt: onBase.post(`${dealer}ConfirmReceipt`, acceptor),
  /** The reference price of a crypto in a fiat currency (the price adapter's; 60012 when it has none). */
  getReferencePrice: onBase.get(`${order}GetReferencePrice`, user),
  /**
   * Our reading: what a fiat total buys or sells on an ad, the quantity cut down to the coin's
   * decimals and the total it really costs (never above the one asked), within the ad's limits.
   */
  codeExchange: onBase.post(`${order}CodeExchange`, user, {
    fieldCodes: { [errors.amountOutOfRange.code]: 'total' },
  }),
  /** Our reading: the crypto users can buy with fiat now (a live `buy` ad), each with its fiat currencies. */
  getLegalCoinBuyCode: onBase.get('foundation/LegalCurrency/GetLegalCoinBuyCode', anonymous),
  /** The fiat currencies P2P trades in, each with its decimals and the crypto it trades with theirs. */
  getLegalCurrencyCoinConfig: onBase.get('Basic/GetLegalCurrencyCoinConfig', anonymous),
  /** The payment types a receiving method can be added for, and whether the caller already has one. */
  getReceiptPaymentMethodList: onBase.get(`${methods}GettReceiptPaymentMethodList`, user),
  /** Content host: the crypto/fiat pairs with a live ad, and on which sides. */
  getWebsiteSupportCurrencyPairList: contentApi.get(
    'payment/Currency/GetWebsiteSupportCurrencyPairList',
    anonymous,
  ),
  /** Content host: the payment types live ads take in a fiat currency, with how many ads take each. */
  getPayTypeByCurrency: contentApi.get('payment/PaymentList/GetPayTypeByCurrency', anonymous),
  /**
   * Added (the spec names no mutual cancel): either party of an order awaiting payment proposes
   * cancelling it; the other answers with AnswerMutualCancel. The proposal lapses when the payment
   * is marked or the window ends.
   */
  proposeMutualCancel: onBase.post(`${order}ProposeMutualCancel`, user),
  /** Added: the other party accepts (the escrow voids, counted against nobody) or declines. */
  answerMutualCancel: onBase.post(`${order}AnswerMutualCancel`, user),
});
