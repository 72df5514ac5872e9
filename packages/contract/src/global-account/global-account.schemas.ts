import { z } from 'zod';
import {
  bankChannelSchema,
  cashCurrencySchema,
  channelDescriptorSchema,
  countryCodeSchema,
  fiatRecordType,
} from '../cash';
import { enumSchema } from '../common/enum-schema';
import {
  globalAccountChannels,
  globalAccountStatus,
  globalPayInReviewReasons,
  globalPayInStatus,
  globalServiceType,
} from './global-account.enums';

export const globalAccountChannelSchema = z.enum(globalAccountChannels);

/** The global account: `status` while it is applied for, null once it is open (as the cash account). */
export const globalAccountSchema = z.object({
  opened: z.boolean(),
  status: enumSchema(globalAccountStatus).nullable(),
  /** The document form it was applied with. */
  channel: globalAccountChannelSchema,
  /** The operator's reason when a reconfirmation is asked or the application is rejected. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string(),
  openedAt: z.string().nullable(),
});
export type GlobalAccount = z.infer<typeof globalAccountSchema>;

/** GetGlobalAccountStatus: what the opening page needs (identity first, then the application). */
export const globalAccountStatusSchema = z.object({
  /** The user's identity status is verified (3): the application needs it (60013). */
  kycVerified: z.boolean(),
  /** The cash account is open: moves to and from it need it (60006). */
  cashAccountOpen: z.boolean(),
  /** Null before the first application. */
  account: globalAccountSchema.nullable(),
});

/** A currency of the global account (foundation/LegalCurrency/GlobalAccountCurrencys). */
export const globalCurrencySchema = z.object({
  currency: cashCurrencySchema,
  decimals: z.number().int(),
  /** The country of its account details (DE for the EUR IBAN, GB, US). */
  country: countryCodeSchema,
  paymentTypes: z.array(bankChannelSchema),
  /** The smallest move between the cash and the global account. */
  moveMin: z.string(),
});

/**
 * A payment type of a currency (GetGlobalAccounSupportedPaymentType): its pay-in fee and the form a
 * payer's account takes on the whitelist (the cash area's channel descriptor of that rail).
 */
export const globalPaymentTypeSchema = z.object({
  currency: cashCurrencySchema,
  paymentType: bankChannelSchema,
  rate: z.string(),
  minFee: z.string(),
  payerForm: channelDescriptorSchema,
});

/** One of the user's rates (GetUserRateSetting): a service, in a currency (a pay-in by its payment type). */
export const globalRateSettingSchema = z.object({
  currency: cashCurrencySchema,
  serviceType: enumSchema(globalServiceType),
  /** The pay-in's payment type; null for the moves. */
  paymentType: bankChannelSchema.nullable(),
  /** A fraction of the amount: '0.002' is 0.2 %. */
  rate: z.string(),
  minFee: z.string(),
});

/** CalculateServiceFee: the fee of an amount, exact, and what arrives (amount less fee). */
export const globalServiceFeeSchema = globalRateSettingSchema.extend({
  amount: z.string(),
  fee: z.string(),
  net: z.string(),
});
export type GlobalServiceFee = z.infer<typeof globalServiceFeeSchema>;

/** One document field of an application channel: how many files, what types, how big. */
export const globalDocumentFieldSchema = z.object({
  key: z.string(),
  required: z.boolean(),
  maxFiles: z.number().int(),
  types: z.array(z.string()),
  maxBytes: z.number().int(),
});

export const globalDocumentFormSchema = z.object({
  channel: globalAccountChannelSchema,
  fields: z.array(globalDocumentFieldSchema),
});

/** A document file of the user's application (GetUserChannelAttachment), with a link to see it. */
export const globalAttachmentSchema = z.object({
  id: z.number().int(),
  channel: globalAccountChannelSchema,
  fieldKey: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** A signed link to the file (relative to the base host), valid for a few minutes. */
  url: z.string(),
  createdAt: z.string(),
});
export type GlobalAttachment = z.infer<typeof globalAttachmentSchema>;

/** The account details of one currency: what the user gives payers (a named IBAN, sort code, ABA). */
export const globalAccountDetailsSchema = z.object({
  currency: cashCurrencySchema,
  /** The rail these details are in (sepa: iban + bic; fps: sort_code + account_number; ach: aba + account_number). */
  paymentType: bankChannelSchema,
  /** The payment types payers may use to reach them. */
  paymentTypes: z.array(bankChannelSchema),
  country: countryCodeSchema,
  bankName: z.string(),
  bankAddress: z.string(),
  /** The account holder: the user's verified name. */
  accountName: z.string(),
  account: z.record(z.string(), z.string()),
});
export type GlobalAccountDetails = z.infer<typeof globalAccountDetailsSchema>;

/** A balance of the global account in one currency. */
export const globalBalanceSchema = z.object({
  currency: cashCurrencySchema,
  balance: z.string(),
  frozen: z.string(),
  available: z.string(),
});

/** A payer account on the whitelist: only these may pay in, once `usableFrom` has passed. */
export const payWhitelistEntrySchema = z.object({
  id: z.number().int(),
  currency: cashCurrencySchema,
  paymentType: bankChannelSchema,
  country: countryCodeSchema,
  /** The payer's name as the user typed it (shown on the list; pay-ins match on the account). */
  holderName: z.string(),
  friendlyName: z.string(),
  /** The payment type's fields by their spec names ({ iban, bic }, { sort_code, account_number }, …). */
  fields: z.record(z.string(), z.string()),
  /** Pay-ins from this account are credited only from then (the address-book cool-off). */
  usableFrom: z.string(),
  createdAt: z.string(),
});
export type PayWhitelistEntry = z.infer<typeof payWhitelistEntrySchema>;

/** An incoming payment to the global account details, as its owner sees it. */
export const globalPayInSchema = z.object({
  id: z.string(),
  currency: cashCurrencySchema,
  amount: z.string(),
  /** The pay-in fee charged when credited (zero until then, and for a returned one). */
  fee: z.string(),
  /** What was credited (amount less fee); null until it is. */
  credited: z.string().nullable(),
  status: enumSchema(globalPayInStatus),
  /** Why it waits or waited for review; null when it was credited at once. */
  reviewReason: z.enum(globalPayInReviewReasons).nullable(),
  /** The operator's words when it was returned to the payer (`ops cash:global-payin --return --reason`); null otherwise. */
  returnReason: z.string().nullable(),
  payerName: z.string(),
  /** The paying account as the bank reported it (an IBAN, or sort code / ABA + account number). */
  payerAccount: z.string(),
  /** The whitelist entry it matched, if any. */
  whitelistId: z.number().int().nullable(),
  reference: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type GlobalPayIn = z.infer<typeof globalPayInSchema>;

/** A move between the cash account and the global account (record type fiat-to-global or global-to-fiat). */
export const globalMoveSchema = z.object({
  id: z.string(),
  recordType: enumSchema(fiatRecordType),
  currency: cashCurrencySchema,
  /** What left the source account. */
  amount: z.string(),
  fee: z.string(),
  /** What reached the other account: amount less fee. */
  net: z.string(),
  createdAt: z.string(),
});
export type GlobalMove = z.infer<typeof globalMoveSchema>;
