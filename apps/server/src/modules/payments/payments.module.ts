import type { ChainAdapter } from '../../adapters/chain/chain';
import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import { type DispatchLog, runDispatches, stderrLog } from '../../ledger/flows/outbound-dispatch';
import type { Ledger } from '../../ledger/ledger';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import type { MerchantAccess } from '../merchant/merchant.module';
import {
  type CreatePaymentInput,
  createPaymentOrder,
  createPaymentOrderFor,
  type PaymentOrderOwner,
} from './payment-create';
import { type PublishPaymentEvent, recordAndPublish } from './payment-events';
import { expirePaymentOrders } from './payment-expire';
import { createPaymentOrdersRepo } from './payment-orders.repo';
import {
  getPaymentOrder,
  getPublicPaymentOrder,
  getRefund,
  listPaymentOrders,
  reviewCounts,
} from './payment-reads';
import { dispatchDeps, type RefundInput, refundApproved, refundPaymentOrder } from './payment-refund';
import { passPaymentOrder, rejectPaymentOrder } from './payment-review';
import { paymentOrderRoutes } from './payment-routes';
import { type SettlementFeeRate, scanPayments } from './payment-scan';
import { createReceiptCodesService, type ReceiptCodesDeps } from './receipt-codes/receipt-codes';
import { receiptCodeRoutes } from './receipt-codes/receipt-codes.routes';
import { createRefundLinks } from './refund-links';
import { refundSender } from './refund-sender';
import { createWebhooks, type WebhooksOptions } from './webhooks/webhook-service';

export type { PublishPaymentEvent } from './payment-events';
export type { WebhookPublish, WebhooksOptions } from './webhooks/webhook-service';

/** The channel fee taken from a payment when neither the merchant nor the operator's default sets one. */
export const paymentFeeRateDefault = '0.005';
const jobBatch = 500;

export interface PaymentOrdersDeps {
  db: Db;
  coins: CoinsRepo;
  chain: ChainAdapter;
  ledger: Ledger;
  prices: PriceAdapter;
  now: () => Date;
  /** Who a caller acts for and with which approval roles (the merchant module's narrow view). */
  access: MerchantAccess;
  /**
   * The merchant's transfers awaiting review for the header badge: its cloud-wallet withdrawals
   * waiting for the operator (the withdrawals module's count, wired in modules.ts); 0 when
   * not given.
   */
  transfersAwaitingReview?: (merchantId: number) => Promise<number>;
  /** Where order events go (the order's timeline and the webhooks' publish). */
  publishEvent: PublishPaymentEvent;
  /** The fallback channel fee rate (PAYMENT_FEE_RATE); 0.005 when not given. */
  feeRate?: string;
  /**
   * The merchant's own channel fee for a coin (the merchant area's table, business "receipt"),
   * wired by modules.ts; `feeRate` applies where it answers undefined.
   */
  settlementFeeRate?: SettlementFeeRate;
  /** Orders of at least this amount wait for review (PAYMENT_REVIEW_THRESHOLD); none when not given. */
  reviewThreshold?: string;
  /** Where a refund's send error is logged (stderr by default). */
  log?: DispatchLog;
}

