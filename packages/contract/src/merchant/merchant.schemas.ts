import { z } from 'zod';

/** A sub-merchant (cashier) account as its merchant sees it (§3). */
export const subMerchantSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  userName: z.string(),
  emailAddress: z.string(),
  contactName: z.string(),
  phoneNumber: z.string(),
  job: z.string(),
  receiptValidMinutes: z.number().int(),
  orderDisplayDays: z.number().int(),
  status: z.number().int(),
  approveRefund: z.boolean(),
  approvePayment: z.boolean(),
  approveTransfer: z.boolean(),
  /** The uid of the account that created it (the merchant). */
  createdBy: z.string(),
  createdAt: z.string(),
});
export type SubMerchant = z.infer<typeof subMerchantSchema>;

/** A rate the merchant sets: how much of the collection currency one unit of the legal currency is. */
export const merchantRateSchema = z.object({
  id: z.number().int(),
  legalCurrency: z.string(),
  collectionCurrency: z.string(),
  rate: z.string(),
  updatedAt: z.string(),
});
export type MerchantRate = z.infer<typeof merchantRateSchema>;

/**
 * Whose a channel fee is: set for this merchant, or the operator's default for every merchant
 * (a default row, or the platform's rate on payments where no row is set).
 */
export const channelFeeSources = ['merchant', 'default'] as const;

/** A channel fee that applies to the merchant: `feeRate` is a fraction ('0.005' = 0.5 %). */
export const merchantChannelRateSchema = z.object({
  currency: z.string(),
  businessType: z.number().int(),
  feeRate: z.string(),
  source: z.enum(channelFeeSources),
});
export type MerchantChannelRate = z.infer<typeof merchantChannelRateSchema>;

/** The official application's company fields (§3), as saved (a draft may leave any empty). */
export const merchantApplicationFieldsSchema = z.object({
  fullName: z.string(),
  shortName: z.string(),
  companyWebsite: z.string(),
  address: z.string(),
  businessScope: z.string(),
  referralCode: z.string(),
  whatsApp: z.string(),
  receiptCurrency: z.string(),
  certificateFileId: z.string().nullable(),
});

/** Profile/GetMerchantInfo: the merchant's type, its application and what the form needs. */
export const merchantInfoSchema = z.object({
  uid: z.string(),
  merchantType: z.number().int(),
  isOfficial: z.boolean(),
  applicationStatus: z.number().int(),
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  application: merchantApplicationFieldsSchema,
  /** How long the contract must be read before it can be signed (the form's countdown). */
  contractReadSeconds: z.number().int().min(0),
  /** Sub-merchants held and the most allowed (null: no limit). */
  subMerchantCount: z.number().int(),
  subMerchantMax: z.number().int().nullable(),
});
export type MerchantInfo = z.infer<typeof merchantInfoSchema>;

/** Live event `merchantApplication`: the operator decided the official application. */
export const merchantApplicationEventSchema = z.object({
  applicationStatus: z.number().int(),
  rejectReason: z.string().nullable(),
});
