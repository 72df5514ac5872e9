import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { pagedList, timeRange } from '../common/pagination';
import { fundRecordType } from './assets.enums';
import {
  assetConversionSchema,
  assetDistributionSchema,
  assetsSummarySchema,
  coinCodeSchema,
  coinConfigSchema,
  fundRecordSchema,
  ledgerEntrySchema,
  walletAssetsSchema,
  walletTypeInputSchema,
} from './assets.schemas';

const coinEndpointSchemas = {
  getRechargeWithdrawCoinList: {
    input: z.object({}),
    result: z.array(coinConfigSchema),
  },
};

const balanceEndpointSchemas = {
  getAssets: {
    input: z.object({ walletType: walletTypeInputSchema.optional() }),
    result: walletAssetsSchema,
  },
};

const pricingInput = z.object({ currency: coinCodeSchema.optional() });

const assetsReadEndpointSchemas = {
  getAssetsSummary: {
    input: pricingInput,
    result: assetsSummarySchema,
  },
  getAssetConversion: {
    input: pricingInput,
    result: assetConversionSchema,
  },
  getAssetDistribution: {
    input: pricingInput,
    result: assetDistributionSchema,
  },
  getUserDepositWithdrawalAssetsHistory: pagedList(fundRecordSchema, {
    coin: coinCodeSchema.optional(),
    type: z.coerce.number().pipe(enumSchema(fundRecordType)).optional(),
    status: z.coerce.number().int().min(0).max(20).optional(),
    ...timeRange,
  }),
  getUserAssetsHistory: pagedList(ledgerEntrySchema, {
    coin: coinCodeSchema.optional(),
    walletType: walletTypeInputSchema.optional(),
    ...timeRange,
  }),
};

const fiatCurrencySchema = z.object({ currency: z.string(), name: z.string(), decimals: z.number().int() });

const pricingEndpointSchemas = {
  getLegalPricingCurrencyList: {
    input: z.object({}),
    result: z.array(fiatCurrencySchema),
  },
  getAllWebSiteLegalCoinList: {
    input: z.object({}),
    result: z.array(fiatCurrencySchema),
  },
  getLegalCurrencyList: {
    input: z.object({}),
    result: z.array(fiatCurrencySchema),
  },
  setPricingCurrency: {
    input: z.object({ currency: coinCodeSchema }),
    result: z.object({ currency: z.string() }),
  },
};

/** The merchant cloud wallet (account types 1 and 3). */
const cloudWalletEndpointSchemas = {
  getCloudWalletAssets: {
    input: z.object({}),
    result: walletAssetsSchema,
  },
  getCloudWalletAssetsHistory: pagedList(ledgerEntrySchema, {
    coin: coinCodeSchema.optional(),
    ...timeRange,
  }),
};

/** The area's calls: balances, totals and history, the coin list, pricing currencies, the cloud wallet. */
export const assetsEndpointSchemas = {
  ...balanceEndpointSchemas,
  ...assetsReadEndpointSchemas,
  ...cloudWalletEndpointSchemas,
  ...coinEndpointSchemas,
  ...pricingEndpointSchemas,
};
