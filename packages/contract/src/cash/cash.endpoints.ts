import { describeEndpoints, onBase, readKey, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { cashEndpointSchemas } from './cash.endpoint-schemas';

/** The refusals of a withdrawal that belong under one of its fields. */
const withdrawFieldCodes = {
  [errors.securityVerificationFailed.code]: 'fundPassword',
  [errors.belowSingleMinimum.code]: 'amount',
  [errors.aboveSingleMaximum.code]: 'amount',
  [errors.dailyWithdrawalLimitExceeded.code]: 'amount',
  [errors.insufficientFiatBalance.code]: 'amount',
  [errors.wrongWithdrawalAddress.code]: 'payeeId',
} as const;
const payeeFieldCodes = { [errors.securityVerificationFailed.code]: 'fundPassword' } as const;

/**
 * Fiat cash, spec §7 "Cash": the fiat account (KYC required), the bank channels' dynamic forms,
 * the user's own bank accounts and beneficiaries, top-ups by bank transfer and withdrawals. The
 * spec's several names for one call (`Cash/Cash/CreateWithdrawOrder`, `Cash/CashWithdrawOrder/Create`)
 * each have their key; they share a handler. Signed-in users on the base host only.
 */
export const cashEndpoints = describeEndpoints<typeof cashEndpointSchemas>()({
  /** The cash account's currencies with their withdrawal limits, fees and channels. */
  getCurrencyList: onBase.get('Cash/Cash/GetCurrencyList', user),
  /** The bank channels (of one currency) with each one's required fields. */
  getChannelList: onBase.get('Cash/GetCashChannelList', user),
  /** One channel's beneficiary form (three names in §7 for the same descriptor). */
  requiredFields: onBase.post('Cash/Cash/BeneficiaryAddressRequiredFields', user),
  dynamicFormsFields: onBase.get('cash/Beneficiary/GetChannelBeneficiaryDynamicFormsFields', user),
  requiredDetails: onBase.get('Cash/GetBeneficiaryRequiredDetails', user),
  /** Checks a payee's fields as saving would (the error names the field), saving nothing. */
  validateInfo: onBase.post('Cash/ValidateInfo', user),
  /** The caller's identity status and fiat account (null before the application). */
  verificationKyc: onBase.post('Cash/Cash/VerificationKyc', user),
  /** Applies for the fiat account: KYC verified (60013 otherwise); reviewed by an operator. */
  createCustomer: onBase.post('Cash/Cash/CreateCustomer', user),
  /** Answers the operator's request for reconfirmation: back to review. */
  updateCustomer: onBase.post('Cash/Cash/UpdateCustomer', user),
  /** The cash balances (the fiat wallet), every currency of the account. */
  getCashAssets: onBase.get('Assets/GetCashAssets', user),
  /** The user's own bank accounts: in their name (the KYC name), local to the channel's country. */
  addBankAccount: onBase.post('Cash/Cash/AddBankAccount', user, { fieldCodes: payeeFieldCodes }),
  updateBankAccount: onBase.post('Cash/Cash/UpdateBankAccount', user, { fieldCodes: payeeFieldCodes }),
  getBankAccountList: onBase.get('Cash/Cash/GetBankAccountList', user),
  getBankAccountInfo: onBase.get('Cash/Cash/GetBankAccountInfo', user),
  /** Beneficiaries: other people's bank accounts. */
  beneficiaryCreate: onBase.post('cash/Beneficiary/Create', user, { fieldCodes: payeeFieldCodes }),
  beneficiaryUpdate: onBase.post('cash/Beneficiary/Update', user, { fieldCodes: payeeFieldCodes }),
  beneficiaryGetPage: onBase.get('cash/Beneficiary/GetPage', user),
  /** Removes a bank account or beneficiary (either kind). */
  deleteBeneficiaryAddress: onBase.post('Cash/Cash/DeleteBeneficiaryAddress', user, {
    fieldCodes: payeeFieldCodes,
  }),
  /** A top-up order: the account to pay and the reference the transfer must carry. */
  createTopUpOrder: onBase.post('Cash/Cash/CreateTopUpOrder', user, {
    fieldCodes: { [errors.currencyNotSupported.code]: 'currency' },
  }),
  getPayInInfo: onBase.post('Cash/CashTopUpOrder/GetPayInInfo', user),
  /** The account to pay for a top-up without an order, with the user's standing reference. */
  getRechargeBank: onBase.get('Profile/GetRechargeBank', user),
  /**
   * A withdrawal to a saved payee past its cool-off: fund PIN, second factor, the 24-hour hold,
   * the limits; amount + fee reserved at once and sent to the bank. Not cancellable.
   */
  createWithdrawOrder: onBase.post('Cash/Cash/CreateWithdrawOrder', user, { fieldCodes: withdrawFieldCodes }),
  withdrawOrderCreate: onBase.post('Cash/CashWithdrawOrder/Create', user, { fieldCodes: withdrawFieldCodes }),
  getTopUpHistory: onBase.post('Cash/Cash/GetUserTopUpOrderHistory', readKey, {
    summary: 'Fiat top-up orders, newest first',
  }),
  getWithdrawHistory: onBase.post('Cash/Cash/GetUserWithdrawOrderHistory', readKey, {
    summary: 'Fiat withdrawal orders, newest first',
  }),
  /** Not in §7: one of the caller's cash orders (the order page follows it live). */
  getOrder: onBase.get('Cash/Cash/GetOrder', user),
  /** The banks a channel reaches (in one country), from the bank partner's directory. */
  getBanks: onBase.get('Cash/Cash/GetBanks', user),
  /**
   * The supervision views: the caller's top-ups / withdrawals still open (awaiting payment,
   * review or the bank) by currency and status, with counts and totals, and the last day's outcomes.
   */
  getUserTopUpOrderSupervision: onBase.get('Cash/Cash/GetUserTopUpOrderSupervision', user),
  getUserWithdrawOrderSupervision: onBase.get('Cash/Cash/GetUserWithdrawOrderSupervision', user),
  /** The spec's other names over the saved payees (beneficiaries; the list shows both kinds). */
  getBeneficiaryAddressList: onBase.post('Cash/Cash/GetBeneficiaryAddressList', user),
  createBeneficiaryAddress: onBase.post('Cash/Cash/CreateBeneficiaryAddress', user, {
    fieldCodes: payeeFieldCodes,
  }),
  updateBeneficiaryAddress: onBase.post('Cash/Cash/UpdateBeneficiaryAddress', user, {
    fieldCodes: payeeFieldCodes,
  }),
  createWithdraw: onBase.post('Cash/Cash/CreateWithdraw', user, { fieldCodes: withdrawFieldCodes }),
  getListRecharge: onBase.post('Cash/Cash/GetListRecharge', user),
  getListWithdraw: onBase.post('Cash/Cash/GetListWithdraw', user),
  topUpOrderCreate: onBase.post('Cash/CreateTopUpOrder', user, {
    fieldCodes: { [errors.currencyNotSupported.code]: 'currency' },
  }),
  cashCreateWithdrawOrder: onBase.post('Cash/CreateWithdrawOrder', user, { fieldCodes: withdrawFieldCodes }),
  /** The beneficiaries (other people's accounts) of a currency, all of them. */
  getBankBeneficiariesList: onBase.get('Cash/GetBankBeneficiariesList', user),
  createPayBankBeneficiaries: onBase.post('Cash/CreatePayBankBeneficiaries', user, {
    fieldCodes: payeeFieldCodes,
  }),
  withdrawOrderGetList: onBase.get('Cash/CashWithdrawOrder/GetList', user),
  topUpOrderGetMyPageList: onBase.post('Cash/CashTopUpOrder/GetMyPageList', user),
  /** One currency of the cash account: its rules and the caller's balance in it. */
  getCurrency: onBase.get('Cash/Cash/GetCurrency', user),
  /** The fiat records: the cash account's ledger movements, typed (§4), paged and filtered. */
  getUserCashAssetsHistory: onBase.get('Assets/GetUserCashAssetsHistory', user),
  getUserLegalCurrencyAssetsHistory: onBase.get('Assets/GetUserLegalCurrencyAssetsHistory', user),
});
