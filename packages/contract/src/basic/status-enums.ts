import { acceptorPairStatus } from '../acceptor/acceptor.enums';
import { apiKeyStatus } from '../api-keys/api-keys.enums';
import { fundRecordType, walletType } from '../assets/assets.enums';
import { accountType, kycStatus, merchantApplicationStatus, merchantType } from '../auth/account.enums';
import { cashOrderStatus, fiatAccountStatus, fiatRecordType } from '../cash/cash.schemas';
import { exchangeStatus } from '../convert/convert.enums';
import { depositStatus } from '../deposits/deposits.enums';
import { earnRedemptionStatus } from '../earn/earn.schemas';
import { certificateType } from '../kyc/kyc.enums';
import { merchantBusinessType } from '../merchant/merchant.enums';
import { paymentOrderStatus, subMerchantStatus } from '../merchant/merchant.schemas';
import { multisigWithdrawalStatus } from '../multisig/multisig.schemas';
import { otcOrderKind, otcOrderStatus } from '../otc/otc.enums';
import { complaintOutcome, complaintProcessingStatus, p2pOrderStatus } from '../p2p/p2p.schemas';
import { withdrawalStatus } from '../withdrawals/withdrawals.enums';

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
