import { z } from 'zod';
import {
  chainAddressSchema,
  coinCodeSchema,
  networkCodeSchema,
  requestIdSchema,
} from '../assets/assets.schemas';
import { appPath, defineEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import { positiveAmountSchema } from '../common/money';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import { withdrawalSchema, withdrawalStatus } from './withdrawals.schemas';

const user = { kind: 'user' } as const;
/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const hosts = ['base', 'merchant'] as const;
const ridSchema = z.string().regex(/^[A-Za-z0-9]{8,40}$/);

export const withdrawalsEndpoints = {
  /** Reserves amount + fee at once; the user then confirms with the code sent to them. */
  apply: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionOut/ApplyTransactionOut'),
    input: z.object({
      coin: coinCodeSchema,
      network: networkCodeSchema,
      address: chainAddressSchema,
      amount: positiveAmountSchema,
      fundPassword: z.string().min(1).max(64),
      requestId: requestIdSchema.optional(),
    }),
    result: withdrawalSchema,
    auth: user,
    fieldCodes: {
      [errors.securityVerificationFailed.code]: 'fundPassword',
      [errors.belowSingleMinimum.code]: 'amount',
      [errors.aboveSingleMaximum.code]: 'amount',
      [errors.dailyWithdrawalLimitExceeded.code]: 'amount',
      [errors.insufficientBalance.code]: 'amount',
      [errors.wrongWithdrawalAddress.code]: 'address',
    },
  }),
  confirm: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionOut/ConfirmTransactionOut'),
    input: z.object({ rid: ridSchema, code: z.string().regex(/^\d{6}$/) }),
    result: withdrawalSchema,
    auth: user,
  }),
  /** GET in the spec; revokes while cancellable and releases the reservation. */
  cancel: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('CoinTransactionOut/CancelApplyTransactionOut'),
    input: z.object({ rid: ridSchema }),
    result: withdrawalSchema,
    auth: user,
  }),
  getList: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionOut/GetListByCoinTransactionOut'),
    input: pagedInputSchema.extend({
      coin: coinCodeSchema.optional(),
      status: z.coerce.number().pipe(withdrawalStatus.schema).optional(),
    }),
    result: pagedResultSchema(withdrawalSchema),
    auth: user,
  }),
};
