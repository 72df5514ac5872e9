import { byRole, describeEndpoints, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { multisigEndpointSchemas } from './multisig.endpoint-schemas';

/**
 * Multisig wallets, spec §7 "Multisig" (host by role: users on the base host, merchants on the
 * merchant host). A wallet's withdrawal needs M of its N owners' EIP-712 signatures.
 */
export const multisigEndpoints = describeEndpoints<typeof multisigEndpointSchemas>()({
  getWallets: byRole.get('Multisig/GetMultisigWallet', user),
  getWalletDetail: byRole.get('Multisig/GetMultisigWalletDetail', user),
  createWallet: byRole.post('Multisig/CreateWallet', user),
  /** Only a wallet with no balance and no open withdrawal. */
  deleteWallet: byRole.post('Multisig/DelMultisigWallet', user, {
    fieldCodes: { [errors.previousMultisigWithdrawalPending.code]: 'walletId' },
  }),
  /** Every coin and network a multisig wallet may enable. */
  getCoinTree: byRole.get('Multisig/GetCoinTree', user),
  /** Enables a coin on a network for the wallet and gives its deposit address there. */
  createCoin: byRole.post('Multisig/CreateCoin', user),
  /** The coins and networks the wallet has not enabled yet (the add-coin screen's choices). */
  getAddCoinLinkage: byRole.get('Multisig/GetAddCoinLinkage', user),
  /** The wallet's enabled coins with their deposit addresses. */
  getLinkage: byRole.get('Multisig/GetLinkage', user),
  getBalance: byRole.get('Multisig/GetBalance', user),
  getRechargeList: byRole.get('Multisig/GetMultisigRechargeList', user),
  getWithdrawalList: byRole.get('Multisig/GetMultisigWithdrawalList', user),
  /** Proposes a withdrawal: reserves amount + fee and answers the typed message the owners sign. */
  propose: byRole.post('Multisig/EnterpriseWithdrawal', user, {
    fieldCodes: {
      [errors.previousMultisigWithdrawalPending.code]: 'amount',
      [errors.insufficientBalance.code]: 'amount',
      [errors.belowSingleMinimum.code]: 'amount',
      [errors.aboveSingleMaximum.code]: 'amount',
      [errors.dailyWithdrawalLimitExceeded.code]: 'amount',
      [errors.currencyNotSupported.code]: 'coin',
    },
  }),
  /**
   * Not in the spec (§7: "further calls beyond these: not shown"): an owner's signature over the
   * proposal's typed message; at the wallet's minimum the withdrawal goes on chain.
   */
  sign: byRole.post('Multisig/SubmitSignature', user),
  /** The caller's multisig custody summary (spec §7 Assets). */
  getUserMpcInfo: byRole.get('Assets/GetUserMpcInfo', user),
});
