import { z } from 'zod';
import { requestIdSchema } from '../assets';
import { bankChannelSchema, cashCurrencySchema, countryCodeSchema } from '../cash';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { pagedList } from '../common/pagination';
import { secondFactorFields } from '../security';
import { globalPayInStatus, globalServiceType } from './global-account.enums';
import {
  globalAccountChannelSchema,
  globalAccountDetailsSchema,
  globalAccountSchema,
  globalAccountStatusSchema,
  globalAttachmentSchema,
  globalBalanceSchema,
  globalCurrencySchema,
  globalDocumentFormSchema,
  globalMoveSchema,
  globalPayInSchema,
  globalPaymentTypeSchema,
  globalRateSettingSchema,
  globalServiceFeeSchema,
  payWhitelistEntrySchema,
} from './global-account.schemas';

/** A change of who may pay in is authorised as a withdrawal is: the fund PIN and the second factor. */
const authorisation = { fundPassword: z.string().min(1).max(64), ...secondFactorFields };
const fieldValues = z
  .record(z.string().max(40), z.string().trim().max(140))
  .refine((f) => Object.keys(f).length <= 30);
const currencyFilter = z.object({ currency: cashCurrencySchema.optional() });
const application = z.object({ channel: globalAccountChannelSchema });

/**
 * A move between the cash and the global account: the amount leaving the source, the fee the user
 * was shown (CalculateServiceFee; refused with 60701 if it is no longer the fee) and an optional
 * request id (the same id and body answer the first move again).
 */
const moveInput = z.object({
  currency: cashCurrencySchema,
  amount: positiveAmountSchema,
  fee: z.string().regex(/^\d+(\.\d+)?$/),
  requestId: requestIdSchema.optional(),
});

/** The schemas of global-account.endpoints.ts, by the same keys. */
export const globalAccountEndpointSchemas = {
  calculateServiceFee: {
    input: z.object({
      currency: cashCurrencySchema,
      serviceType: z.coerce.number().pipe(enumSchema(globalServiceType)),
      /** A pay-in's payment type (required for serviceType payIn, ignored otherwise). */
      paymentType: bankChannelSchema.optional(),
      amount: positiveAmountSchema,
    }),
    result: globalServiceFeeSchema,
  },
  globalAccountCurrencys: { input: z.object({}), result: z.array(globalCurrencySchema) },
  getSupportedPaymentType: {
    input: z.object({ currency: cashCurrencySchema }),
    result: z.array(globalPaymentTypeSchema),
  },
  getUserRateSetting: { input: currencyFilter, result: z.array(globalRateSettingSchema) },
  createPayWhitelist: {
    input: z.object({
      currency: cashCurrencySchema,
      paymentType: bankChannelSchema,
      country: countryCodeSchema,
      holderName: z.string().trim().min(1).max(128),
      friendlyName: z.string().trim().min(1).max(40),
      fields: fieldValues,
      ...authorisation,
    }),
    result: payWhitelistEntrySchema,
  },
  getPayWhitelist: { input: currencyFilter, result: z.array(payWhitelistEntrySchema) },
  deletePayWhitelist: {
    input: z.object({ id: z.coerce.number().int().positive(), ...authorisation }),
    result: z.object({ id: z.number().int() }),
  },
  getChannelAttachmentDynamicFormsFields: { input: application, result: globalDocumentFormSchema },
  /** Multipart: these fields and one file (PNG, JPEG or BMP, ≤ 5 MB, checked by content). */
  createUserChannelAttachment: {
    input: z.object({ channel: globalAccountChannelSchema, fieldKey: z.string().min(1).max(40) }),
    result: globalAttachmentSchema,
  },
  getUserChannelAttachment: {
    input: z.object({ channel: globalAccountChannelSchema.optional() }),
    result: z.array(globalAttachmentSchema),
  },
  deleteUserChannelAttachment: {
    input: z.object({ id: z.coerce.number().int().positive() }),
    result: z.object({ id: z.number().int() }),
  },
  getGlobalAccountStatus: { input: z.object({}), result: globalAccountStatusSchema },
  createGlobalAccount: { input: application, result: globalAccountSchema },
  updateGlobalAccount: { input: application, result: globalAccountSchema },
  getGlobalAccountDetails: { input: currencyFilter, result: z.array(globalAccountDetailsSchema) },
  getGlobalAccountAssets: { input: z.object({}), result: z.array(globalBalanceSchema) },
  createFiatToGlobal: { input: moveInput, result: globalMoveSchema },
  createGlobalToFiat: { input: moveInput, result: globalMoveSchema },
  getTransferList: pagedList(globalMoveSchema, { currency: cashCurrencySchema.optional() }),
  getPayInList: pagedList(globalPayInSchema, {
    currency: cashCurrencySchema.optional(),
    status: z.coerce.number().pipe(enumSchema(globalPayInStatus)).optional(),
  }),
};
