import type { PaymentOrder } from '@coffer/contract/payments';
import { createSandboxChain } from '../src/adapters/chain/sandbox-chain';
import type { TestApp } from './harness';

/** A buyer's TRC-20 address the payment tests refund to. */
export const buyerAddress = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

let subMerchantCount = 0;
/**
 * What creating a sub-merchant (a cashier) sends, with a user name and e-mail address no other
 * call gives; `over` changes or adds fields.
 */
export function subMerchantFields<Over extends Record<string, unknown>>(over: Over = {} as Over) {
  const n = ++subMerchantCount;
  return {
    userName: `cashier${n}`,
    emailAddress: `cashier${n}-${Date.now()}@shop.test`,
    contactName: 'Mei Lin',
    phoneNumber: '+65 8100 0001',
    job: 'Cashier',
    receiptValidMinutes: 30,
    orderDisplayDays: 7,
    ...over,
  };
}

/**
 * A customer's payment of `amount` to an order's address on the sandbox chain: for its first coin,
 * or the one named.
 */
export async function payOrder(
  t: TestApp,
  order: Pick<PaymentOrder, 'coins'>,
  amount: string,
  which?: { coin: string; network: string },
) {
  const c = which
    ? order.coins.find((x) => x.coin === which.coin && x.network === which.network)
    : order.coins[0];
  if (!c) throw new Error('no such coin on the order');
  await createSandboxChain(t.db).deposit({
    network: c.network,
    coin: c.coin,
    toAddress: c.address,
    amount,
    now: t.clock.now,
  });
}

/** Past the 19 TRC20 confirmations (300 ms blocks), then each money job once: payments are seen and settled. */
export async function confirmPayments(t: TestApp, jobs: readonly (() => Promise<unknown>)[]) {
  t.clock.advance(7000);
  for (const job of jobs) await job();
}

/**
 * What creating a payment order sends: 100 USD payable in USDT on TRC20 within 30 minutes, under
 * the order number `merchantOrderNo`; `over` changes or adds fields.
 */
export function orderFields<Over extends Record<string, unknown>>(
  merchantOrderNo: string,
  over: Over = {} as Over,
) {
  return {
    merchantOrderNo,
    amount: '100',
    currency: 'USD',
    coins: [{ coin: 'USDT', network: 'TRC20' }],
    expiresInMinutes: 30,
    metadata: {},
    ...over,
  };
}
