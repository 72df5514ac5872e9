import { anonymous, byRole, describeEndpoints, merchant, readKey, user } from '../common/endpoint';
import type { assetsEndpointSchemas } from './assets.endpoint-schemas';

const coinEndpoints = describeEndpoints<typeof assetsEndpointSchemas>()({
  getRechargeWithdrawCoinList: byRole.get(
    'Coin/GetRechargeWithdrawCoinList/GetRechargeWithdrawCoinList',
    anonymous,
  ),
});

const balanceEndpoints = describeEndpoints<typeof assetsEndpointSchemas>()({
  /** The balances of one wallet type (spot by default), one row per coin it can hold. */
  getAssets: byRole.get('Assets/GetAssets', readKey, { summary: 'Balances of the spot wallet, per coin' }),
});

const assetsReadEndpoints = describeEndpoints<typeof assetsEndpointSchemas>()({
  /** Total in the pricing currency (USD unless `currency` names another fiat currency). */
  getAssetsSummary: byRole.get('Assets/GetAssetsSummary', readKey, { errors: ['exchangeRateUnavailable'] }),
  getAssetConversion: byRole.get('Assets/GetAssetConversion', user),
  getAssetDistribution: byRole.get('Assets/GetAssetDistribution', user),
  getUserDepositWithdrawalAssetsHistory: byRole.post('Assets/GetUserDepositWithdrawalAssetsHistory', user),
  getUserAssetsHistory: byRole.get('Assets/GetUserAssetsHistory', user),
});

const pricingEndpoints = describeEndpoints<typeof assetsEndpointSchemas>()({
  /** The fiat currencies totals can be shown in. */
  getLegalPricingCurrencyList: byRole.get('Basic/GetLegalPricingCurrencyList', anonymous),
  /** The fiat currencies the site holds and trades. */
  getAllWebSiteLegalCoinList: byRole.get('foundation/LegalCurrency/GetAllWebSiteLegalCoinList', anonymous),
  /**
   * The legal (fiat) currencies, each with its decimals: what merchants price orders and set rates
   * in (Basic, on the base and the merchant host).
   */
  getLegalCurrencyList: byRole.get('Basic/GetLegalCurrencyList', anonymous),
  setPricingCurrency: byRole.post('Profile/SetPricingCurrency', user),
});

/** The merchant cloud wallet (account types 1 and 3). */
const cloudWalletEndpoints = describeEndpoints<typeof assetsEndpointSchemas>()({
  getCloudWalletAssets: byRole.get('Assets/GetCloudWalletAssets', merchant),
  getCloudWalletAssetsHistory: byRole.get('Assets/GetCloudWalletAssetsHistory', merchant),
});

/** The area's calls: balances, totals and history, the coin list, pricing currencies, the cloud wallet. */
export const assetsEndpoints = {
  ...balanceEndpoints,
  ...assetsReadEndpoints,
  ...cloudWalletEndpoints,
  ...coinEndpoints,
  ...pricingEndpoints,
};
