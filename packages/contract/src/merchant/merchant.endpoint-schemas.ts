import { z } from 'zod';
import { emailSchema, tokenSessionSchema } from '../auth';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { pagedList } from '../common/pagination';
import { validationKey } from '../common/validation-keys';
import { subMerchantStatus } from './merchant.enums';
import { subMerchantBounds } from './merchant.rules';
import {
  merchantChannelRateSchema,
  merchantInfoSchema,
  merchantRateSchema,
  subMerchantSchema,
} from './merchant.schemas';

const tooLong = validationKey('text.tooLong');
const required = (max: number) => z.string().trim().min(1, validationKey('text.required')).max(max, tooLong);
const optional = (max: number) => z.string().trim().max(max, tooLong).optional();
const idInput = z.object({ id: z.coerce.number().int().positive() });
const bounded = (b: { min: number; max: number }) => z.coerce.number().int().min(b.min).max(b.max);
/** A currency code: 2–10 letters or digits, upper-cased. */
const currencySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,10}$/, validationKey('text.required'))
  .transform((c) => c.toUpperCase());

/** The settings of a sub-merchant the merchant may change (Create takes the login as well). */
const subMerchantSettings = {
  contactName: required(60),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[\d -]{5,20}$/, validationKey('phone.invalid')),
  job: optional(60),
  receiptValidMinutes: bounded(subMerchantBounds.receiptValidMinutes),
  orderDisplayDays: bounded(subMerchantBounds.orderDisplayDays),
  approveRefund: z.boolean().default(false),
  approvePayment: z.boolean().default(false),
  approveTransfer: z.boolean().default(false),
};
export const subMerchantCreateInputSchema = z.object({
  userName: required(60),
  emailAddress: emailSchema,
  ...subMerchantSettings,
});
export const subMerchantUpdateInputSchema = z.object({
  id: z.coerce.number().int().positive(),
  userName: required(60),
  ...subMerchantSettings,
});

const rateFields = {
  legalCurrency: currencySchema,
  collectionCurrency: currencySchema,
  rate: positiveAmountSchema,
};

/** The official application's fields; a draft may leave any out, the application needs them all but the optional ones. */
const applicationFields = {
  fullName: required(200),
  shortName: required(60),
  companyWebsite: optional(300),
  address: required(300),
  businessScope: required(1000),
  referralCode: optional(32),
  whatsApp: optional(32),
  receiptCurrency: z.string().trim().min(2, validationKey('text.required')).max(10, tooLong),
  certificateFileId: z
    .string()
    .min(1, validationKey('merchant.certificateRequired'))
    .max(64, validationKey('merchant.certificateRequired')),
};
export const merchantApplyInputSchema = z.object({
  ...applicationFields,
  /** The contract was read to the end of its countdown and signed. */
  agreeContract: z.literal(true, { error: validationKey('text.required') }),
});
export const merchantDraftInputSchema = z.object({
  fullName: optional(200),
  shortName: optional(60),
  companyWebsite: optional(300),
  address: optional(300),
  businessScope: optional(1000),
  referralCode: optional(32),
  whatsApp: optional(32),
  receiptCurrency: optional(10),
  certificateFileId: z.string().max(64).optional(),
});

/**
 * The schemas of the endpoints in merchant.endpoints.ts, by the same keys: the server validates with
 * them, joined to the descriptors by the registry (`withSchemas`).
 */
export const merchantEndpointSchemas = {
  refreshToken: {
    input: z.object({ accessToken: z.string().min(1).max(4096), refreshToken: z.string().min(1).max(512) }),
    result: tokenSessionSchema,
  },
  subMerchantGetList: pagedList(subMerchantSchema, {
    keyword: z.string().trim().max(60).optional(),
    status: z.coerce.number().pipe(enumSchema(subMerchantStatus)).optional(),
  }),
  subMerchantGet: { input: idInput, result: subMerchantSchema },
  subMerchantCreate: { input: subMerchantCreateInputSchema, result: subMerchantSchema },
  subMerchantUpdate: { input: subMerchantUpdateInputSchema, result: subMerchantSchema },
  subMerchantResetPassword: { input: idInput, result: z.boolean() },
  subMerchantActive: { input: idInput, result: z.boolean() },
  subMerchantInActive: { input: idInput, result: z.boolean() },
  subMerchantDelete: { input: idInput, result: z.boolean() },
  getMerchantSettlementCoinList: {
    input: z.object({}),
    result: z.array(z.object({ coin: z.string(), name: z.string() })),
  },
  getReferenceExchangeRate: {
    input: z.object({ legalCurrency: currencySchema, collectionCurrency: currencySchema }),
    result: z.object({ legalCurrency: z.string(), collectionCurrency: z.string(), rate: z.string() }),
  },
  rateGetAll: { input: z.object({}), result: z.array(merchantRateSchema) },
  rateCreate: { input: z.object(rateFields), result: merchantRateSchema },
  rateUpdate: {
    input: z.object({ id: z.coerce.number().int().positive(), ...rateFields }),
    result: merchantRateSchema,
  },
  rateDelete: { input: idInput, result: z.boolean() },
  getMerchantChannelRates: { input: z.object({}), result: z.array(merchantChannelRateSchema) },
  getMerchantInfo: { input: z.object({}), result: merchantInfoSchema },
  saveToBecomeOfficial: { input: merchantDraftInputSchema, result: merchantInfoSchema },
  applyToBecomeOfficial: { input: merchantApplyInputSchema, result: merchantInfoSchema },
};
