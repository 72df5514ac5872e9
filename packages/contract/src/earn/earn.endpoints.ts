import { anonymous, contentApi, describeEndpoints, readKey, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { earnEndpointSchemas } from './earn.endpoint-schemas';

/** Refusals of a subscription that belong under its amount. */
const amountCodes = {
  [errors.insufficientBalance.code]: 'amount',
  [errors.belowSingleMinimum.code]: 'amount',
  [errors.earnQuotaExceeded.code]: 'amount',
  [errors.earnUserLimitExceeded.code]: 'amount',
} as const;

/**
 * Earn (spec §7 "Financing", content host): savings products, the earn account, subscriptions
 * from the investment wallet, redemptions, interest. Every call of a user needs KYC (60013) and,
 * but for CreateUser, the earn account (60601).
 */
export const earnEndpoints = describeEndpoints<typeof earnEndpointSchemas>()({
  /** The products with their APR, term and remaining quota; anyone may read them (the /earn page). */
  getUserProductList: contentApi.post('Financing/GetUserProductList', anonymous),
  getUserProductDetail: contentApi.get('Financing/GetUserProductDetail', anonymous),
  /** Opens the earn account once, agreeing to the savings agreement's current version (a retry answers the account). */
  createUser: contentApi.post('Financing/CreateUser', user),
  /** Subscribes from the investment wallet; requestId makes a retry answer the first position. */
  createDeposit: contentApi.post('Financing/CreateDeposit', user, { fieldCodes: amountCodes }),
  /** Redeems a position (never 16:00–16:20 UTC; a fixed one early only with `early` and its penalty). */
  createWithdraw: contentApi.post('Financing/CreateWithdraw', user),
  /** Subscriptions, redemptions and interest, newest first. */
  getUserTradeRecord: contentApi.post('Financing/GetUserTradeRecord', readKey, {
    summary: 'Earn subscriptions and redemptions, newest first',
    errors: ['earnAccountRequired'],
  }),
  /** The caller's positions with their interest, newest first. */
  getFinancialUserAsset: contentApi.post('Financing/GetFinancialUserAsset', readKey, {
    summary: 'Earn positions',
    errors: ['earnAccountRequired'],
  }),
  /** The earn account (null before CreateUser) and the totals per asset. */
  getUserAccountBalance: contentApi.get('Financing/GetUserAccountBalance', user),
});
