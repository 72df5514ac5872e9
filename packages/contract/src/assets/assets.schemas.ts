import { z } from 'zod';
import { defineEnum, type EnumValue } from '../common/enum';

/** Crypto withdrawal, numbered in the order of spec §4. */
export const withdrawalStatus = defineEnum({
  pendingSend: 0,
  pendingMultisig: 1,
  waitingSuperiorApproval: 2,
  accepted: 3,
  pendingReview: 4,
  processing: 5,
  failed: 6,
  reviewRejected: 7,
  pendingSignature: 8,
  revoked: 9,
});
export type WithdrawalStatus = EnumValue<typeof withdrawalStatus>;

/** Crypto deposit, numbered in the order of spec §4. */
export const depositStatus = defineEnum({
  pendingDeposit: 0,
  confirming: 1,
  credited: 2,
  transferredOut: 3,
  completed: 4,
  belowMinimumDeposit: 5,
  frozen: 6,
  unfrozen: 7,
  lockedOrder: 8,
  abnormalOrder: 9,
  pendingVerification: 10,
  confirmed: 11,
});
export type DepositStatus = EnumValue<typeof depositStatus>;

/** The wallets (ledger account kinds) a user's balances live in (DESIGN §4). */
export const walletType = defineEnum({
  spot: 0,
  flashExchange: 1,
  fiat: 2,
  investment: 3,
  cloud: 4,
  multisig: 5,
});
export type WalletType = EnumValue<typeof walletType>;

/** A convert (flash exchange) order. */
export const exchangeStatus = defineEnum({ inProgress: 0, complete: 1, failure: 2 });

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
export const walletTypeInputSchema = z.coerce.number().pipe(walletType.schema);

/** A chain address as typed: checked per network by the server (40018 when wrong). */
export const chainAddressSchema = z.string().trim().min(1).max(128);

/** A client idempotency key: a retry with the same key has one effect. */
export const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const coinNetworkSchema = z.object({
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

export const assetBalanceSchema = z.object({
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
  walletType: walletType.schema,
  items: z.array(assetBalanceSchema),
});

export const depositAddressSchema = z.object({
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  minDeposit: z.string(),
  confirmations: z.number().int(),
});

export const depositSchema = z.object({
  id: z.number().int(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  txId: z.string(),
  amount: z.string(),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  status: depositStatus.schema,
  createdAt: z.string(),
  creditedAt: z.string().nullable(),
});

export const withdrawalSchema = z.object({
  rid: z.string(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** What leaves the wallet: amount + fee (both reserved at apply). */
  total: z.string(),
  status: withdrawalStatus.schema,
  /** Set once the user confirmed with the code sent to them. */
  confirmed: z.boolean(),
  /** The user may still revoke it (spec §4). */
  cancellable: z.boolean(),
  txId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const walletTransferSchema = z.object({
  id: z.string(),
  coin: z.string(),
  amount: z.string(),
  fromWalletType: walletType.schema,
  toWalletType: walletType.schema,
  createdAt: z.string(),
});

export const addressBookEntrySchema = z.object({
  id: z.number().int(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  label: z.string(),
  createdAt: z.string(),
  /** Withdrawals to it are accepted from then on (the cool-off of a new address). */
  usableFrom: z.string(),
});

/** Totals of the caller's holdings in a pricing currency (spec §2 assets overview). */
export const assetsSummarySchema = z.object({
  currency: z.string(),
  total: z.string(),
  wallets: z.array(z.object({ walletType: walletType.schema, total: z.string() })),
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

/** Deposit (1) or withdrawal (2) in the combined fund history. */
export const fundRecordType = defineEnum({ deposit: 1, withdrawal: 2 });

export const fundRecordSchema = z.object({
  type: fundRecordType.schema,
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
  walletType: walletType.schema,
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
