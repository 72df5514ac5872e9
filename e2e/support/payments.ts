import { type APIRequestContext, expect } from '@playwright/test';
import { bearer, type Envelope, type TokenSession } from './accounts';

/** A new payment order of the merchant's, in USD, payable in USDT (TRON) or BTC: its id. */
export async function createPaymentOrder(
  request: APIRequestContext,
  merchant: { tokens: TokenSession; headers: Record<string, string> },
  amount: string,
) {
  const res = await request.post('/m/api/services/app/PaymentOrder/Create', {
    headers: { ...merchant.headers, ...bearer(merchant.tokens) },
    data: {
      merchantOrderNo: `E2E-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      amount,
      currency: 'USD',
      coins: [
        { coin: 'USDT', network: 'TRC20' },
        { coin: 'BTC', network: 'BTC' },
      ],
      description: 'Coffee beans, 1 kg',
    },
  });
  const body = (await res.json()) as Envelope<{ orderId: string }>;
  expect(body.success, JSON.stringify(body.error)).toBe(true);
  return body.result.orderId;
}

/** A new receipt code of the merchant's own counter, in USD, payable in USDT (TRON): its id. */
export async function createReceiptCode(
  request: APIRequestContext,
  merchant: { tokens: TokenSession; headers: Record<string, string> },
  label = 'Front counter',
) {
  const res = await request.post('/m/api/services/app/ReceivePayment/CreateMerchantsReceiptCode', {
    headers: { ...merchant.headers, ...bearer(merchant.tokens) },
    data: { currency: 'USD', label, coins: [{ coin: 'USDT', network: 'TRC20' }] },
  });
  const body = (await res.json()) as Envelope<{ id: string }>;
  expect(body.success, JSON.stringify(body.error)).toBe(true);
  return body.result.id;
}

/** An order from the receipt code, paid in the sandbox and settled, and a refund link for part of it: its path. */
export async function createRefundLink(
  request: APIRequestContext,
  merchant: { tokens: TokenSession; headers: Record<string, string> },
  codeId: string,
) {
  const made = await request.post('/api/services/app/ReceivePayment/CreateOrderFromReceiptCode', {
    data: { id: codeId, amount: '20' },
  });
  const { orderId } = ((await made.json()) as Envelope<{ orderId: string }>).result;
  const order = await request.get(`/api/services/app/PaymentOrder/GetPublic?id=${orderId}`);
  const address = ((await order.json()) as Envelope<{ coins: { address: string }[] }>).result.coins[0]
    ?.address;
  const sent = await request.post('/api/sandbox/chain/deposit', {
    data: { address, amount: '20', coin: 'USDT', network: 'TRC20' },
  });
  expect(((await sent.json()) as Envelope<unknown>).success).toBe(true);
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/services/app/PaymentOrder/GetPublic?id=${orderId}`);
        return ((await res.json()) as Envelope<{ state: number }>).result.state;
      },
      { timeout: 60_000 },
    )
    .toBe(3);
  const link = await request.post('/m/api/services/app/PaymentOrder/CreateRefundLink', {
    headers: { ...merchant.headers, ...bearer(merchant.tokens) },
    data: { id: orderId, amount: '5' },
  });
  const body = (await link.json()) as Envelope<{ url: string }>;
  expect(body.success, JSON.stringify(body.error)).toBe(true);
  return body.result.url;
}
