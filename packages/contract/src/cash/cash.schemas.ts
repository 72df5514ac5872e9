import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { cashFailureReasons, cashOrderStatus, fiatAccountStatus, fiatRecordType } from './cash.enums';

/** An ISO 4217 code the cash account holds (EUR, GBP, USD…). */
export const cashCurrencySchema = z.string().regex(/^[A-Z]{3}$/);
/** An ISO 3166 alpha-2 country code. */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/);

/** A bank channel: how a bank partner moves money in one currency (SEPA, Faster Payments, ACH…). */
export const bankChannels = [
  'sepa',
  'fps',
  'ach',
  'fedwire',
  'bsb',
  'ifsc',
  'spei',
  'blz',
  'hkfps',
  'swift',
] as const;
export const bankChannelSchema = z.enum(bankChannels);
export type BankChannel = z.infer<typeof bankChannelSchema>;

/**
 * The kinds of value a channel's field holds: each has its own check (the server's with the bank
 * libraries: ibantools, uk-modulus-checking, abavalidator, clabe-validator, ifsc; the form's
 * with the descriptor's pattern), so an invalid value is refused under its own field.
 */
export const fieldKinds = [
  'text',
  'iban',
  'bic',
  'sortCode',
  'ukAccountNumber',
  'aba',
  'usAccountNumber',
  'bsb',
  'ifsc',
  'clabe',
  'blz',
  'hkBankCode',
  'hkBranchCode',
  'accountNumber',
  'postalCode',
  'phone',
  'accountType',
] as const;
export const fieldKindSchema = z.enum(fieldKinds);
export type FieldKind = z.infer<typeof fieldKindSchema>;

/** One field of a channel's beneficiary form, as the bank adapter describes it. */
export const fieldDescriptorSchema = z.object({
  /** The spec §3 name (iban, sort_code, aba, bsb_code…): the key under `fields`. */
  key: z.string(),
  kind: fieldKindSchema,
  required: z.boolean(),
  /** The shape the form checks as the user types (the server's check is the library's). */
  pattern: z.string(),
  maxLength: z.number().int(),
  /** The allowed values of a choice (bank_account_type: checking, savings). */
  options: z.array(z.string()).optional(),
});
export type FieldDescriptor = z.infer<typeof fieldDescriptorSchema>;

/** What a channel needs of a beneficiary: the dynamic form (Wise's account requirements). */
export const channelDescriptorSchema = z.object({
  channel: bankChannelSchema,
  currency: cashCurrencySchema,
  /** The countries whose banks the channel reaches (empty: any, for SWIFT). */
  countries: z.array(countryCodeSchema),
  fields: z.array(fieldDescriptorSchema),
});
export type ChannelDescriptor = z.infer<typeof channelDescriptorSchema>;

/** A currency of the cash account with its withdrawal rules (from the contract's table). */
export const cashCurrencySchemaView = z.object({
  currency: cashCurrencySchema,
  decimals: z.number().int(),
  withdrawMin: z.string(),
  withdrawMax: z.string(),
  withdrawFee: z.string(),
  withdrawDailyMax: z.string(),
  channels: z.array(bankChannelSchema),
});

/** The fiat account: `status` while it is being applied for, null once it is open. */
export const cashAccountSchema = z.object({
  opened: z.boolean(),
  status: enumSchema(fiatAccountStatus).nullable(),
  /** The operator's reason when a reconfirmation is asked. */
  reason: z.string().nullable(),
  purpose: z.string(),
  createdAt: z.string(),
  openedAt: z.string().nullable(),
});

export const cashAccountInfoSchema = z.object({
  /** The user's identity status (kyc): the account needs 3 (verified). */
  kycVerified: z.boolean(),
  account: cashAccountSchema.nullable(),
});

