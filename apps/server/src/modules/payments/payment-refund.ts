import {
  addDecimals,
  compareDecimals,
  type PaymentRefund,
  paymentRefundStatus,
  walletType,
} from '@coffer/contract';
import { isChain, normalizeAddress } from '../../adapters/chain/addresses';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { LedgerError } from '../../ledger/errors';
import { firstResult, type IdempotentRequest, idempotent } from '../../ledger/flows/idempotent-request';
import { type DispatchLog, dispatchNow, enqueueDispatch } from '../../ledger/flows/outbound-dispatch';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { toWire } from '../../lib/money';
import { prefixedId } from '../../lib/quotes';
import type { Caller } from '../../plugins/auth';
import { assertCoinDecimals, type CoinsRepo, networkIn } from '../assets/assets.module';
import { type AccessDeps, requireApproval } from './payment-approval';
import type { PublishPaymentEvent } from './payment-events';
import { createPaymentOrdersRepo, type RefundRow } from './payment-orders.repo';
import { inScope, type OrderScope } from './payment-scope';
import { refundView } from './payment-view';
import { refundDispatchId, refundSender, refundTransferIds } from './refund-sender';

const rf = paymentRefundStatus.members;

export interface RefundDeps extends AccessDeps {
  db: Db;
  ledger: Pick<Ledger, 'withTx'>;
  chain: Pick<ChainAdapter, 'send' | 'sentByReference'>;
  coins: Pick<CoinsRepo, 'all'>;
  publishEvent: PublishPaymentEvent;
  now: () => Date;
  log: DispatchLog;
}

export interface RefundInput {
  id: string;
  amount: string;
  address: string;
  /** The client's key: the same key and body answer the first refund. */
  requestId?: string | undefined;
}

/**
 * PaymentOrder/Refund (refund approval role): in the coin the order was paid in, to the buyer's
 * address. Under the order's row lock the amount is checked against what was paid less what is
 * already refunded (so parallel refunds never exceed it), recorded, reserved from the merchant's
 * cloud wallet (40011 when short) and handed to the outbound dispatch, which sends it now and, if
 * the send's outcome is unknown, finds out later (the refund stays pending meanwhile).
 */
export async function refundPaymentOrder(
  deps: RefundDeps,
  caller: Caller,
  input: RefundInput,
): Promise<PaymentRefund> {
  const scope = await requireApproval(deps, caller, 'approveRefund');
  return refundApproved(deps, scope, input);
}

/**
 * The refund once approved: by the caller above (within its order scope), or by the merchant who
 * made a buyer's refund link (refund-links.ts), whose address the buyer gives later.
 */
export async function refundApproved(
  deps: RefundDeps,
  scope: OrderScope,
  input: RefundInput,
): Promise<PaymentRefund> {
  const request = requestOf(scope, input);
  const earlier = request && (await firstResult<{ refundId: string }>(deps.db, request));
  const refundId = earlier?.refundId ?? (await reserveOnce(deps, scope, input, request));
  await dispatchNow(dispatchDeps(deps), refundSender(deps), refundDispatchId(refundId));
  const repo = createPaymentOrdersRepo(deps.db);
  const row = await repo.refund(refundId, { merchantId: scope.merchantId });
  if (!row) throw new Error(`refund ${refundId} vanished`);
  return refundView(row);
}

export const dispatchDeps = (deps: Pick<RefundDeps, 'db' | 'now' | 'log'>) => ({
  db: deps.db,
  now: deps.now,
  log: deps.log,
});

/** The merchant's key for this refund, and what it asks for (the order, the amount, the address). */
function requestOf(scope: OrderScope, input: RefundInput): IdempotentRequest | undefined {
  if (!input.requestId) return undefined;
  return {
    key: `refund:${scope.merchantId}:${input.requestId}`,
    body: { orderId: input.id, amount: toWire(input.amount), address: input.address },
  };
}

/** Records and reserves the refund in one transaction, once per request key: its id. */
async function reserveOnce(
  deps: RefundDeps,
  scope: OrderScope,
  input: RefundInput,
  request: IdempotentRequest | undefined,
): Promise<string> {
  // Read before the transaction: the catalogue reads on the database, not on `tx`.
  const catalogue = await deps.coins.all();
  return deps.db.transaction(async (tx) => {
    const reserve = async () => ({
      refundId: (await reserveRefund(deps, tx, { scope, input, catalogue })).id,
    });
    const { refundId } = request
      ? (await idempotent(tx, request, reserve, deps.now())).result
      : await reserve();
    return refundId;
  });
}

type Catalogue = Awaited<ReturnType<CoinsRepo['all']>>;

/** Under the order's lock: the checks, the refund row, its reservation and its dispatch. */
async function reserveRefund(
  deps: RefundDeps,
  tx: Db,
  r: { scope: OrderScope; input: RefundInput; catalogue: Catalogue },
): Promise<RefundRow> {
  const { scope, input, catalogue } = r;
  const repo = createPaymentOrdersRepo(tx);
  const order = await repo.lockOrder(input.id);
  if (!order || !inScope(order, scope)) throw new AppError('orderNotFound');
  if (!order.paidCoin || !order.paidNetwork)
    throw new AppError('merchantBalanceInsufficient', 'Nothing was paid.');
  const config = networkIn(catalogue, order.paidCoin, order.paidNetwork);
  if (!config || !isChain(config.network.chain)) throw new AppError('currencyNotSupported');
  const address = normalizeAddress(config.network.chain, input.address);
  if (!address) throw new AppError('wrongWithdrawalAddress');
  assertCoinDecimals(input.amount, config.coin.decimals);
  const refundable = addDecimals(toWire(order.paid), `-${toWire(order.refunded)}`);
  if (compareDecimals(input.amount, refundable) > 0)
    throw new AppError(
      'merchantBalanceInsufficient',
      `At most ${refundable} ${order.paidCoin} can be refunded.`,
    );
  const at = deps.now();
  const row = await repo.insertRefund({
    id: prefixedId('prf'),
    orderId: order.id,
    merchantId: order.merchantId,
    coin: order.paidCoin,
    network: order.paidNetwork,
    address,
    amount: input.amount,
    status: rf.pending,
    createdAt: at,
    updatedAt: at,
  });
  try {
    await deps.ledger.withTx(tx).reserve({
      id: refundTransferIds(row.id).reserve,
      debit: userAccount(order.merchantId, order.paidCoin, walletType.members.cloud),
      credit: systemAccount('custody', order.paidCoin, order.paidNetwork),
      asset: order.paidCoin,
      amount: input.amount,
      reason: 'refund',
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds')
      throw new AppError('merchantBalanceInsufficient');
    throw error;
  }
  await repo.updateOrder(order.id, {
    refunded: addDecimals(toWire(order.refunded), input.amount),
    updatedAt: at,
  });
  await enqueueDispatch(tx, { id: refundDispatchId(row.id), kind: 'refund' }, at);
  return row;
}
