import {
  addDecimals,
  compareDecimals,
  type PaymentRefund,
  type PublicRefundLink,
  paymentRefundStatus,
} from '@coffer/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { toWire } from '../../lib/money';
import type { RateLimiter } from '../../lib/rate-limiter';
import { randomToken, sha256Hex } from '../../lib/secrets';
import type { Caller } from '../../plugins/auth';
import type { MerchantAccess } from '../merchant/merchant.module';
import { requireApproval } from './payment-approval';
import { createPaymentOrdersRepo } from './payment-orders.repo';
import { inScope } from './payment-scope';
import { payPath } from './payment-view';
import { createReceiptCodesRepo } from './receipt-codes/receipt-codes.repo';

/** How long the buyer has to give an address: a week, like a refund e-mail that waits for a weekend. */
export const refundLinkTtlMs = 7 * 24 * 3600_000;
/** Anonymous tries on refund links per client address a minute (a token is 256 bits: this stops noise). */
const perClient = { windowMs: 60_000, max: 20 };

export interface RefundLinksDeps {
  db: Db;
  now: () => Date;
  access: MerchantAccess;
  limiter: RateLimiter;
  /** The existing refund use case, past its approval check (the merchant approved when making the link). */
  refund: (
    merchantId: number,
    input: { id: string; amount: string; address: string },
  ) => Promise<PaymentRefund>;
}

/** PaymentOrder/CreateRefundLink (refund approval role): the link is shown once; only its hash is kept. */
async function createLink(deps: RefundLinksDeps, caller: Caller, input: { id: string; amount: string }) {
  // The same rule as a refund the caller sends itself: the role, and only orders it sees.
  const scope = await requireApproval(deps, caller, 'approveRefund');
  const { merchantId } = scope;
  const order = await createPaymentOrdersRepo(deps.db).order(input.id);
  if (!order || !inScope(order, scope)) throw new AppError('orderNotFound');
  if (!order.paidCoin) throw new AppError('merchantBalanceInsufficient', 'Nothing was paid.');
  // Checked again, under the order's lock, when the buyer sends the address (the refund use case).
  const refundable = addDecimals(toWire(order.paid), `-${toWire(order.refunded)}`);
  if (compareDecimals(input.amount, refundable) > 0)
    throw new AppError(
      'merchantBalanceInsufficient',
      `At most ${refundable} ${order.paidCoin} can be refunded.`,
    );
  const token = randomToken();
  const at = deps.now();
  const expiresAt = new Date(at.getTime() + refundLinkTtlMs);
  await createReceiptCodesRepo(deps.db).insertLink({
    orderId: order.id,
    merchantId,
    tokenHash: sha256Hex(token),
    amount: input.amount,
    createdBy: caller.userId,
    createdAt: at,
    expiresAt,
  });
  return {
    orderId: order.id,
    amount: input.amount,
    coin: order.paidCoin,
    url: `${payPath(order.id)}/refund/${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

async function limit(deps: RefundLinksDeps, client: ClientInfo) {
  const hit = await deps.limiter.hit(`refund-link:ip:${client.ip}`, perClient);
  if (!hit.ok)
    throw new AppError('tooManyRequests', 'Too many tries. Wait a moment.', null, {
      retryAfterSeconds: hit.retryAfterSeconds,
    });
}

async function findLink(deps: RefundLinksDeps, input: { id: string; token: string }) {
  const link = await createReceiptCodesRepo(deps.db).link(input.id, sha256Hex(input.token));
  if (!link) throw new AppError('refundLinkNotFound');
  return link;
}

async function getPublic(
  deps: RefundLinksDeps,
  client: ClientInfo,
  input: { id: string; token: string },
): Promise<PublicRefundLink> {
  await limit(deps, client);
  const link = await findLink(deps, input);
  const repo = createPaymentOrdersRepo(deps.db);
  const order = await repo.order(link.orderId);
  if (!order?.paidCoin || !order.paidNetwork) throw new AppError('refundLinkNotFound');
  const state = link.usedAt ? 'used' : link.expiresAt <= deps.now() ? 'expired' : 'open';
  return {
    orderId: order.id,
    merchantName: (await repo.merchantName(order.merchantId)) ?? '',
    coin: order.paidCoin,
    network: order.paidNetwork,
    amount: toWire(link.amount),
    state,
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * PaymentOrder/SubmitRefundAddress: the link is claimed first (so two buyers never refund twice),
 * the refund made by the existing use case, and the link given back if it refuses (a wrong address,
 * the merchant's wallet short) so the buyer can try again.
 */
async function submit(
  deps: RefundLinksDeps,
  client: ClientInfo,
  input: { id: string; token: string; address: string },
): Promise<PaymentRefund> {
  await limit(deps, client);
  const link = await findLink(deps, input);
  if (link.usedAt) throw new AppError('refundLinkUsed');
  const repo = createReceiptCodesRepo(deps.db);
  const claimed = await repo.claimLink(link.id, deps.now());
  if (!claimed) throw new AppError(link.expiresAt <= deps.now() ? 'refundLinkExpired' : 'refundLinkUsed');
  let refund: PaymentRefund;
  try {
    refund = await deps.refund(link.merchantId, {
      id: link.orderId,
      amount: toWire(link.amount),
      address: input.address,
    });
  } catch (error) {
    await repo.releaseLink(link.id);
    throw error;
  }
  // The chain refused the send (the reservation was released): the buyer may try again.
  if (refund.status === paymentRefundStatus.members.failed) await repo.releaseLink(link.id);
  else await repo.linkRefund(link.id, refund.refundId);
  return refund;
}

/** The buyer's refund links: the merchant approves an amount, the buyer gives the address. */
export function createRefundLinks(deps: RefundLinksDeps) {
  return {
    create: (caller: Caller, input: { id: string; amount: string }) => createLink(deps, caller, input),
    getPublic: (client: ClientInfo, input: { id: string; token: string }) => getPublic(deps, client, input),
    submit: (client: ClientInfo, input: { id: string; token: string; address: string }) =>
      submit(deps, client, input),
  };
}
