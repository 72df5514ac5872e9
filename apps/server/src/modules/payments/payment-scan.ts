import { paymentFeeSplit, walletType } from '@coffer/contract';
import type { ChainAdapter, IncomingTx } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import { systemAccount, userAccount } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { Dec, toWire } from '../../lib/money';
import type { CoinsRepo } from '../assets/assets.module';
import { createPaymentOrdersRepo, type PaymentOrderRow, type PaymentRow } from './payment-orders.repo';
import { refreshOrderState, type StateDeps } from './payment-state';

export interface ScanPaymentsDeps extends StateDeps {
  db: Db;
  chain: Pick<ChainAdapter, 'recentIncoming'>;
  ledger: Pick<Ledger, 'withTx'>;
  coins: Pick<CoinsRepo, 'coin'>;
  /** The channel fee rate (0.01 = 1 %) when the merchant has none of its own (PAYMENT_FEE_RATE). */
  feeRate: string;
  /** The merchant's channel fee on payments received in this coin, if the operator set one. */
  settlementFeeRate?: SettlementFeeRate;
}

/** Reads a merchant's channel fee rate for a coin; undefined when none is set. */
export type SettlementFeeRate = (merchantId: number, coin: string) => Promise<string | undefined>;

/** The ledger ids of a payment's settlement: derived from the order and the transaction, so it credits once. */
export const settlementIds = (orderId: string, network: string, txId: string) => ({
  net: `pay:${orderId}:${network}:${txId}`,
  fee: `pay:${orderId}:${network}:${txId}:fee`,
});

/**
 * Follows the chain for transfers to order addresses: records each, counts its confirmations,
 * credits the merchant's cloud wallet (minus the channel fee) once confirmed, and moves the order
 * on. Safe to run anywhere, any number of times.
 */
export async function scanPayments(deps: ScanPaymentsDeps): Promise<{ seen: number; settled: number }> {
  const repo = createPaymentOrdersRepo(deps.db);
  const incoming = await deps.chain.recentIncoming(deps.now());
  const coinRows = await repo.coinsAt([...new Set(incoming.map((t) => t.toAddress))]);
  const byKey = new Map(coinRows.map((c) => [`${c.address}|${c.coin}|${c.network}`, c]));
  let seen = 0;
  let settled = 0;
  for (const t of incoming) {
    const coin = byKey.get(`${t.toAddress}|${t.coin}|${t.network}`);
    if (!coin) continue;
    const known = await repo.payment(t.network, t.txId);
    if (known && (known.credited || known.confirmations === t.confirmations)) continue;
    seen++;
    // Read before the order's transaction (never inside it): the rate the credit is taken at and
    // the coin's decimals the fee is cut to.
    const feeRate = (await deps.settlementFeeRate?.(coin.merchantId, t.coin)) ?? deps.feeRate;
    const decimals = (await deps.coins.coin(t.coin))?.decimals ?? 18;
    if (await recordPayment(deps, { ...coin, feeRate, decimals }, t)) settled++;
  }
  return { seen, settled };
}

/** One transfer, in one transaction under the order's lock; true when it was credited now. */
async function recordPayment(
  deps: ScanPaymentsDeps,
  at: { orderId: string; confirmations: number; feeRate: string; decimals: number },
  t: IncomingTx,
) {
  const { orderId, confirmations: required } = at;
  return deps.db.transaction(async (tx) => {
    const repo = createPaymentOrdersRepo(tx);
    const order = await repo.lockOrder(orderId);
    if (!order) return false;
    const now = deps.now();
    let payment = await repo.payment(t.network, t.txId);
    if (payment?.credited) return false;
    if (!payment)
      payment = await repo.insertPayment({
        orderId,
        coin: t.coin,
        network: t.network,
        txId: t.txId,
        amount: t.amount,
        confirmations: t.confirmations,
        requiredConfirmations: required,
        // After the expiry or once made invalid: late, never lost.
        late: order.closedAt !== null || now.getTime() >= order.expiresAt.getTime(),
        seenAt: now,
      });
    else await repo.updatePayment(payment.id, { confirmations: t.confirmations });
    let current: PaymentOrderRow = order;
    const credits = t.confirmations >= payment.requiredConfirmations;
    if (credits) current = await settle(deps, tx, order, payment, at);
    await refreshOrderState(deps, tx, current, { credited: credits });
    return credits;
  });
}

/**
 * Credits a confirmed payment to the merchant's cloud wallet and the fee to the platform, at the
 * order's rate: the one of its first credit, kept for every later payment to it.
 */
async function settle(
  deps: ScanPaymentsDeps,
  tx: Db,
  order: PaymentOrderRow,
  p: PaymentRow,
  { feeRate, decimals }: { feeRate: string; decimals: number },
) {
  const amount = toWire(p.amount);
  const rate = order.feeRate === null ? feeRate : toWire(order.feeRate);
  const { fee, net } = paymentFeeSplit(amount, rate, decimals);
  const ids = settlementIds(order.id, p.network, p.txId);
  const ledger = deps.ledger.withTx(tx);
  const custody = systemAccount('custody', p.coin, p.network);
  await ledger.transfer({
    id: ids.net,
    debit: custody,
    credit: userAccount(order.merchantId, p.coin, walletType.members.cloud),
    asset: p.coin,
    amount: net,
    reason: 'payment',
  });
  if (fee !== '0')
    await ledger.transfer({
      id: ids.fee,
      debit: custody,
      credit: systemAccount('fees', p.coin),
      asset: p.coin,
      amount: fee,
      reason: 'fee',
    });
  const repo = createPaymentOrdersRepo(tx);
  await repo.updatePayment(p.id, { credited: true, creditedAt: deps.now() });
  // Totals in the coin each payment came in; a second coin's credit is shown on the detail.
  return repo.updateOrder(order.id, {
    credited: new Dec(order.credited).plus(net).toFixed(),
    fee: new Dec(order.fee).plus(fee).toFixed(),
    feeRate: rate,
  });
}
