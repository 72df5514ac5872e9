import { appPath, describeEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import type { paymentsEndpointSchemas } from './payments.endpoint-schemas';

const hosts = ['merchant'] as const;
const merchant = { kind: 'merchant' } as const;

/** Merchant payment orders (invoices), spec §7 merchant host `PaymentOrder/*`. */
export const paymentsEndpoints = {
  /**
   * A new order: the amount at a rate locked now for each accepted coin, one fresh address per
   * coin's chain. 40009 when the merchant already used the order number; 40017 when no address is free.
   */
  create: describeEndpoint<typeof paymentsEndpointSchemas.create>()({
    hosts,
    method: 'POST',
    path: appPath('PaymentOrder/Create'),
    auth: merchant,
    fieldCodes: {
      [errors.merchantOrderNumberExists.code]: 'merchantOrderNo',
      [errors.currencyNotSupported.code]: 'currency',
      [errors.unpaidOrdersLimitExceeded.code]: 'merchantOrderNo',
    },
  }),
  /** The merchant's orders, newest first. */
  getList: describeEndpoint<typeof paymentsEndpointSchemas.getList>()({
    hosts,
    method: 'GET',
    path: appPath('PaymentOrder/GetList'),
    auth: merchant,
  }),
  /** One of the merchant's orders with its payments and refunds; another's is 40007. */
  get: describeEndpoint<typeof paymentsEndpointSchemas.get>()({
    hosts,
    method: 'GET',
    path: appPath('PaymentOrder/Get'),
    auth: merchant,
  }),
  /** Not in §7: what the public hosted page /pay/<id> shows the buyer (no sign-in). */
  getPublic: describeEndpoint<typeof paymentsEndpointSchemas.getPublic>()({
    hosts: ['base'],
    method: 'GET',
    path: appPath('PaymentOrder/GetPublic'),
    auth: { kind: 'anonymous' },
  }),
  /** The header badges (§3 merchant review counts): orders awaiting review, pending refunds, transfers. */
  getToBeReviewedCount: describeEndpoint<typeof paymentsEndpointSchemas.getToBeReviewedCount>()({
    hosts,
    method: 'GET',
    path: appPath('PaymentOrder/GetToBeReviewedCount'),
    auth: merchant,
  }),
  /** Accepts an order awaiting review (payment approval role). */
  pass: describeEndpoint<typeof paymentsEndpointSchemas.pass>()({
    hosts,
    method: 'POST',
    path: appPath('PaymentOrder/Pass'),
    auth: merchant,
  }),
  /**
   * Refuses an order awaiting review, or an unpaid one (it stops taking payments on time). The spec
   * sends `?id=`; the id is read from the body like every POST here.
   */
  reject: describeEndpoint<typeof paymentsEndpointSchemas.reject>()({
    hosts,
    method: 'POST',
    path: appPath('PaymentOrder/Reject'),
    auth: merchant,
  }),
  /**
   * Refunds part or all of what the order received, in the coin paid, to the buyer's address
   * (refund approval role): reserved from the merchant's cloud wallet, sent, then posted.
   * Never more than paid less refunded (40011 when the cloud wallet is short).
   */
  refund: describeEndpoint<typeof paymentsEndpointSchemas.refund>()({
    hosts,
    method: 'POST',
    path: appPath('PaymentOrder/Refund'),
    auth: merchant,
    fieldCodes: {
      [errors.merchantBalanceInsufficient.code]: 'amount',
      [errors.wrongWithdrawalAddress.code]: 'address',
    },
  }),
  /** One refund of the merchant's; another's or an unknown one is 40008. */
  getRefundOrder: describeEndpoint<typeof paymentsEndpointSchemas.getRefundOrder>()({
    hosts,
    method: 'GET',
    path: appPath('PaymentOrder/GetRefundOrder'),
    auth: merchant,
  }),
};
