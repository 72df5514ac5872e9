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
