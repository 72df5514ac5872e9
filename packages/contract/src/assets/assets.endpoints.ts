import { appPath, describeEndpoint } from '../common/endpoint';
import type { assetsEndpointSchemas } from './assets.endpoint-schemas';

const user = { kind: 'user' } as const;
/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const hosts = ['base', 'merchant'] as const;

const coinEndpoints = {
  getRechargeWithdrawCoinList: describeEndpoint<typeof assetsEndpointSchemas.getRechargeWithdrawCoinList>()({
    hosts,
    method: 'GET',
    path: appPath('Coin/GetRechargeWithdrawCoinList/GetRechargeWithdrawCoinList'),
    auth: { kind: 'anonymous' },
  }),
};

const balanceEndpoints = {
  /** The balances of one wallet type (spot by default), one row per coin it can hold. */
  getAssets: describeEndpoint<typeof assetsEndpointSchemas.getAssets>()({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetAssets'),
    auth: user,
  }),
};

const assetsReadEndpoints = {
  /** Total in the pricing currency (USD unless `currency` names another fiat currency). */
  getAssetsSummary: describeEndpoint<typeof assetsEndpointSchemas.getAssetsSummary>()({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetAssetsSummary'),
    auth: user,
  }),
  getAssetConversion: describeEndpoint<typeof assetsEndpointSchemas.getAssetConversion>()({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetAssetConversion'),
    auth: user,
  }),
  getAssetDistribution: describeEndpoint<typeof assetsEndpointSchemas.getAssetDistribution>()({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetAssetDistribution'),
    auth: user,
  }),
  getUserDepositWithdrawalAssetsHistory: describeEndpoint<
    typeof assetsEndpointSchemas.getUserDepositWithdrawalAssetsHistory
  >()({
    hosts,
    method: 'POST',
    path: appPath('Assets/GetUserDepositWithdrawalAssetsHistory'),
    auth: user,
  }),
  getUserAssetsHistory: describeEndpoint<typeof assetsEndpointSchemas.getUserAssetsHistory>()({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetUserAssetsHistory'),
    auth: user,
  }),
};

const pricingEndpoints = {
  /** The fiat currencies totals can be shown in. */
  getLegalPricingCurrencyList: describeEndpoint<typeof assetsEndpointSchemas.getLegalPricingCurrencyList>()({
    hosts,
    method: 'GET',
    path: appPath('Basic/GetLegalPricingCurrencyList'),
    auth: { kind: 'anonymous' },
  }),
  /** The fiat currencies the site holds and trades. */
  getAllWebSiteLegalCoinList: describeEndpoint<typeof assetsEndpointSchemas.getAllWebSiteLegalCoinList>()({
    hosts,
    method: 'GET',
    path: appPath('foundation/LegalCurrency/GetAllWebSiteLegalCoinList'),
    auth: { kind: 'anonymous' },
  }),
  setPricingCurrency: describeEndpoint<typeof assetsEndpointSchemas.setPricingCurrency>()({
    hosts,
    method: 'POST',
    path: appPath('Profile/SetPricingCurrency'),
    auth: user,
  }),
};

/** The merchant cloud wallet (account types 1 and 3). */
const cloudWalletEndpoints = {
  getCloudWalletAssets: describeEndpoint<typeof assetsEndpointSchemas.getCloudWalletAssets>()({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetCloudWalletAssets'),
    auth: { kind: 'merchant' },
  }),
  getCloudWalletAssetsHistory: describeEndpoint<typeof assetsEndpointSchemas.getCloudWalletAssetsHistory>()({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetCloudWalletAssetsHistory'),
    auth: { kind: 'merchant' },
  }),
};

/** The area's calls: balances, totals and history, the coin list, pricing currencies, the cloud wallet. */
export const assetsEndpoints = {
  ...balanceEndpoints,
  ...assetsReadEndpoints,
  ...cloudWalletEndpoints,
  ...coinEndpoints,
  ...pricingEndpoints,
};