function createPaymentOrdersService(deps: PaymentOrdersDeps) {
  const full = {
    ...deps,
    feeRate: deps.feeRate ?? paymentFeeRateDefault,
    reviewThreshold: deps.reviewThreshold,
    log: deps.log ?? stderrLog,
  };
  return {
    /** The channel fee on a payment no receipt row covers: the merchant's fee page lists it. */
    feeRate: full.feeRate,
    create: (caller: Caller, input: CreatePaymentInput) => createPaymentOrder(full, caller, input),
    /** An order whose owner is already established (a receipt code's merchant and till). */
    createFor: (owner: PaymentOrderOwner, input: CreatePaymentInput) =>
      createPaymentOrderFor(full, owner, input),
    list: (caller: Caller, q: Parameters<typeof listPaymentOrders>[2]) => listPaymentOrders(deps, caller, q),
    get: (caller: Caller, id: string) => getPaymentOrder(deps, caller, id),
    getPublic: (id: string) => getPublicPaymentOrder(deps.db, id, deps.now()),
    reviewCounts: (caller: Caller) => reviewCounts(deps, caller),
    pass: (caller: Caller, id: string) => passPaymentOrder(full, caller, id),
    reject: (caller: Caller, id: string) => rejectPaymentOrder(full, caller, id),
    refund: (caller: Caller, input: RefundInput) => refundPaymentOrder(full, caller, input),
    /** A refund the merchant approved earlier (a buyer's refund link): any of its orders. */
    refundApproved: (merchantId: number, input: { id: string; amount: string; address: string }) =>
      refundApproved(full, { merchantId }, input),
    /** The order a payment of this coin on this network to this address would pay, if any. */
    orderPaidAt: async (address: string, coin: string, network: string) => {
      const rows = await createPaymentOrdersRepo(deps.db).coinsAt([address]);
      const row = rows.find((c) => c.coin === coin && c.network === network);
      return row && { orderId: row.orderId, merchantId: row.merchantId };
    },
    merchantName: (merchantId: number) => createPaymentOrdersRepo(deps.db).merchantName(merchantId),
    getRefund: (caller: Caller, refundId: string) => getRefund(deps, caller, refundId),
    scan: () => scanPayments(full),
    expire: (limit: number) => expirePaymentOrders(full, limit),
    /** Sends the refunds waiting to go out and finds out what became of those whose send erred. */
    sendRefunds: () => runDispatches(dispatchDeps(full), refundSender(full)),
  };
}
export type PaymentOrdersService = ReturnType<typeof createPaymentOrdersService>;

/**
 * Merchant payment orders (invoices): an address per order at a locked rate, followed on the chain
 * to settlement in the merchant's cloud wallet, reviewed, refunded; with its sub-areas, receipt
 * codes with the buyers' refund links and the merchant's webhooks. Its jobs: follow the chain, then
 * expire what is due; `deliveryJobs` deliver the webhooks, which server.ts runs in a loop of their
 * own so a slow receiver never holds up the money jobs.
 */
export function createPaymentsModule(
  deps: Omit<PaymentOrdersDeps, 'publishEvent'> & {
    /** Where order events go; the order's timeline and the merchant's webhooks by default. */
    publishEvent?: PublishPaymentEvent;
    /** Seals the webhook signing secrets; the same key in every process (server.ts derives it). */
    secretsKey: Uint8Array;
    webhooks?: WebhooksOptions | undefined;
    /** The shared rate limiter (Redis with REDIS_URL); the database's when absent. */
    limiter?: RateLimiter;
  },
) {
  const webhooks = createWebhooks({
    db: deps.db,
    now: deps.now,
    secretsKey: deps.secretsKey,
    ...deps.webhooks,
  });
  const service = createPaymentOrdersService({
    ...deps,
    publishEvent: deps.publishEvent ?? recordAndPublish(deps.now, webhooks.publish),
  });
  const scan: Job = async () => ({ paymentsSettled: (await service.scan()).settled });
  const expire: Job = async () => ({ paymentOrdersExpired: await service.expire(jobBatch) });
  const refunds: Job = async () => {
    const { sent, unknown, refused } = await service.sendRefunds();
    return { refundsSent: sent, refundsUnknown: unknown, refundsRefused: refused };
  };
  return {
    routes: [
      ...paymentOrderRoutes(service),
      ...receiptCodesRoutes({ ...deps, payments: service }),
      ...webhooks.routes,
    ],
    service,
    jobs: [scan, expire, refunds],
    deliveryJobs: webhooks.jobs,
    /** An event to the merchant's webhooks, in the caller's transaction. */
    publishWebhook: webhooks.publish,
  };
}

/**
 * Receipt codes and buyers' refund links, on the payment orders' use cases (they reach the
 * merchant area only through its `access`).
 */
function receiptCodesRoutes(
  deps: Omit<ReceiptCodesDeps, 'limiter' | 'createOrder' | 'merchantName'> & {
    payments: PaymentOrdersService;
    limiter?: RateLimiter;
  },
) {
  const limiter = deps.limiter ?? createRateLimiter(deps.db, deps.now);
  const codes = createReceiptCodesService({
    ...deps,
    limiter,
    createOrder: deps.payments.createFor,
    merchantName: deps.payments.merchantName,
  });
  const links = createRefundLinks({ ...deps, limiter, refund: deps.payments.refundApproved });
  return receiptCodeRoutes(codes, links);
}
