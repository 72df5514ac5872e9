import { z } from 'zod';
import { requestIdSchema } from '../assets';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { pagedList, timeRange } from '../common/pagination';
import { earnPositionStatus, earnRecordType } from './earn.enums';
import {
  earnAccountSchema,
  earnPositionIdSchema,
  earnPositionSchema,
  earnProductIdSchema,
  earnProductSchema,
  earnRecordSchema,
  earnRedemptionSchema,
  earnTotalSchema,
} from './earn.schemas';

/** The schemas of the endpoints in earn.endpoints.ts, by the same keys. */
export const earnEndpointSchemas = {
  getUserProductList: {
    input: z.object({ asset: z.string().trim().toUpperCase().optional() }),
    result: z.array(earnProductSchema),
  },
  getUserProductDetail: {
    input: z.object({ productId: earnProductIdSchema }),
    result: earnProductSchema,
  },
  createUser: {
    input: z.object({ agreementVersion: z.string().min(1).max(32), agreed: z.literal(true) }),
    result: earnAccountSchema,
  },
  createDeposit: {
    input: z.object({
      productId: earnProductIdSchema,
      amount: positiveAmountSchema,
      requestId: requestIdSchema.optional(),
    }),
    result: earnPositionSchema,
  },
  createWithdraw: {
    input: z.object({
      positionId: earnPositionIdSchema,
      /** A fixed position before maturity: the caller accepts the penalty. */
      early: z.boolean().default(false),
      requestId: requestIdSchema.optional(),
    }),
    result: earnRedemptionSchema,
  },
  getUserTradeRecord: pagedList(earnRecordSchema, {
    type: z.coerce.number().pipe(enumSchema(earnRecordType)).optional(),
    asset: z.string().trim().toUpperCase().optional(),
    ...timeRange,
  }),
  getFinancialUserAsset: {
    input: z.object({ status: z.coerce.number().pipe(enumSchema(earnPositionStatus)).optional() }),
    result: z.array(earnPositionSchema),
  },
  getUserAccountBalance: {
    input: z.object({}),
    result: z.object({
      account: earnAccountSchema.nullable(),
      /** The agreement a new earn account agrees to. */
      agreementVersion: z.string(),
      totals: z.array(earnTotalSchema),
    }),
  },
};
