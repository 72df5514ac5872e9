import { acceptorPairStatus } from './acceptor/acceptor.schemas';
import { accountType, kycStatus, merchantApplicationStatus, merchantType } from './account/account.schemas';
import { apiKeyStatus } from './apikey/apikey.schemas';
import {
  depositStatus,
  exchangeStatus,
  fundRecordType,
  walletType,
  withdrawalStatus,
} from './assets/assets.schemas';
import { cashOrderStatus, fiatAccountStatus, fiatRecordType } from './cash/cash.schemas';
import { earnRedemptionStatus } from './earn/earn.schemas';
import { certificateType } from './kyc/kyc.schemas';
import { paymentOrderStatus, subMerchantStatus } from './merchant/merchant.schemas';
import { multisigWithdrawalStatus } from './multisig/multisig.schemas';
import { complaintOutcome, complaintProcessingStatus, p2pOrderStatus } from './p2p/p2p.schemas';

/** Every numbered status of the product: Basic/GetEnum serialises this object's members. */
export const statusEnums = {
  accountType,
  kycStatus,
  certificateType,
  merchantType,
  merchantApplicationStatus,
  withdrawalStatus,
  depositStatus,
  walletType,
  fundRecordType,
  exchangeStatus,
  p2pOrderStatus,
  complaintProcessingStatus,
  complaintOutcome,
  cashOrderStatus,
  fiatRecordType,
  fiatAccountStatus,
  multisigWithdrawalStatus,
  earnRedemptionStatus,
  subMerchantStatus,
  paymentOrderStatus,
  apiKeyStatus,
  acceptorPairStatus,
} as const;

export type StatusEnumName = keyof typeof statusEnums;
