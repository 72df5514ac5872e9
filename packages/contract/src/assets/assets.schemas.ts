import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { fundRecordType, walletType } from './assets.enums';

/** A coin or currency code as the platform lists it ('BTC', 'USDT'); case-insensitive on input. */
export const coinCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/);

/** A network code ('BTC', 'ERC20', 'TRC20'); case-insensitive on input. */
export const networkCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,12}$/);

/** A wallet type from the query string or a body. */
export const walletTypeInputSchema = z.coerce.number().pipe(enumSchema(walletType));

/** A chain address as typed: checked per network by the server (40018 when wrong). */
export const chainAddressSchema = z.string().trim().min(1).max(128);

/** A client idempotency key: a retry with the same key has one effect. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

const coinNetworkSchema = z.object({
  network: z.string(),
  networkName: z.string(),
  contractAddress: z.string().nullable(),
  minDeposit: z.string(),
  confirmations: z.number().int(),
  withdrawFee: z.string(),
  withdrawMin: z.string(),
  withdrawMax: z.string(),
  withdrawDailyMax: z.string(),
  depositEnabled: z.boolean(),
  withdrawEnabled: z.boolean(),
});

export const coinConfigSchema = z.object({
  coin: z.string(),
  name: z.string(),
  /** Input and display decimals: amounts are truncated to these (spec §5). */
  decimals: z.number().int(),
  isFiat: z.boolean(),
  transferEnabled: z.boolean(),
  transferFee: z.string(),
  networks: z.array(coinNetworkSchema),
});
export type CoinConfig = z.infer<typeof coinConfigSchema>;

const assetBalanceSchema = z.object({
  coin: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  /** Everything held, frozen part included. */
  balance: z.string(),
  /** Reserved by withdrawals and orders in flight. */
  frozen: z.string(),
  available: z.string(),
});

export const walletAssetsSchema = z.object({
  walletType: enumSchema(walletType),
  items: z.array(assetBalanceSchema),
});

/** Totals of the caller's holdings in a pricing currency (spec §2 assets overview). */
export const assetsSummarySchema = z.object({
  currency: z.string(),
  total: z.string(),
  wallets: z.array(z.object({ walletType: enumSchema(walletType), total: z.string() })),
});

export const assetDistributionSchema = z.object({
  currency: z.string(),
  total: z.string(),
  items: z.array(
    z.object({
      coin: z.string(),
      amount: z.string(),
      value: z.string(),
      /** Share of the total value in percent, 2 decimals, truncated. */
      percent: z.string(),
    }),
  ),
});

export const fundRecordSchema = z.object({
  type: enumSchema(fundRecordType),
  /** The deposit id or the withdrawal rid. */
  ref: z.string(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** depositStatus for deposits, withdrawalStatus for withdrawals. */
  status: z.number().int(),
  txId: z.string().nullable(),
  createdAt: z.string(),
});

/** One posted movement of a balance (the fund detail): signed, + in and − out. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  coin: z.string(),
  walletType: enumSchema(walletType),
  amount: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

/** The caller's total expressed in the pricing currency and in BTC ("≈ 1.2345 BTC"). */
export const assetConversionSchema = z.object({
  currency: z.string(),
  total: z.string(),
  btc: z.string(),
});
