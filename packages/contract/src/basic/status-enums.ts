import { acceptorPairStatus } from '../acceptor';
import { apiKeyStatus } from '../api-keys';
import { fundRecordType, walletType } from '../assets';
import { accountType, kycStatus, merchantApplicationStatus, merchantType } from '../auth';
import { cashOrderStatus, fiatAccountStatus, fiatRecordType } from '../cash';
import { exchangeStatus } from '../convert';
import { depositStatus } from '../deposits';
import { earnRedemptionStatus } from '../earn';
import { certificateType } from '../kyc';
import { merchantBusinessType, subMerchantStatus } from '../merchant';
import { multisigWithdrawalStatus } from '../multisig';
import { otcOrderKind, otcOrderStatus } from '../otc';
import { complaintOutcome, complaintProcessingStatus, p2pOrderStatus } from '../p2p';
import { paymentOrderStatus } from '../payments';
import { withdrawalStatus } from '../withdrawals';

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
  merchantBusinessType,
  apiKeyStatus,
  acceptorPairStatus,
  otcOrderStatus,
  otcOrderKind,
} as const;
