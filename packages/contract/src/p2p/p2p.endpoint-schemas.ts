import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { pagedList, timeRange } from '../common/pagination';
import { recordCall } from '../common/record-call';
import { p2pAdStatus, p2pAppealReason, p2pOrderStatus, paymentChannel } from './p2p.enums';
import {
  appealProofsSchema,
  appealRemarkSchema,
  cryptoCodeSchema,
  fiatCodeSchema,
  p2pAdFieldsObject,
  p2pAdFieldsSchema,
  p2pAdSchema,
  p2pAppealIdSchema,
  p2pAppealSchema,
  p2pIdSchema,
  p2pOrderIdSchema,
  p2pOrderSchema,
  p2pSideSchema,
  paymentChannelSchema,
  paymentFieldsSchema,
  paymentMethodSchema,
  requireAdPrice,
} from './p2p.schemas';

const orderRecord = recordCall('orderId', p2pOrderIdSchema, p2pOrderSchema);
/** The client's key of a new order: a retry with it answers the first order (ledger/flows idempotent request). */
const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** The schemas of p2p.endpoints.ts, by the same keys. */
export const p2pEndpointSchemas = {
  getAds: {
    input: z.object({
      side: p2pSideSchema,
      coin: cryptoCodeSchema,
      fiat: fiatCodeSchema,
      channel: paymentChannelSchema.optional(),
      total: positiveAmountSchema.optional(),
    }),
    result: z.array(p2pAdSchema),
  },
  userBuyCoin: {
    input: z.object({
      adId: p2pIdSchema,
      quantity: positiveAmountSchema,
      channel: paymentChannelSchema,
      requestId: requestIdSchema,
    }),
    result: p2pOrderSchema,
  },
  userSellCoin: {
    input: z.object({
      adId: p2pIdSchema,
      quantity: positiveAmountSchema,
      userReceiptMethodInfoDetailId: p2pIdSchema,
      requestId: requestIdSchema,
    }),
    result: p2pOrderSchema,
  },
  userBuyCoinConfirmPayment: {
    input: z.object({ orderId: p2pOrderIdSchema, vouchers: appealProofsSchema.default([]) }),
    result: p2pOrderSchema,
  },
  userSellCoinConfirmReceipt: {
    input: z.object({ orderId: p2pOrderIdSchema, fundPassword: z.string().min(1).max(64) }),
    result: p2pOrderSchema,
  },
  userCancelBuyCoin: orderRecord,
  getAll: pagedList(p2pOrderSchema, {
    side: p2pSideSchema.optional(),
    status: z.coerce.number().pipe(enumSchema(p2pOrderStatus)).optional(),
    coin: cryptoCodeSchema.optional(),
    ...timeRange,
  }),
  get: orderRecord,
  uploadFile: {
    input: z.object({}),
    result: z.object({ fileId: z.string(), contentType: z.string(), size: z.number().int() }),
  },
  getPaymentMethodForm: {
    input: z.object({ channel: paymentChannelSchema }),
    result: z.array(
      z.object({ key: z.string(), required: z.boolean(), pattern: z.string(), maxLength: z.number().int() }),
    ),
  },
  createPaymentMethod: {
    input: z.object({
      channel: paymentChannelSchema,
      holderName: z.string().trim().min(1).max(80),
      fields: paymentFieldsSchema,
    }),
    result: paymentMethodSchema,
  },
  getPaymentMethods: { input: z.object({}), result: z.array(paymentMethodSchema) },
  deletePaymentMethod: {
    input: z.object({ id: p2pIdSchema }),
    result: z.object({ id: z.number().int() }),
  },
  userAppeal: {
    input: z.object({
      orderId: p2pOrderIdSchema,
      reason: z.coerce.number().pipe(enumSchema(p2pAppealReason)),
      remark: appealRemarkSchema,
      proofs: appealProofsSchema.default([]),
    }),
    result: p2pAppealSchema,
  },
  getAppeals: pagedList(p2pAppealSchema),
  getAppeal: recordCall('appealId', p2pAppealIdSchema, p2pAppealSchema),
  dealerAds: { input: z.object({}), result: z.array(p2pAdSchema) },
  dealerPublishAd: { input: p2pAdFieldsSchema, result: p2pAdSchema },
  dealerUpdateAd: {
    input: p2pAdFieldsObject.extend({ id: p2pIdSchema }).superRefine(requireAdPrice),
    result: p2pAdSchema,
  },
  dealerSetAdStatus: {
    input: z.object({ id: p2pIdSchema, status: z.coerce.number().pipe(enumSchema(p2pAdStatus)) }),
    result: p2pAdSchema,
  },
  dealerOrders: pagedList(p2pOrderSchema, {
    status: z.coerce.number().pipe(enumSchema(p2pOrderStatus)).optional(),
  }),
  dealerConfirmPayment: orderRecord,
  dealerConfirmReceipt: orderRecord,
  getReferencePrice: {
    input: z.object({ coin: cryptoCodeSchema, fiat: fiatCodeSchema }),
    result: z.object({ coin: z.string(), fiat: z.string(), price: z.string(), at: z.string() }),
  },
  codeExchange: {
    input: z.object({ adId: p2pIdSchema, total: positiveAmountSchema }),
    result: z.object({ adId: z.number().int(), price: z.string(), quantity: z.string(), total: z.string() }),
  },
  getLegalCoinBuyCode: {
    input: z.object({ fiat: fiatCodeSchema.optional() }),
    result: z.array(z.object({ coin: z.string(), fiats: z.array(z.string()) })),
  },
  getLegalCurrencyCoinConfig: {
    input: z.object({}),
    result: z.array(
      z.object({
        fiat: z.string(),
        decimals: z.number().int(),
        coins: z.array(z.object({ coin: z.string(), decimals: z.number().int() })),
      }),
    ),
  },
  getReceiptPaymentMethodList: {
    input: z.object({}),
    result: z.array(z.object({ channel: enumSchema(paymentChannel), used: z.boolean() })),
  },
  getWebsiteSupportCurrencyPairList: {
    input: z.object({}),
    result: z.array(z.object({ coin: z.string(), fiat: z.string(), buy: z.boolean(), sell: z.boolean() })),
  },
  getPayTypeByCurrency: {
    input: z.object({ currency: fiatCodeSchema }),
    result: z.array(z.object({ channel: enumSchema(paymentChannel), ads: z.number().int() })),
  },
  proposeMutualCancel: orderRecord,
  answerMutualCancel: {
    input: z.object({ orderId: p2pOrderIdSchema, accept: z.boolean() }),
    result: p2pOrderSchema,
  },
};
