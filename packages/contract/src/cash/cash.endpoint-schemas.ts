import { z } from 'zod';
import { requestIdSchema } from '../assets';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { pagedList, timeRange } from '../common/pagination';
import { secondFactorFields } from '../security';
import { cashOrderStatus, fiatRecordType } from './cash.enums';
import {
  bankChannelSchema,
  bankSchema,
  cashAccountInfoSchema,
  cashAccountSchema,
  cashBalanceSchema,
  cashCurrencySchema,
  cashCurrencySchemaView,
  cashOrderSchema,
  channelDescriptorSchema,
  countryCodeSchema,
  fiatRecordSchema,
  payeeSchema,
  payInInfoSchema,
  supervisionSchema,
} from './cash.schemas';

const nameSchema = z.string().trim().min(1).max(64);
const fieldValues = z
  .record(z.string().max(40), z.string().trim().max(140))
  .refine((f) => Object.keys(f).length <= 30);

/** What describes a payee: the channel, its currency and country, the names and the channel's fields. */
const payeeFields = {
  channel: bankChannelSchema,
  currency: cashCurrencySchema,
  country: countryCodeSchema,
  friendlyName: z.string().trim().min(1).max(40),
  firstName: nameSchema,
  lastName: nameSchema,
  birthday: z.iso.date().optional(),
  fields: fieldValues,
};
/** A change of where money may go is authorised as a withdrawal is: the fund PIN and the second factor. */
const authorisation = { fundPassword: z.string().min(1).max(64), ...secondFactorFields };
const payeeId = { id: z.coerce.number().int().positive() };
const channelQuery = z.object({ currency: cashCurrencySchema, channel: bankChannelSchema });
const orderId = z.string().regex(/^[A-Za-z0-9]{8,40}$/);
const historyFilters = {
  currency: cashCurrencySchema.optional(),
  status: z.coerce.number().pipe(enumSchema(cashOrderStatus)).optional(),
  ...timeRange,
};
const withdrawInput = z.object({
  payeeId: z.coerce.number().int().positive(),
  currency: cashCurrencySchema,
  amount: positiveAmountSchema,
  requestId: requestIdSchema.optional(),
  ...authorisation,
});
const topUpResult = z.object({ order: cashOrderSchema, payIn: payInInfoSchema });

const payeeCreate = { input: z.object({ ...payeeFields, ...authorisation }), result: payeeSchema };
const payeeUpdate = {
  input: z.object({ ...payeeId, ...payeeFields, ...authorisation }),
  result: payeeSchema,
};
const payeePage = pagedList(payeeSchema, { currency: cashCurrencySchema.optional() });
const topUpInput = z.object({
  currency: cashCurrencySchema,
  amount: positiveAmountSchema,
  requestId: requestIdSchema.optional(),
});
const supervision = {
  input: z.object({ currency: cashCurrencySchema.optional() }),
  result: supervisionSchema,
};
const fiatRecords = pagedList(fiatRecordSchema, {
  currency: cashCurrencySchema.optional(),
  type: z.coerce.number().pipe(enumSchema(fiatRecordType)).optional(),
  ...timeRange,
});

/** The schemas of cash.endpoints.ts, by the same keys. */
export const cashEndpointSchemas = {
  getCurrencyList: { input: z.object({}), result: z.array(cashCurrencySchemaView) },
  getChannelList: {
    input: z.object({ currency: cashCurrencySchema.optional() }),
    result: z.array(channelDescriptorSchema),
  },
  requiredFields: { input: channelQuery, result: channelDescriptorSchema },
  dynamicFormsFields: { input: channelQuery, result: channelDescriptorSchema },
  requiredDetails: { input: channelQuery, result: channelDescriptorSchema },
  validateInfo: {
    input: z.object({
      channel: bankChannelSchema,
      currency: cashCurrencySchema,
      country: countryCodeSchema,
      fields: fieldValues,
    }),
    result: z.object({ valid: z.literal(true) }),
  },
  verificationKyc: { input: z.object({}), result: cashAccountInfoSchema },
  createCustomer: {
    input: z.object({ purpose: z.string().trim().min(1).max(200) }),
    result: cashAccountSchema,
  },
  updateCustomer: {
    input: z.object({ purpose: z.string().trim().min(1).max(200) }),
    result: cashAccountSchema,
  },
  getCashAssets: { input: z.object({}), result: z.array(cashBalanceSchema) },
  addBankAccount: payeeCreate,
  updateBankAccount: payeeUpdate,
  getBankAccountList: {
    input: z.object({ currency: cashCurrencySchema.optional() }),
    result: z.array(payeeSchema),
  },
  getBankAccountInfo: { input: z.object(payeeId), result: payeeSchema },
  beneficiaryCreate: payeeCreate,
  beneficiaryUpdate: payeeUpdate,
  beneficiaryGetPage: payeePage,
  deleteBeneficiaryAddress: { input: z.object({ ...payeeId, ...authorisation }), result: z.object(payeeId) },
  createTopUpOrder: { input: topUpInput, result: topUpResult },
  getPayInInfo: { input: z.object({ orderId }), result: payInInfoSchema },
  getRechargeBank: { input: z.object({ currency: cashCurrencySchema }), result: payInInfoSchema },
  createWithdrawOrder: { input: withdrawInput, result: cashOrderSchema },
  withdrawOrderCreate: { input: withdrawInput, result: cashOrderSchema },
  getTopUpHistory: pagedList(cashOrderSchema, historyFilters),
  getWithdrawHistory: pagedList(cashOrderSchema, historyFilters),
  getOrder: { input: z.object({ orderId }), result: cashOrderSchema },
  getBanks: {
    input: z.object({ ...channelQuery.shape, country: countryCodeSchema.optional() }),
    result: z.array(bankSchema),
  },
  getUserTopUpOrderSupervision: supervision,
  getUserWithdrawOrderSupervision: supervision,
  getBeneficiaryAddressList: payeePage,
  createBeneficiaryAddress: payeeCreate,
  updateBeneficiaryAddress: payeeUpdate,
  createWithdraw: { input: withdrawInput, result: cashOrderSchema },
  getListRecharge: pagedList(cashOrderSchema, historyFilters),
  getListWithdraw: pagedList(cashOrderSchema, historyFilters),
  topUpOrderCreate: { input: topUpInput, result: topUpResult },
  cashCreateWithdrawOrder: { input: withdrawInput, result: cashOrderSchema },
  getBankBeneficiariesList: {
    input: z.object({ currency: cashCurrencySchema.optional() }),
    result: z.array(payeeSchema),
  },
  createPayBankBeneficiaries: payeeCreate,
  withdrawOrderGetList: pagedList(cashOrderSchema, historyFilters),
  topUpOrderGetMyPageList: pagedList(cashOrderSchema, historyFilters),
  getCurrency: {
    input: z.object({ currency: cashCurrencySchema }),
    result: cashCurrencySchemaView.extend({ balance: cashBalanceSchema }),
  },
  getUserCashAssetsHistory: fiatRecords,
  getUserLegalCurrencyAssetsHistory: fiatRecords,
};
