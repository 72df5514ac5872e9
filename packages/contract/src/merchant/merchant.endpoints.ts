import { appPath, describeEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import type { merchantEndpointSchemas } from './merchant.endpoint-schemas';

type S = typeof merchantEndpointSchemas;
/** The merchant back office answers on the merchant host only (§7 "Merchant host"). */
const hosts = ['merchant'] as const;
/** Merchant-only calls (§6): account types 1 and 3; anyone else gets 403 "merchant role has no access". */
const merchant = { kind: 'merchant' } as const;

/**
 * The merchant back office (spec §7 "Merchant host"): sub-merchants, rate settings, channel fees,
 * the official application, and the merchant token refresh. The cloud wallet, daily report and
 * payment orders are their own areas' calls on the same host.
 */
export const merchantEndpoints = {
  /**
   * The merchant token refresh (§3 "a merchant refresh call (accessToken, refreshToken)", path not
   * shown; ours). Rotates the refresh token like TokenAuth/RefreshToken, for account types 1 and 3
   * only; the access token (expired or not) must belong to the same account.
   */
  refreshToken: describeEndpoint<S['refreshToken']>()({
    hosts,
    method: 'POST',
    path: '/api/TokenAuth/MerchantRefreshToken',
    auth: { kind: 'anonymous' },
  }),
  /** The merchant's sub-merchants (a sub-merchant gets 403: only the merchant manages them). */
  subMerchantGetList: describeEndpoint<S['subMerchantGetList']>()({
    hosts,
    method: 'GET',
    path: appPath('SubMerchant/GetList'),
    auth: merchant,
  }),
  subMerchantGet: describeEndpoint<S['subMerchantGet']>()({
    hosts,
    method: 'GET',
    path: appPath('SubMerchant/Get'),
    auth: merchant,
  }),
  /**
   * A cashier account (type 3) under the merchant, active at once; its one-time password goes to
   * its e-mail through the notifier. A trial merchant may hold only `trialSubMerchantMax` (60302).
   */
  subMerchantCreate: describeEndpoint<S['subMerchantCreate']>()({
    hosts,
    method: 'POST',
    path: appPath('SubMerchant/Create'),
    auth: merchant,
    fieldCodes: { [errors.emailAlreadyRegistered.code]: 'emailAddress' },
  }),
  subMerchantUpdate: describeEndpoint<S['subMerchantUpdate']>()({
    hosts,
    method: 'PUT',
    path: appPath('SubMerchant/Update'),
    auth: merchant,
  }),
  /** A new one-time password, sent to the sub-merchant's e-mail; its sessions end. */
  subMerchantResetPassword: describeEndpoint<S['subMerchantResetPassword']>()({
    hosts,
    method: 'POST',
    path: appPath('SubMerchant/ResetPassword'),
    auth: merchant,
  }),
  subMerchantActive: describeEndpoint<S['subMerchantActive']>()({
    hosts,
    method: 'POST',
    path: appPath('SubMerchant/Active'),
    auth: merchant,
  }),
  /** Deactivated: it cannot sign in (60004) and its sessions end. */
  subMerchantInActive: describeEndpoint<S['subMerchantInActive']>()({
    hosts,
    method: 'POST',
    path: appPath('SubMerchant/InActive'),
    auth: merchant,
  }),
  /** Deleted: the account can never sign in again; its past orders keep its uid. */
  subMerchantDelete: describeEndpoint<S['subMerchantDelete']>()({
    hosts,
    method: 'DELETE',
    path: appPath('SubMerchant/Delete'),
    auth: merchant,
  }),
  /** The coins a merchant may collect in (the platform's enabled coins). */
  getMerchantSettlementCoinList: describeEndpoint<S['getMerchantSettlementCoinList']>()({
    hosts,
    method: 'GET',
    path: appPath('MerchantRateSetting/GetMerchantSettlementCoinList'),
    auth: merchant,
  }),
  /** The price adapter's rate: collection currency per one unit of the legal currency (60012 when none). */
  getReferenceExchangeRate: describeEndpoint<S['getReferenceExchangeRate']>()({
    hosts,
    method: 'GET',
    path: appPath('MerchantRateSetting/GetReferenceExchangeRate'),
    auth: merchant,
  }),
  rateGetAll: describeEndpoint<S['rateGetAll']>()({
    hosts,
    method: 'GET',
    path: appPath('MerchantRateSetting/GetAll'),
    auth: merchant,
  }),
  /** One rate per pair (60301); the collection currency must be a settlement coin (60002). */
  rateCreate: describeEndpoint<S['rateCreate']>()({
    hosts,
    method: 'POST',
    path: appPath('MerchantRateSetting/Create'),
    auth: merchant,
    fieldCodes: {
      [errors.merchantRateExists.code]: 'collectionCurrency',
      [errors.merchantCurrencyNotEnabled.code]: 'collectionCurrency',
    },
  }),
  rateUpdate: describeEndpoint<S['rateUpdate']>()({
    hosts,
    method: 'PUT',
    path: appPath('MerchantRateSetting/Update'),
    auth: merchant,
    fieldCodes: {
      [errors.merchantRateExists.code]: 'collectionCurrency',
      [errors.merchantCurrencyNotEnabled.code]: 'collectionCurrency',
    },
  }),
  rateDelete: describeEndpoint<S['rateDelete']>()({
    hosts,
    method: 'DELETE',
    path: appPath('MerchantRateSetting/Delete'),
    auth: merchant,
  }),
  /** The fees the operator set for this merchant (or the default for all), per currency and business. */
  getMerchantChannelRates: describeEndpoint<S['getMerchantChannelRates']>()({
    hosts,
    method: 'GET',
    path: appPath('Member/GetMerchantChannelRates'),
    auth: merchant,
  }),
  getMerchantInfo: describeEndpoint<S['getMerchantInfo']>()({
    hosts,
    method: 'GET',
    path: appPath('Profile/GetMerchantInfo'),
    auth: merchant,
  }),
  /** Keeps a draft of the application (not while under review or approved: 60303). */
  saveToBecomeOfficial: describeEndpoint<S['saveToBecomeOfficial']>()({
    hosts,
    method: 'POST',
    path: appPath('Profile/SaveToBecomeOfficial'),
    auth: merchant,
  }),
  /** Submits the application for the operator's review (`ops merchant:review`). */
  applyToBecomeOfficial: describeEndpoint<S['applyToBecomeOfficial']>()({
    hosts,
    method: 'POST',
    path: appPath('Profile/ApplyToBecomeOfficial'),
    auth: merchant,
    fieldCodes: {
      [errors.uploadFileMissing.code]: 'certificateFileId',
      [errors.accountExists.code]: 'fullName',
    },
  }),
};
