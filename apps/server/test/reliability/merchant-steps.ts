import { endpoints, errors, paymentRefundStatus, walletType } from '@coffer/contract';
import { expect } from 'vitest';
import type { SandboxChain } from '../../src/adapters/chain/sandbox-chain';
import { merchantChannelFees } from '../../src/db/schema';
import { Dec } from '../../src/lib/money';
import type { Modules } from '../../src/modules';
import { api } from '../api-client';
import { aUser, btcAddress, type TestUser } from '../builders';
import type { TestApp } from '../harness';
import { buyerAddress } from '../payment-helpers';
import { type Expected, type MoneyModel, outcome, usdtTrc20 } from './model';
import type { Op } from './ops';

/** The run's merchant is user index 3; its money flows are in USDT on TRC20. */
export const merchantIndex = 3;
const cloud = walletType.members.cloud;
const usdtDecimals = 6;
/** Its own "receipt" channel fee (the operator's table), which its payments settle at. */
export const merchantReceiptRate = new Dec('0.0123');
const P = endpoints.payments;

/**
 * The sandbox chain, except that a send made while `loseAnswer` is set goes out and its answer is
 * lost (a timeout after the transaction left): what the refunds' dispatch must survive.
 */
export function answerLosingChain(inner: SandboxChain): SandboxChain & { loseAnswer: boolean } {
  const chain = {
    ...inner,
    loseAnswer: false,
    async send(input: Parameters<SandboxChain['send']>[0]) {
      const txId = await inner.send(input);
      if (chain.loseAnswer) throw new Error('no answer within 20000 ms');
      return txId;
    },
  };
  return chain;
}

/** How long a send whose outcome is unknown waits before the dispatch asks the chain about it. */
const unknownRetryMs = 30_000;

interface ModelOrder {
  orderId: string;
  paid: Dec;
  refunded: Dec;
}

/**
 * The model run's merchant steps: deposits into its cloud wallet, moves between cloud and spot,
 * payment orders paid through the sandbox chain and settled (credited less its channel fee, cut
 * down to USDT's decimals), and partial refunds to the buyer. Written from the rules: what the
 * model expects, and what the API answered.
 */
