import { anonymous, describeEndpoints, merchant, onMerchant, routesOn } from '../common/endpoint';
import { errors } from '../common/errors';
import type { merchantEndpointSchemas } from './merchant.endpoint-schemas';

type S = typeof merchantEndpointSchemas;
/** The merchant back office answers on the merchant host only (§7 "Merchant host"); the token refresh is under `/api/`. */
const onMerchantApi = routesOn(['merchant'], '/api/');

/**
 * The merchant back office (spec §7 "Merchant host"): sub-merchants, rate settings, channel fees,
 * the official application, and the merchant token refresh. The cloud wallet, daily report and
 * payment orders are their own areas' calls on the same host.
 */
/** A rate is written the same way on create and update: one per pair, a settlement coin collected. */
const rateFieldCodes = {
  fieldCodes: {
    [errors.merchantRateExists.code]: 'collectionCurrency',
    [errors.merchantCurrencyNotEnabled.code]: 'collectionCurrency',
  },
} as const;

export const merchantEndpoints = describeEndpoints<S>()({
  /**
   * The merchant token refresh (§3 "a merchant refresh call (accessToken, refreshToken)", path not
   * shown; ours). Rotates the refresh token like TokenAuth/RefreshToken, for account types 1 and 3
   * only; the access token (expired or not) must belong to the same account.
   */
  refreshToken: onMerchantApi.post('TokenAuth/MerchantRefreshToken', anonymous),
  /** The merchant's sub-merchants (a sub-merchant gets 403: only the merchant manages them). */
  subMerchantGetList: onMerchant.get('SubMerchant/GetList', merchant),
  subMerchantGet: onMerchant.get('SubMerchant/Get', merchant),
  /**
   * A cashier account (type 3) under the merchant, active at once; its one-time password goes to
   * its e-mail through the notifier. A trial merchant may hold only `trialSubMerchantMax` (60302).
   */
  subMerchantCreate: onMerchant.post('SubMerchant/Create', merchant, {
    fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' },
  }),
  subMerchantUpdate: onMerchant.put('SubMerchant/Update', merchant),
  /** A new one-time password, sent to the sub-merchant's e-mail; its sessions end. */
  subMerchantResetPassword: onMerchant.post('SubMerchant/ResetPassword', merchant),
  subMerchantActive: onMerchant.post('SubMerchant/Active', merchant),
  /** Deactivated: it cannot sign in (60004) and its sessions end. */
  subMerchantInActive: onMerchant.post('SubMerchant/InActive', merchant),
  /** Deleted: the account can never sign in again; its past orders keep its uid. */
  subMerchantDelete: onMerchant.delete('SubMerchant/Delete', merchant),
  /** The coins a merchant may collect in (the platform's enabled coins). */
  getMerchantSettlementCoinList: onMerchant.get(
    'MerchantRateSetting/GetMerchantSettlementCoinList',
    merchant,
  ),
  /** The price adapter's rate: collection currency per one unit of the legal currency (60012 when none). */
  getReferenceExchangeRate: onMerchant.get('MerchantRateSetting/GetReferenceExchangeRate', merchant),
  rateGetAll: onMerchant.get('MerchantRateSetting/GetAll', merchant),
  /** One rate per pair (60301); the collection currency must be a settlement coin (60002). */
  rateCreate: onMerchant.post('MerchantRateSetting/Create', merchant, rateFieldCodes),
  rateUpdate: onMerchant.put('MerchantRateSetting/Update', merchant, rateFieldCodes),
  rateDelete: onMerchant.delete('MerchantRateSetting/Delete', merchant),
  /**
   * Every channel fee that applies to this merchant, per currency and business: its own, the
   * operator's defaults, and the platform's rate on payments in each coin no row covers.
   */
  getMerchantChannelRates: onMerchant.get('Member/GetMerchantChannelRates', merchant),
  getMerchantInfo: onMerchant.get('Profile/GetMerchantInfo', merchant),
  /** Keeps a draft of the application (not while under review or approved: 60303). */
  saveToBecomeOfficial: onMerchant.post('Profile/SaveToBecomeOfficial', merchant),
  /** Submits the application for the operator's review (`ops merchant:review`). */
  applyToBecomeOfficial: onMerchant.post('Profile/ApplyToBecomeOfficial', merchant, {
    fieldCodes: {
      [errors.uploadFileMissing.code]: 'certificateFileId',
      [errors.accountExists.code]: 'fullName',
    },
  }),
});
