import { constants } from '../common/constants';
import { defineEnum, type EnumValue } from '../common/enum';

/** Account types of spec §3: 0 personal, 1 and 3 merchant, 5 partner, 6 acceptor. */
export const accountType = defineEnum({
  personal: 0,
  merchant: 1,
  enterprise: 2,
  subMerchant: 3,
  partner: 5,
  acceptor: 6,
});
export type AccountType = EnumValue<typeof accountType>;

/** Types that get the merchant menu, host and token refresh (§6). */
export const merchantAccountTypes = constants.merchantAccountTypes;
type MerchantAccountType = (typeof merchantAccountTypes)[number];
export const isMerchantAccountType = (type: number): type is MerchantAccountType =>
  (merchantAccountTypes as readonly number[]).includes(type);

/** KYC 0–3 as in §4: only 3 may trade; any other value sends a signed-in user to verification. */
export const kycStatus = defineEnum({ unverified: 0, underReview: 1, failed: 2, verified: 3 });
export type KycStatus = EnumValue<typeof kycStatus>;

export const merchantType = defineEnum({ trial: 1, official: 2 });
export type MerchantType = EnumValue<typeof merchantType>;

export const merchantApplicationStatus = defineEnum({
  notSubmitted: 0,
  underReview: 1,
  approved: 2,
  rejected: 3,
});
export type MerchantApplicationStatus = EnumValue<typeof merchantApplicationStatus>;

export const qrLoginStatus = defineEnum({
  pending: 0,
  scanned: 1,
  confirmed: 2,
  rejected: 3,
  expired: 4,
  /** Its session has been handed to the page: the ticket is spent. */
  completed: 5,
});

export type QrLoginStatus = EnumValue<typeof qrLoginStatus>;
