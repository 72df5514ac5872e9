import { describeEndpoints, onBase, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { globalAccountEndpointSchemas } from './global-account.endpoint-schemas';

const g = 'Cash/GlobalAccount/';
const rate = 'GlobalAccountRate/';
const authFieldCodes = { [errors.securityVerificationFailed.code]: 'fundPassword' } as const;
const moveFieldCodes = {
  [errors.belowSingleMinimum.code]: 'amount',
  [errors.transferBelowFee.code]: 'amount',
  [errors.insufficientFiatBalance.code]: 'amount',
  [errors.insufficientBalance.code]: 'amount',
  [errors.globalFeeChanged.code]: 'fee',
} as const;

/**
 * The global account, spec §7 "Global account" (issue 34): account details of the user's own in
 * EUR (a named IBAN), GBP (sort code + account) and USD (ABA + account) through which payers on the
 * user's whitelist pay them. Opening: GetGlobalAccountStatus → the channel's documents
 * (GetChannelAttachmentDynamicFormsFields, CreateUserChannelAttachment) → CreateGlobalAccount →
 * operator review (`ops cash:global`) → the sandbox bank issues the details. KYC verified (60013)
 * for every call that changes something; moves need both accounts open (60006). Signed-in users on
 * the base host. Names not in §7 follow its style: CreateGlobalAccount, UpdateGlobalAccount,
 * GetGlobalAccountDetails, GetGlobalAccountAssets, CreateFiatToGlobal, CreateGlobalToFiat,
 * GetTransferList, GetPayInList, DeletePayWhitelist, DeleteUserChannelAttachment.
 *
 * Sandbox (SANDBOX_TOOLS=1, loopback only, outside the contract): `POST /api/sandbox/global/payin`
 * `{ currency, to: <account details fields>, payerName, paymentType, payer: <payer fields>, amount,
 * transferId? }` delivers a bank transfer to those account details; answers the pay-in or null.
 */
export const globalAccountEndpoints = describeEndpoints<typeof globalAccountEndpointSchemas>()({
  /** The fee of a service for an amount, exact: shown before every confirmation. */
  calculateServiceFee: onBase.post(`${rate}CalculateServiceFee`, user, {
    fieldCodes: { [errors.currencyNotSupported.code]: 'currency' },
  }),
  /** The currencies the global account has details in, with their payment types. */
  globalAccountCurrencys: onBase.get('foundation/LegalCurrency/GlobalAccountCurrencys', user),
  /** The payment types payers may use in a currency, with the pay-in fee and the payer form. */
  getSupportedPaymentType: onBase.get(`${rate}GetGlobalAccounSupportedPaymentType`, user),
  /** The caller's rates: pay-ins by payment type, and the moves to and from the cash account. */
  getUserRateSetting: onBase.get(`${rate}GetUserRateSetting`, user),
  /**
   * Adds a payer account to the whitelist: its fields checked as a cash payee's are (IBAN, sort
   * code, ABA with the bank libraries), fund PIN + second factor; usable after the cool-off.
   */
  createPayWhitelist: onBase.post(`${g}CreatePayWhitelist`, user, { fieldCodes: authFieldCodes }),
  /** The caller's whitelist (POST in §7). */
  getPayWhitelist: onBase.post(`${g}GetPayWhitelist`, user),
  deletePayWhitelist: onBase.post(`${g}DeletePayWhitelist`, user, { fieldCodes: authFieldCodes }),
  /** The documents an application channel asks for (POST in §7). */
  getChannelAttachmentDynamicFormsFields: onBase.post(`${g}GetChannelAttachmentDynamicFormsFields`, user),
  /** Uploads one document file to one field (too many for the field: 50016; wrong type 400; too big 413). */
  createUserChannelAttachment: onBase.post(`${g}CreateUserChannelAttachment`, user, { body: 'multipart' }),
  getUserChannelAttachment: onBase.get(`${g}GetUserChannelAttachment`, user),
  /** Removes one of the application's files (before it is submitted, or when reconfirming). */
  deleteUserChannelAttachment: onBase.post(`${g}DeleteUserChannelAttachment`, user),
  /** The caller's identity status, cash account and global account application (null before). */
  getGlobalAccountStatus: onBase.get(`${g}GetGlobalAccountStatus`, user),
  /** Applies with a channel's documents: KYC verified (60013), every required document (60703). */
  createGlobalAccount: onBase.post(`${g}CreateGlobalAccount`, user),
  /** Answers "needs reconfirmation" (or applies again after a rejection): back to review. */
  updateGlobalAccount: onBase.post(`${g}UpdateGlobalAccount`, user),
  /** The account details per currency, once the account is open (empty before). */
  getGlobalAccountDetails: onBase.get(`${g}GetGlobalAccountDetails`, user),
  /** The global account's balances, every currency (zeros before it is open). */
  getGlobalAccountAssets: onBase.get(`${g}GetGlobalAccountAssets`, user),
  /** Cash account → global account (record type fiat-to-global), the quoted fee taken from the amount. */
  createFiatToGlobal: onBase.post(`${g}CreateFiatToGlobal`, user, { fieldCodes: moveFieldCodes }),
  /** Global account → cash account (record type global-to-fiat). */
  createGlobalToFiat: onBase.post(`${g}CreateGlobalToFiat`, user, { fieldCodes: moveFieldCodes }),
  /** The moves between the two accounts, newest first. */
  getTransferList: onBase.get(`${g}GetTransferList`, user),
  /** The incoming payments: credited, waiting for review, returned; newest first. */
  getPayInList: onBase.get(`${g}GetPayInList`, user),
});
