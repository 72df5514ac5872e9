import { anonymous, describeEndpoints, merchant, routesOn, user } from '../common/endpoint';
import type { assetsEndpointSchemas } from './assets.endpoint-schemas';

/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const on = routesOn(['base', 'merchant']);

const coinEndpoints = describeEndpoints<typeof assetsEndpointSchemas>()({
  getRechargeWithdrawCoinList: on.get(
    'Coin/GetRechargeWithdrawCoinList/GetRechargeWithdrawCoinList',
    anonymous,
  ),
});

const balanceEndpoints = describeEndpoints<typeof assetsEndpointSchemas>()({
  /** The balances of one wallet type (spot by default), one row per coin it can hold. */
  getAssets: on.get('Assets/GetAssets', user),
});

const assetsReadEndpoints = describeEndpoints<typeof assetsEndpointSchemas>()({
  /** Total in the pricing currency (USD unless `currency` names another fiat currency). */
  getAssetsSummary: on.get('Assets/GetAssetsSummary', user),
  getAssetConversion: on.get('Assets/GetAssetConversion', user),
  getAssetDistribution: on.get('Assets/GetAssetDistribution', user),
  getUserDepositWithdrawalAssetsHistory: on.post('Assets/GetUserDepositWithdrawalAssetsHistory', user),
  getUserAssetsHistory: on.get('Assets/GetUserAssetsHistory', user),
});

const pricingEndpoints = describeEndpoints<typeof assetsEndpointSchemas>()({
  /** The fiat currencies totals can be shown in. */
  getLegalPricingCurrencyList: on.get('Basic/GetLegalPricingCurrencyList', anonymous),
  /** The fiat currencies the site holds and trades. */
  getAllWebSiteLegalCoinList: on.get('foundation/LegalCurrency/GetAllWebSiteLegalCoinList', anonymous),
  setPricingCurrency: on.post('Profile/SetPricingCurrency', user),
});

/** The merchant cloud wallet (account types 1 and 3). */
const cloudWalletEndpoints = describeEndpoints<typeof assetsEndpointSchemas>()({
  getCloudWalletAssets: on.get('Assets/GetCloudWalletAssets', merchant),
  getCloudWalletAssetsHistory: on.get('Assets/GetCloudWalletAssetsHistory', merchant),
});

/** The area's calls: balances, totals and history, the coin list, pricing currencies, the cloud wallet. */
export const assetsEndpoints = {
  ...balanceEndpoints,
  ...assetsReadEndpoints,
  ...cloudWalletEndpoints,
  ...coinEndpoints,
  ...pricingEndpoints,
};
