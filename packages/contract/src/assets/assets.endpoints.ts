import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';
import { positiveAmountSchema } from '../common/money';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import { secondFactorFields } from '../security/security.schemas';
import {
  addressBookEntrySchema,
  assetConversionSchema,
  assetDistributionSchema,
  assetsSummarySchema,
  chainAddressSchema,
  coinCodeSchema,
  coinConfigSchema,
  depositAddressSchema,
  depositSchema,
  depositStatus,
  fundRecordSchema,
  fundRecordType,
  ledgerEntrySchema,
  networkCodeSchema,
  requestIdSchema,
  walletAssetsSchema,
  walletTransferSchema,
  walletTypeInputSchema,
  withdrawalSchema,
  withdrawalStatus,
} from './assets.schemas';

const user = { kind: 'user' } as const;
/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const hosts = ['base', 'merchant'] as const;
const ridSchema = z.string().regex(/^[A-Za-z0-9]{8,40}$/);

export const coinEndpoints = {
  getRechargeWithdrawCoinList: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Coin/GetRechargeWithdrawCoinList/GetRechargeWithdrawCoinList'),
    input: z.object({}),
    result: z.array(coinConfigSchema),
    auth: { kind: 'anonymous' },
  }),
};

export const assetsEndpoints = {
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

export const depositEndpoints = {
  getAddress: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('CoinTransactionIn/GetAddress'),
    input: z.object({ coin: coinCodeSchema, network: networkCodeSchema }),
    result: depositAddressSchema,
    auth: user,
  }),
  getList: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionIn/GetListByCoinTransactionIn'),
    input: pagedInputSchema.extend({
      coin: coinCodeSchema.optional(),
      status: z.coerce.number().pipe(depositStatus.schema).optional(),
    }),
    result: pagedResultSchema(depositSchema),
    auth: user,
  }),
};

export const withdrawalEndpoints = {
  /** Reserves amount + fee at once; the user then confirms with the code sent to them. */
  apply: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionOut/ApplyTransactionOut'),
    input: z.object({
      coin: coinCodeSchema,
      network: networkCodeSchema,
      address: chainAddressSchema,
      amount: positiveAmountSchema,
      fundPassword: z.string().min(1).max(64),
      requestId: requestIdSchema.optional(),
    }),
    result: withdrawalSchema,
    auth: user,
  }),
  confirm: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionOut/ConfirmTransactionOut'),
    input: z.object({ rid: ridSchema, code: z.string().regex(/^\d{6}$/) }),
    result: withdrawalSchema,
    auth: user,
  }),
  /** GET in the spec; revokes while cancellable and releases the reservation. */
  cancel: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('CoinTransactionOut/CancelApplyTransactionOut'),
    input: z.object({ rid: ridSchema }),
    result: withdrawalSchema,
    auth: user,
  }),
  getList: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionOut/GetListByCoinTransactionOut'),
    input: pagedInputSchema.extend({
      coin: coinCodeSchema.optional(),
      status: z.coerce.number().pipe(withdrawalStatus.schema).optional(),
    }),
    result: pagedResultSchema(withdrawalSchema),
    auth: user,
  }),
};

export const transferEndpoints = {
  /** Between the caller's own wallets; requestId makes a retry safe. */
  transfer: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('Transfer/Transfer'),
    input: z.object({
      coin: coinCodeSchema,
      amount: positiveAmountSchema,
      fromWalletType: walletTypeInputSchema,
      toWalletType: walletTypeInputSchema,
      requestId: requestIdSchema.optional(),
    }),
    result: walletTransferSchema,
    auth: user,
  }),
  getTransferHistory: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Transfer/GetTransferHistory'),
    input: pagedInputSchema.extend({ coin: coinCodeSchema.optional() }),
    result: pagedResultSchema(walletTransferSchema),
    auth: user,
  }),
};

/**
 * What authorises a change to the withdrawal address book, as it authorises a withdrawal: the fund
 * PIN, and the second factor (the authenticator's code when bound, else a `security` code to the
 * user's own e-mail or phone).
 */
export const addressBookAuthorizationFields = {
  fundPassword: z.string().min(1).max(64),
  ...secondFactorFields,
};

export const addressBookEndpoints = {
  create: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('UserCoinAddress/Create'),
    input: z.object({
      coin: coinCodeSchema,
      network: networkCodeSchema,
      address: chainAddressSchema,
      label: z.string().trim().max(30).default(''),
      ...addressBookAuthorizationFields,
    }),
    result: addressBookEntrySchema,
    auth: user,
  }),
  del: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('UserCoinAddress/Del'),
    input: z.object({
      id: z.coerce.number().int().positive().max(2_147_483_647),
      ...addressBookAuthorizationFields,
    }),
    result: z.boolean(),
    auth: user,
  }),
  get: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('UserCoinAddress/Get'),
    input: z.object({ coin: coinCodeSchema.optional(), network: networkCodeSchema.optional() }),
    result: z.array(addressBookEntrySchema),
    auth: user,
  }),
};

const pricingInput = z.object({ currency: coinCodeSchema.optional() });
const timeRange = {
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
};

export const assetsReadEndpoints = {
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

export const pricingEndpoints = {
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
export const cloudWalletEndpoints = {
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
