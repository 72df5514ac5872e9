import { z } from 'zod';
import { chainAddressSchema, coinCodeSchema, networkCodeSchema, requestIdSchema } from '../assets';
import { positiveAmountSchema } from '../common/money';
import { pagedList } from '../common/pagination';
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
  getRechargeList: pagedList(multisigDepositSchema, { walletId: multisigWalletIdSchema }),
  getWithdrawalList: pagedList(multisigWithdrawalSchema, { walletId: multisigWalletIdSchema }),
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
