import { z } from 'zod';
import { chainAddressSchema, coinCodeSchema, networkCodeSchema, requestIdSchema } from '../assets';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { pagedList, timeRange } from '../common/pagination';
import { multisigDepositState, multisigWithdrawalStatus } from './multisig.enums';
import {
  mpcInfoSchema,
  multisigBalanceSchema,
  multisigCoinNodeSchema,
  multisigDepositSchema,
  multisigLinkageSchema,
  multisigWalletIdSchema,
  multisigWalletSchema,
  multisigWalletViewSchema,
  multisigWithdrawalSchema,
  signatureSchema,
} from './multisig.schemas';

const walletInput = z.object({ walletId: multisigWalletIdSchema });
const coinNetwork = { coin: coinCodeSchema, network: networkCodeSchema };

/**
 * The schemas of the endpoints in multisig.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const multisigEndpointSchemas = {
  getWallets: { input: z.object({}), result: z.array(multisigWalletViewSchema) },
  getWalletDetail: { input: walletInput, result: multisigWalletViewSchema },
  createWallet: { input: multisigWalletSchema, result: multisigWalletViewSchema },
  deleteWallet: { input: walletInput, result: z.boolean() },
  getCoinTree: { input: z.object({}), result: z.array(multisigCoinNodeSchema) },
  createCoin: { input: walletInput.extend(coinNetwork), result: multisigLinkageSchema },
  getAddCoinLinkage: { input: walletInput, result: z.array(multisigCoinNodeSchema) },
  getLinkage: { input: walletInput, result: z.array(multisigLinkageSchema) },
  getBalance: { input: walletInput, result: z.array(multisigBalanceSchema) },
  /** The wallet's deposits, newest first; narrowed by coin, confirming or credited, and time. */
  getRechargeList: pagedList(multisigDepositSchema, {
    walletId: multisigWalletIdSchema,
    coin: coinCodeSchema.optional(),
    state: z.enum(multisigDepositState).optional(),
    ...timeRange,
  }),
  /** The wallet's withdrawals (its signing records), newest first; narrowed by coin, status and time. */
  getWithdrawalList: pagedList(multisigWithdrawalSchema, {
    walletId: multisigWalletIdSchema,
    coin: coinCodeSchema.optional(),
    status: z.coerce.number().pipe(enumSchema(multisigWithdrawalStatus)).optional(),
    ...timeRange,
  }),
  propose: {
    input: walletInput.extend({
      ...coinNetwork,
      address: chainAddressSchema,
      amount: positiveAmountSchema,
      requestId: requestIdSchema.optional(),
    }),
    result: multisigWithdrawalSchema,
  },
  sign: {
    input: z.object({ withdrawalId: z.coerce.number().int().positive(), signature: signatureSchema }),
    result: multisigWithdrawalSchema,
  },
  getUserMpcInfo: { input: z.object({}), result: mpcInfoSchema },
};
