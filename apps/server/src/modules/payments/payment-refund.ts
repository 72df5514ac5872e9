import {
  addDecimals,
  compareDecimals,
  type PaymentRefund,
  paymentOrderStatus,
  paymentRefundStatus,
  walletType,
} from '@coffer/contract';
import { isChain, normalizeAddress } from '../../adapters/chain/addresses';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { LedgerError } from '../../ledger/errors';
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

const rf = paymentRefundStatus.members;

export interface RefundDeps extends AccessDeps {
  db: Db;
  ledger: Pick<Ledger, 'withTx'>;
  chain: Pick<ChainAdapter, 'send'>;
  coins: Pick<CoinsRepo, 'all'>;
  publishEvent: PublishPaymentEvent;
  now: () => Date;
}

/** The reservation of a refund and its posting: derived from the refund id. */
export const refundTransferIds = (refundId: string) => ({
  reserve: `pref:${refundId}`,
  resolve: `pref:${refundId}:done`,
});

/**
 * PaymentOrder/Refund (refund approval role): in the coin the order was paid in, to the buyer's
 * address. Under the order's row lock the amount is checked against what was paid less what is
 * already refunded (so parallel refunds never exceed it), recorded, and reserved from the
 * merchant's cloud wallet (40011 when short); then sent on chain and posted, or released if the
 * send fails.
 */
export async function refundPaymentOrder(
  deps: RefundDeps,
  caller: Caller,
  input: { id: string; amount: string; address: string },
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
  input: { id: string; amount: string; address: string },
): Promise<PaymentRefund> {
  // Read before the transaction: the catalogue reads on the database, not on `tx`.
  const catalogue = await deps.coins.all();
  const refund = await deps.db.transaction(async (tx) => {
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
    return row;
  });
  return sendRefund(deps, refund);
}

/** Sends a reserved refund and posts it, or releases it when the chain refuses. */
async function sendRefund(deps: RefundDeps, refund: RefundRow): Promise<PaymentRefund> {
  const ids = refundTransferIds(refund.id);
  let txId: string | undefined;
  try {
    txId = await deps.chain.send({
      network: refund.network,
      coin: refund.coin,
      toAddress: refund.address,
      amount: toWire(refund.amount),
      reference: `refund:${refund.id}`,
      now: deps.now(),
    });
  } catch {
    txId = undefined;
  }
  const saved = await deps.db.transaction(async (tx) => {
    const repo = createPaymentOrdersRepo(tx);
    const order = await repo.lockOrder(refund.orderId);
    if (!order) throw new AppError('orderNotFound');
    const ledger = deps.ledger.withTx(tx);
    const at = deps.now();
    if (!txId) {
      await ledger.void({ id: ids.resolve, pendingId: ids.reserve, reason: 'refund' });
      await repo.updateOrder(order.id, {
        refunded: addDecimals(toWire(order.refunded), `-${toWire(refund.amount)}`),
        updatedAt: at,
      });
      return repo.updateRefund(refund.id, { status: rf.failed, updatedAt: at });
    }
    await ledger.post({ id: ids.resolve, pendingId: ids.reserve, reason: 'refund' });
    const fully = compareDecimals(toWire(order.refunded), toWire(order.paid)) >= 0;
    if (fully)
      await repo.updateOrder(order.id, { status: paymentOrderStatus.members.refunded, updatedAt: at });
    const row = await repo.updateRefund(refund.id, { status: rf.sent, txId, updatedAt: at });
    await deps.publishEvent(tx, order.merchantId, 'order.refunded', {
      orderId: order.id,
      refund: refundView(row),
      refunded: toWire(order.refunded),
      fully,
    });
    return row;
  });
  return refundView(saved);
}
