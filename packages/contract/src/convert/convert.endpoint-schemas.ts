import { z } from 'zod';
import { coinCodeSchema, ledgerEntrySchema, walletAssetsSchema } from '../assets';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { pagedList, timeRange } from '../common/pagination';
import { recordCall } from '../common/record-call';
import { exchangeStatus } from './convert.enums';
import {
  convertCoinSchema,
  convertLimitOrderIdSchema,
  convertLimitOrderSchema,
  convertOrderIdSchema,
  convertOrderSchema,
  convertPairConfigSchema,
  convertQuoteIdSchema,
  convertQuoteSchema,
  convertSideSchema,
  convertSymbolSchema,
  exchangeCoinSchema,
  flashPairSchema,
} from './convert.schemas';

/** The input and result schemas of `convertEndpoints` (convert.endpoints.ts), under the same keys. */
export const convertEndpointSchemas = {
  getSymbols: {
    input: z.object({}),
    result: z.array(convertCoinSchema),
  },
  getExchangeCoins: {
    input: z.object({ coin: coinCodeSchema }),
    result: z.array(exchangeCoinSchema),
  },
  getCoinConfigList: {
    input: z.object({}),
    result: z.array(convertPairConfigSchema),
  },
  getPairs: {
    input: z.object({}),
    result: z.array(flashPairSchema),
  },
  quote: {
    input: z.object({
      symbol: convertSymbolSchema,
      side: convertSideSchema,
      fromAmount: positiveAmountSchema,
    }),
    result: convertQuoteSchema,
  },
  execute: {
    input: z.object({ quoteId: convertQuoteIdSchema, fromAmount: positiveAmountSchema }),
    result: convertOrderSchema,
  },
  getOrderStatus: {
    // Exactly one of them; the server answers 400 otherwise.
    input: z.object({ orderId: convertOrderIdSchema.optional(), quoteId: convertQuoteIdSchema.optional() }),
    result: convertOrderSchema,
  },
  getHistory: pagedList(convertOrderSchema, {
    coin: coinCodeSchema.optional(),
    status: z.coerce.number().pipe(enumSchema(exchangeStatus)).optional(),
    ...timeRange,
  }),
  createLimitOrder: {
    input: z.object({
      symbol: convertSymbolSchema,
      side: convertSideSchema,
      fromAmount: positiveAmountSchema,
      limitPrice: positiveAmountSchema,
    }),
    result: convertLimitOrderSchema,
  },
  cancelLimitOrder: recordCall('orderId', convertLimitOrderIdSchema, convertLimitOrderSchema),
  getPromissoryHistory: pagedList(convertLimitOrderSchema, {
    coin: coinCodeSchema.optional(),
    status: z.coerce.number().pipe(enumSchema(exchangeStatus)).optional(),
    ...timeRange,
  }),
  getAssets: {
    input: z.object({}),
    result: walletAssetsSchema,
  },
  getAssetsHistory: pagedList(ledgerEntrySchema, { coin: coinCodeSchema.optional(), ...timeRange }),
};
