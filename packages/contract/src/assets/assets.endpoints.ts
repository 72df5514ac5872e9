import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import {
  assetConversionSchema,
  assetDistributionSchema,
  assetsSummarySchema,
  coinCodeSchema,
  coinConfigSchema,
  fundRecordSchema,
  fundRecordType,
  ledgerEntrySchema,
  walletAssetsSchema,
  walletTypeInputSchema,
} from './assets.schemas';

const user = { kind: 'user' } as const;
/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const hosts = ['base', 'merchant'] as const;

const coinEndpoints = {
  getRechargeWithdrawCoinList: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Coin/GetRechargeWithdrawCoinList/GetRechargeWithdrawCoinList'),
    input: z.object({}),
    result: z.array(coinConfigSchema),
    auth: { kind: 'anonymous' },
  }),
};

const balanceEndpoints = {
  /** The balances of one wallet type (spot by default), one row per coin it can hold. */
  getAssets: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetAssets'),
    input: z.object({ walletType: walletTypeInputSchema.optional() }),
    result: walletAssetsSchema,
    auth: user,
  }),
};

const pricingInput = z.object({ currency: coinCodeSchema.optional() });
const timeRange = {
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
};

const assetsReadEndpoints = {
  /** Total in the pricing currency (USD unless `currency` names another fiat currency). */
  getAssetsSummary: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetAssetsSummary'),
    input: pricingInput,
    result: assetsSummarySchema,
    auth: user,
  }),
  getAssetConversion: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetAssetConversion'),
    input: pricingInput,
    result: assetConversionSchema,
    auth: user,
  }),
  getAssetDistribution: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetAssetDistribution'),
    input: pricingInput,
    result: assetDistributionSchema,
    auth: user,
  }),
  getUserDepositWithdrawalAssetsHistory: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('Assets/GetUserDepositWithdrawalAssetsHistory'),
    input: pagedInputSchema.extend({
      coin: coinCodeSchema.optional(),
      type: z.coerce.number().pipe(fundRecordType.schema).optional(),
      status: z.coerce.number().int().min(0).max(20).optional(),
      ...timeRange,
    }),
    result: pagedResultSchema(fundRecordSchema),
    auth: user,
  }),
  getUserAssetsHistory: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetUserAssetsHistory'),
    input: pagedInputSchema.extend({
      coin: coinCodeSchema.optional(),
      walletType: walletTypeInputSchema.optional(),
      ...timeRange,
    }),
    result: pagedResultSchema(ledgerEntrySchema),
    auth: user,
  }),
};

const fiatCurrencySchema = z.object({ currency: z.string(), name: z.string(), decimals: z.number().int() });

const pricingEndpoints = {
  /** The fiat currencies totals can be shown in. */
  getLegalPricingCurrencyList: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Basic/GetLegalPricingCurrencyList'),
    input: z.object({}),
    result: z.array(fiatCurrencySchema),
    auth: { kind: 'anonymous' },
  }),
  /** The fiat currencies the site holds and trades. */
  getAllWebSiteLegalCoinList: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('foundation/LegalCurrency/GetAllWebSiteLegalCoinList'),
    input: z.object({}),
    result: z.array(fiatCurrencySchema),
    auth: { kind: 'anonymous' },
  }),
  setPricingCurrency: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('Profile/SetPricingCurrency'),
    input: z.object({ currency: coinCodeSchema }),
    result: z.object({ currency: z.string() }),
    auth: user,
  }),
};

/** The merchant cloud wallet (account types 1 and 3). */
const cloudWalletEndpoints = {
  getCloudWalletAssets: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetCloudWalletAssets'),
    input: z.object({}),
    result: walletAssetsSchema,
    auth: { kind: 'merchant' },
  }),
  getCloudWalletAssetsHistory: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Assets/GetCloudWalletAssetsHistory'),
    input: pagedInputSchema.extend({ coin: coinCodeSchema.optional(), ...timeRange }),
    result: pagedResultSchema(ledgerEntrySchema),
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