export async function merchantSteps(deps: {
  t: TestApp;
  model: MoneyModel;
  chain: SandboxChain & { loseAnswer: boolean };
  money: Modules;
  fundPasswordHash: string;
}) {
  const { t, model, chain, money } = deps;
  // BTC in the cloud wallet too, for the merchant's cloud-wallet withdrawals (the model's BTC rules).
  const merchant: TestUser = await aUser()
    .verified()
    .merchant()
    .with({ fundPasswordHash: deps.fundPasswordHash })
    .whitelisted('BTC', 'BTC', btcAddress)
    .funded('BTC', '30', cloud)
    .create(t);
  model.account(merchantIndex, 'BTC', cloud).balance = new Dec('30');
  /** Refunds whose answer was lost: reserved until the job asks the chain, from `readyAt` on. */
  let lost: { amount: Dec; readyAt: number }[] = [];
  await t.db.insert(merchantChannelFees).values({
    merchantId: merchant.id,
    currency: 'USDT',
    businessType: 1,
    feeRate: merchantReceiptRate.toFixed(),
    updatedAt: t.clock.now,
  });
  const m = api(t).as(merchant).on('merchant');
  let cloudAddress: string | undefined;
  const orders: ModelOrder[] = [];
  let orderNo = 0;

  /** Past USDT's confirmations, then what the chain brought is credited. */
  const confirm = async () => {
    t.clock.advance(usdtTrc20.confirmations * usdtTrc20.blockMs + 1000);
    await money.deposits.scan();
    await money.payments.scan();
  };

  return {
    merchant,
    async cloudDeposit(op: Extract<Op, { kind: 'cloudDeposit' }>) {
      if (!cloudAddress)
        cloudAddress = (await m.call(endpoints.deposits.getAddress, { coin: 'USDT', network: 'TRC20' }))
          .address;
      await chain.deposit({
        network: 'TRC20',
        coin: 'USDT',
        toAddress: cloudAddress,
        amount: op.amount,
        now: t.clock.now,
      });
      await confirm();
      const amount = new Dec(op.amount);
      if (amount.gte(usdtTrc20.minDeposit))
        model.account(merchantIndex, 'USDT', cloud).balance = model
          .account(merchantIndex, 'USDT', cloud)
          .balance.plus(amount);
    },
    async cloudTransfer(
      op: Extract<Op, { kind: 'cloudTransfer' }>,
    ): Promise<{ got: Expected; expected: Expected }> {
      const to = op.toSpot ? 0 : cloud;
      const from = op.toSpot ? cloud : 0;
      const got = outcome(
        await m.send(endpoints.transfers.transfer, {
          coin: 'USDT',
          amount: op.amount,
          fromWalletType: from,
          toWalletType: to,
        }),
      );
      const expected = model.transfer(merchantIndex, 'USDT', from, to, new Dec(op.amount));
      // A shortage in the cloud wallet is the merchant's 40011, not the spot wallet's 60028.
      const short = 'code' in expected && expected.code === errors.insufficientBalance.code && from === cloud;
      return { got, expected: short ? { code: errors.merchantBalanceInsufficient.code } : expected };
    },
    /** An order of `amount` USDT paid with `paid` (exact, under or over) and confirmed. */
    async payOrder(op: Extract<Op, { kind: 'payOrder' }>) {
      const order = await m.call(P.create, {
        merchantOrderNo: `MR-${merchant.id}-${++orderNo}`,
        amount: op.amount,
        currency: 'USDT',
        coins: [{ coin: 'USDT', network: 'TRC20' }],
        expiresInMinutes: 30,
        metadata: {},
      });
      await chain.deposit({
        network: 'TRC20',
        coin: 'USDT',
        toAddress: order.coins[0]?.address ?? '',
        amount: op.paid,
        now: t.clock.now,
      });
      await confirm();
      const paid = new Dec(op.paid);
      const fee = paid.times(merchantReceiptRate).toDecimalPlaces(usdtDecimals, Dec.ROUND_DOWN);
      const account = model.account(merchantIndex, 'USDT', cloud);
      account.balance = account.balance.plus(paid.minus(fee));
      orders.push({ orderId: order.orderId, paid, refunded: new Dec(0) });
      const stored = await m.call(P.get, { id: order.orderId });
      return { paid: stored.paid, credited: stored.credited, fee: stored.fee, expectedFee: fee };
    },
    /** A share of what is left to refund (over 100 %: more than was paid, refused). */
    async refund(op: Extract<Op, { kind: 'refundOrder' }>) {
      const order = orders[op.index % Math.max(orders.length, 1)];
      if (!order) return undefined;
      const left = order.paid.minus(order.refunded);
      const amount = left.times(op.percent).div(100).toDecimalPlaces(usdtDecimals, Dec.ROUND_DOWN);
      if (amount.lte(0)) return undefined;
      chain.loseAnswer = op.answerLost;
      const answer = await m
        .send(P.refund, { id: order.orderId, amount: amount.toFixed(), address: buyerAddress })
        .finally(() => {
          chain.loseAnswer = false;
        });
      const got = outcome(answer);
      let expected: Expected = { ok: true };
      const account = model.account(merchantIndex, 'USDT', cloud);
      if (amount.gt(left) || model.available(merchantIndex, 'USDT', cloud).lt(amount))
        expected = { code: errors.merchantBalanceInsufficient.code };
      else if (op.answerLost) {
        // Neither failed nor released: still reserved, still counted as refunded.
        account.frozen = account.frozen.plus(amount);
        order.refunded = order.refunded.plus(amount);
        lost.push({ amount, readyAt: t.clock.now.getTime() + unknownRetryMs });
        if (answer.result) expect(answer.result.status).toBe(paymentRefundStatus.members.pending);
      } else {
        account.balance = account.balance.minus(amount);
        order.refunded = order.refunded.plus(amount);
      }
      return { got, expected };
    },
    /** A pass of the refunds' job at `now`: each lost refund whose wait is over is found and posted. */
    refundsResumed(now: number) {
      const account = model.account(merchantIndex, 'USDT', cloud);
      for (const r of lost.filter((x) => x.readyAt <= now)) {
        account.frozen = account.frozen.minus(r.amount);
        account.balance = account.balance.minus(r.amount);
      }
      lost = lost.filter((x) => x.readyAt > now);
    },
  };
}