/** A payee: one of the user's own bank accounts, or a beneficiary (someone else's account). */
export const payeeSchema = z.object({
  id: z.number().int(),
  own: z.boolean(),
  channel: bankChannelSchema,
  currency: cashCurrencySchema,
  country: countryCodeSchema,
  friendlyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthday: z.string().nullable(),
  /** The channel's fields by their spec names, e.g. { iban, bic } or { sort_code, account_number }. */
  fields: z.record(z.string(), z.string()),
  /** A new or changed payee is usable for withdrawals from then (the address-book cool-off). */
  usableFrom: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payee = z.infer<typeof payeeSchema>;

/** Where to send a bank transfer to top up: the account and the reference it must carry. */
export const payInInfoSchema = z.object({
  currency: cashCurrencySchema,
  channel: bankChannelSchema,
  bankName: z.string(),
  accountName: z.string(),
  /** The channel's account fields (iban + bic, sort_code + account_number, …). */
  account: z.record(z.string(), z.string()),
  /** The reference the transfer must carry, or it cannot be matched to the order. */
  reference: z.string(),
  amount: z.string().nullable(),
});

/** A top-up or withdrawal of the cash account. */
export const cashOrderSchema = z.object({
  id: z.string(),
  recordType: enumSchema(fiatRecordType),
  currency: cashCurrencySchema,
  amount: z.string(),
  fee: z.string(),
  status: enumSchema(cashOrderStatus),
  /** A top-up's reference; a withdrawal's bank reference once the bank accepted it. */
  reference: z.string().nullable(),
  payeeId: z.number().int().nullable(),
  payeeName: z.string().nullable(),
  /** Why it failed (a catalogued code): the bank's refusal, a return of a settled payment. */
  failureReason: z.enum(cashFailureReasons).nullable(),
  /** A fiat withdrawal is never cancellable once submitted (spec §4). */
  cancellable: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type CashOrder = z.infer<typeof cashOrderSchema>;

export const cashBalanceSchema = z.object({
  currency: cashCurrencySchema,
  balance: z.string(),
  frozen: z.string(),
  available: z.string(),
});

/** A bank of a channel's directory (GetBanks): its national code and the form fields it fills in. */
export const bankSchema = z.object({
  name: z.string(),
  country: countryCodeSchema,
  channel: bankChannelSchema,
  /** The code the channel knows the bank by: BIC, BLZ, sort code, ABA, BSB, IFSC, CLABE prefix, HK bank code. */
  bankCode: z.string(),
  /** Values for the channel's form fields (e.g. { bic }, { aba }, { bank_code, bank_name }). */
  fields: z.record(z.string(), z.string()),
});
export type Bank = z.infer<typeof bankSchema>;

/**
 * One line of a supervision view: the caller's orders of one currency in one status that is
 * still open (waiting for payment, for review, at the bank), how many and for how much.
 */
export const orderSupervisionSchema = z.object({
  currency: cashCurrencySchema,
  status: enumSchema(cashOrderStatus),
  count: z.number().int(),
  amount: z.string(),
  /** When the longest-waiting of them was made: what a user chasing a transfer asks about. */
  oldestAt: z.string(),
});

/** A supervision view: the open orders by currency and status, and the last 24 hours' finished ones. */
export const supervisionSchema = z.object({
  open: z.array(orderSupervisionSchema),
  /** Finished (success, failed, rejected, cancelled) in the last 24 hours, by status. */
  lastDay: z.array(orderSupervisionSchema),
});

/**
 * A fiat record: one movement of the cash account in the ledger, typed as spec §4 lists them
 * (recharge, withdraw, freeze, unfreeze…), signed from the user's side.
 */
export const fiatRecordSchema = z.object({
  id: z.string(),
  recordType: enumSchema(fiatRecordType),
  currency: cashCurrencySchema,
  /** + in, − out: a freeze holds (−), an unfreeze releases (+), a withdraw leaves the balance (−). */
  amount: z.string(),
  /** A withdrawal's fee (held, charged or given back) rather than its amount. */
  fee: z.boolean(),
  /** The cash order it belongs to, when it belongs to one. */
  orderId: z.string().nullable(),
  /** That order's failure reason, when it failed (why the money came back). */
  failureReason: z.enum(cashFailureReasons).nullable(),
  createdAt: z.string(),
});
export type FiatRecord = z.infer<typeof fiatRecordSchema>;
